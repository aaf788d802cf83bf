import { z } from 'zod';
import { HostNameSchema, IMAGE_NAMES, LanguageSchema } from './brand-manifest.js';

/**
 * What `pnpm brand build` writes under GENERATED_DIR (default `.generated/`), and what the
 * server and the core read back. Layout:
 *
 *   brands/index.json                     BrandIndexSchema
 *   brands/<key>/manifest.json            the manifest with defaults applied
 *   brands/<key>/images.json              BrandImagesBundleSchema
 *   brands/<key>/images/<file>            the variants themselves
 *   brands/<key>/theme.json               theme tokens (createTheme) for the ThemeProvider
 *   brands/<key>/theme.<hash>.css         its custom properties (content-hashed name)
 *   brands/<key>/seo/head.html.hbs        the head template the server fills per page
 *   brands/<key>/seo/head.<lang>.html     home page head per language
 *   brands/<key>/seo/robots.txt, site.webmanifest
 */
export const ImageFormatSchema = z.enum(['avif', 'webp', 'png', 'jpeg', 'ico']);

export const ImageVariantSchema = z.object({
  /** URL path the server answers, e.g. /brand/<key>/images/logo.200.webp */
  path: z.string().startsWith('/brand/'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  format: ImageFormatSchema,
});
export type ImageVariant = z.infer<typeof ImageVariantSchema>;

export const ImageNameSchema = z.enum(IMAGE_NAMES);

export const BrandImagesBundleSchema = z.record(ImageNameSchema, z.array(ImageVariantSchema));
export type BrandImagesBundle = z.infer<typeof BrandImagesBundleSchema>;

export const BrandIndexEntrySchema = z.object({
  key: z.string(),
  hostKey: HostNameSchema,
  aliasHosts: z.array(HostNameSchema),
  defaultLanguage: LanguageSchema,
  builtAt: z.iso.datetime(),
  /** brandSourceHash() of brands/<key>/ when built: the server refuses an older build. */
  sourceHash: z.string().regex(/^[0-9a-f]{16}$/),
  /**
   * Hash of the bundle's files (theme, head template and heads, robots, web manifest,
   * images.json): a running server swaps the brand when it changes, not on a no-op rebuild.
   */
  bundleHash: z.string().regex(/^[0-9a-f]{16}$/),
  /** Content-hashed theme stylesheet of brands/<key>/, served at /brand/<key>/<file>. */
  themeCss: z.string().regex(/^theme\.[0-9a-f]{8,}\.css$/),
});
export type BrandIndexEntry = z.infer<typeof BrandIndexEntrySchema>;
export const BrandIndexSchema = z.object({
  brands: z.array(BrandIndexEntrySchema),
  /**
   * A one-brand artefact (`brand build <key> --out`): it serves the brands it lists and does
   * not ask for the others of a brands/ folder beside it.
   */
  artefact: z.boolean().optional(),
});
export type BrandIndex = z.infer<typeof BrandIndexSchema>;
