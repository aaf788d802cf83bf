import path from 'node:path';
import {
  BrandImagesBundleSchema,
  IMAGE_NAMES,
  type BrandImagesBundle,
  type BrandManifest,
  type ImageName,
} from '@jobboard/manifest';
import { planVariants, toBundleVariants, type ImagePlan } from './plan-variants.js';
import { readSourceImage, type SourceImage } from './source-image.js';

export interface PlannedImage {
  image: ImageName;
  source: SourceImage;
  plan: ImagePlan;
}

/**
 * Reads a brand's five source images and plans their variants, without encoding anything:
 * enough to know every file name and size (images.json, the SEO head) before, or without,
 * running sharp.
 */
export async function planBrandImages(
  brandDir: string,
  manifest: BrandManifest,
): Promise<PlannedImage[]> {
  const planned: PlannedImage[] = [];
  for (const image of IMAGE_NAMES) {
    const source = await readSourceImage(path.join(brandDir, manifest.images[image]));
    planned.push({
      image,
      source,
      plan: planVariants({ image, sourceHash: source.hash, sourceSize: source.size, manifest }),
    });
  }
  return planned;
}

export function toImagesBundle(key: string, planned: readonly PlannedImage[]): BrandImagesBundle {
  // Parsed, not cast: the bundle must name every image, as the server expects.
  return BrandImagesBundleSchema.parse(
    Object.fromEntries(planned.map(({ image, plan }) => [image, toBundleVariants(key, plan)])),
  );
}
