import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brandOutputDir } from '@jobboard/manifest';
import {
  LOGO_PLACEMENTS,
  checkContrast,
  placementBackgrounds,
  type ContrastResult,
  type ThemeColors,
} from '@jobboard/themes';

/**
 * What the contact sheet shows of each brand, as plain data: the HTML writer is a pure
 * function of it (contact-sheet.ts) and the browser part only fills `shots`.
 */
export type PreviewLang = 'fr' | 'en';
export type PreviewViewport = 'desktop' | 'mobile';

export const PREVIEW_VIEWPORTS: Record<PreviewViewport, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
};

export interface PreviewShot {
  page: string;
  lang: PreviewLang;
  viewport: PreviewViewport;
  /** Relative to the contact sheet; absent when the page could not be captured. */
  file?: string;
  url: string;
  error?: string;
}

export interface PreviewRole {
  role: string;
  color: string;
  /** The gate's pairs this role is part of (as text or as background), worst first. */
  pairs: ContrastResult[];
}

export interface PreviewImage {
  label: string;
  /** Relative to the contact sheet. */
  file: string;
  width: number;
  height: number;
}

export interface PreviewLogo extends PreviewImage {
  placement: string;
  variant: string;
  background: string;
  /** Width the site gives the logo at this placement (px). */
  displayWidth: number;
}

export interface BrandPreview {
  key: string;
  name: string;
  roles: PreviewRole[];
  contrast: ContrastResult[];
  logos: PreviewLogo[];
  favicons: PreviewImage[];
  ogImage?: PreviewImage;
  shots: PreviewShot[];
}

export interface PreviewReport {
  generatedAt: string;
  brands: BrandPreview[];
  /** Seconds the whole preview took (build, server, screenshots). */
  seconds?: number;
}

interface ImageEntry {
  path: string;
  width: number;
  height: number;
  format: string;
}

interface BuiltTheme {
  name: string;
  colors: ThemeColors;
  logo?: { maxWidth?: Record<string, number>; placements?: Record<string, string> };
}

const DEFAULT_LOGO_WIDTH = 150;

const ratioOrder = (a: ContrastResult, b: ContrastResult) => a.ratio / a.min - b.ratio / b.min;

/** The colour roles with the gate's pairs each is part of. */
export function rolesWithContrast(colors: ThemeColors): {
  roles: PreviewRole[];
  contrast: ContrastResult[];
} {
  const contrast = checkContrast(colors).sort(ratioOrder);
  const roles = Object.entries(colors).map(([role, color]) => ({
    role,
    color,
    pairs: contrast.filter((p) => p.fg === role || p.bg === role),
  }));
  return { roles, contrast };
}

/**
 * The static part of one brand's preview, read from its build (theme.json, images.json):
 * colour roles and contrast, logos per placement, favicons and Open Graph image. The image
 * files are copied into `<previewDir>/<key>/` so that the sheet is a self-contained folder.
 */
export function collectBrandAssets(
  key: string,
  generatedDir: string,
  previewDir: string,
): Omit<BrandPreview, 'shots'> {
  const bundleDir = brandOutputDir(key, generatedDir);
  const theme = JSON.parse(readFileSync(path.join(bundleDir, 'theme.json'), 'utf8')) as BuiltTheme;
  const images = JSON.parse(readFileSync(path.join(bundleDir, 'images.json'), 'utf8')) as Record<
    string,
    ImageEntry[] | undefined
  >;
  const brandDir = path.join(previewDir, key);
  mkdirSync(brandDir, { recursive: true });
  // /brand/<key>/images/<file> is served from <bundle>/images/<file>.
  const copy = (entry: ImageEntry, label: string): PreviewImage | undefined => {
    const name = path.basename(entry.path);
    const source = path.join(bundleDir, 'images', name);
    if (!existsSync(source)) return undefined;
    copyFileSync(source, path.join(brandDir, name));
    return { label, file: `${key}/${name}`, width: entry.width, height: entry.height };
  };

  const { roles, contrast } = rolesWithContrast(theme.colors);
  const backgrounds = placementBackgrounds(theme.colors);
  const logos: PreviewLogo[] = [];
  for (const placement of LOGO_PLACEMENTS) {
    const variant = theme.logo?.placements?.[placement] ?? 'logo';
    const displayWidth = theme.logo?.maxWidth?.[placement] ?? DEFAULT_LOGO_WIDTH;
    // The smallest PNG at least twice as wide as shown, else the widest: sharp on any screen.
    const pngs = (images[variant] ?? images.logo ?? [])
      .filter((e) => e.format === 'png')
      .sort((a, b) => a.width - b.width);
    const entry = pngs.find((e) => e.width >= displayWidth * 2) ?? pngs.at(-1);
    const image = entry && copy(entry, `${placement} (${variant})`);
    if (image)
      logos.push({
        ...image,
        placement,
        variant,
        background: backgrounds[placement],
        displayWidth,
      });
  }
  const favicons = (images.favicon ?? []).flatMap((e) => {
    const image = copy(e, e.format === 'ico' ? 'favicon.ico' : `${e.width}×${e.height}`);
    return image ? [image] : [];
  });
  const og = (images.ogImage ?? []).find((e) => e.format === 'jpeg' || e.format === 'png');
  const ogImage = og && copy(og, `Open Graph ${og.width}×${og.height}`);
  return { key, name: theme.name, roles, contrast, logos, favicons, ogImage };
}
