import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import {
  BrandImagesBundleSchema,
  BrandIndexSchema,
  BrandManifestSchema,
  brandOutputDir,
  brandSourceHash,
  compileHeadTemplate,
  listBrandKeys,
  type BrandImagesBundle,
  type BrandIndex,
  type BrandIndexEntry,
  type BrandManifest,
  type HeadRenderer,
} from '@jobboard/manifest';

/**
 * One brand as `pnpm brand build` wrote it: the server's only source of the brand's
 * presentation (`pnpm brand build` derives it once; docs/brands.md). Files are read once, when
 * the brand is loaded or swapped, and served as they are.
 */
export interface BrandBundle {
  entry: BrandIndexEntry;
  manifest: BrandManifest;
  images: BrandImagesBundle;
  /** theme.json: createTheme(manifest), for the ThemeProvider. */
  theme: unknown;
  /** URL path of theme.<hash>.css (served from the bundle folder, immutable). */
  stylesheet: string;
  /** Its text: pages carry it inline (no render-blocking request before the first paint). */
  themeCss: string;
  /** seo/head.html.hbs compiled: every page's head is this template filled. */
  head: HeadRenderer;
  robots: string;
  webManifest: string;
}

/** A brand whose build is missing, stale or broken: the message names the command to run. */
export class BrandBuildError extends Error {
  constructor(
    readonly brand: string,
    problem: string,
  ) {
    super(`brand "${brand}": ${problem}. Run \`pnpm brand build ${brand}\`.`);
    this.name = 'BrandBuildError';
  }
}

/**
 * The server cannot start on this build: missing index, brands missing or stale. The message
 * lists every problem with its command; server.ts prints it alone, without a stack.
 */
export class BuildNotReadyError extends Error {
  constructor(problems: string[]) {
    super(`The brand build is not ready to serve:\n  ${problems.join('\n  ')}`);
    this.name = 'BuildNotReadyError';
  }
}

export function indexFile(generatedRoot: string): string {
  return path.join(generatedRoot, 'brands', 'index.json');
}

/** The build index; BuildNotReadyError, saying to build, when it is missing or outdated. */
export function readBuildIndex(generatedRoot: string): BrandIndex {
  const file = indexFile(generatedRoot);
  if (!existsSync(file)) {
    throw new BuildNotReadyError([
      `${file} is missing: no brand is built. Run \`pnpm brand build\`.`,
    ]);
  }
  const parsed = BrandIndexSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new BuildNotReadyError([
      `${file} was written by an older \`pnpm brand build\` (${parsed.error.issues[0]?.message ?? 'invalid'}). Run \`pnpm brand build\`.`,
    ]);
  }
  return parsed.data;
}

/** Reads and checks one brand's bundle; throws BrandBuildError naming what is wrong. */
export function loadBrandBundle(generatedRoot: string, entry: BrandIndexEntry): BrandBundle {
  const dir = brandOutputDir(entry.key, generatedRoot);
  const read = (file: string) => {
    const full = path.join(dir, file);
    if (!existsSync(full)) throw new BrandBuildError(entry.key, `${full} is missing`);
    return readFileSync(full, 'utf8');
  };
  try {
    const manifest = BrandManifestSchema.parse(JSON.parse(read('manifest.json')));
    if (manifest.name !== entry.key)
      throw new BrandBuildError(entry.key, `manifest.json names "${manifest.name}"`);
    // Read (and checked) now: a swap either gets a whole bundle or keeps the old one.
    const themeCss = read(entry.themeCss);
    return {
      entry,
      manifest,
      images: BrandImagesBundleSchema.parse(JSON.parse(read('images.json'))),
      theme: JSON.parse(read('theme.json')) as unknown,
      stylesheet: `/brand/${entry.key}/${entry.themeCss}`,
      themeCss,
      head: compileHeadTemplate(Handlebars, read('seo/head.html.hbs')),
      robots: read('seo/robots.txt'),
      webManifest: read('seo/site.webmanifest'),
    };
  } catch (error) {
    if (error instanceof BrandBuildError) throw error;
    throw new BrandBuildError(
      entry.key,
      `its build is unreadable (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
    );
  }
}

/**
 * Brands of the sources folder whose build is missing or older than their brand.json and
 * assets (content hash). Empty when there is no sources folder: a deployed artefact ships
 * without brands/, and its build is the truth.
 */
export function staleBrands(
  index: BrandIndex,
  brandsDir: string,
): Array<{ key: string; problem: string }> {
  if (!existsSync(brandsDir)) return [];
  const built = new Map(index.brands.map((e) => [e.key, e]));
  const problems: Array<{ key: string; problem: string }> = [];
  for (const key of listBrandKeys(brandsDir)) {
    const entry = built.get(key);
    // An artefact holds the brands it was made for, not the others.
    if (!entry && index.artefact) continue;
    if (!entry) problems.push({ key, problem: 'it is not built' });
    else if (entry.sourceHash !== brandSourceHash(path.join(brandsDir, key)))
      problems.push({
        key,
        problem: `its build (${entry.builtAt}) is older than brands/${key}/ (brand.json or assets changed)`,
      });
  }
  return problems;
}
