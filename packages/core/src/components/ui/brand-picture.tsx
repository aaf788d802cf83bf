import type { BrandImagesBundle, ImageName } from '@jobboard/manifest';
import { fallbackVariant, imageVariants, useBrand } from '../../lib/brand';

const MIME = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
  ico: 'image/x-icon',
} as const;

/** The height a brand image shown `width` px wide takes (its height attribute), if it has one. */
export function brandPictureHeight(
  images: BrandImagesBundle,
  name: ImageName,
  width: number,
): number | undefined {
  const fallback = fallbackVariant(images, name);
  return fallback && Math.round((fallback.height / fallback.width) * width);
}

/**
 * A brand image through its generated variants: <picture> with AVIF, WebP and a fallback,
 * width and height set from the variant so the box is reserved before it loads (no shift).
 */
export function BrandPicture(props: {
  name: ImageName;
  alt: string;
  /** Display width in CSS px; the height follows the image ratio. */
  width: number;
  sizes?: string;
  eager?: boolean;
  className?: string;
}) {
  const { images } = useBrand();
  const fallback = fallbackVariant(images, props.name);
  if (!fallback) return null;
  const height = brandPictureHeight(images, props.name, props.width) ?? 0;
  const sources = [...imageVariants(images, props.name).entries()].filter(
    ([f]) => f === 'avif' || f === 'webp',
  );
  const sizes = props.sizes ?? `${props.width}px`;
  return (
    <picture className={props.className}>
      {sources.map(([format, list]) => (
        <source
          key={format}
          type={MIME[format]}
          srcSet={list.map((v) => `${v.path} ${v.width}w`).join(', ')}
          sizes={sizes}
        />
      ))}
      <img
        src={fallback.path}
        alt={props.alt}
        width={props.width}
        height={height}
        loading={props.eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(props.eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
