import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BrandIndexSchema, brandOutputDir, loadBrandIndex } from '@jobboard/manifest';
import { CliError } from '../utils/handle-error.js';
import { toJson, writeFileAtomic } from '../utils/fs.js';

/** What a one-brand artefact holds besides the brand's folder: the site's shared bundles. */
const SITE_FOLDERS = ['client', 'ssr'] as const;

/**
 * A deployable copy of one brand (`pnpm brand build <key> --out <dir>`): a GENERATED_DIR of
 * its own, so `GENERATED_DIR=<dir> pnpm serve` serves that brand alone. It holds the brand's
 * bundle and image variants (brands/<key>/), an index naming only it, and the client and SSR
 * bundles of the site, which every brand shares.
 */
export async function writeBrandArtefact(options: {
  key: string;
  /** The build folder the brand was just built into. */
  generatedDir: string;
  out: string;
}): Promise<{ dir: string; bytes: number }> {
  const { key, generatedDir, out } = options;
  for (const folder of SITE_FOLDERS) {
    if (!existsSync(path.join(generatedDir, folder))) {
      throw new CliError(`${path.join(generatedDir, folder)} is missing: the site is not built`, {
        suggestion: 'Run `pnpm --filter @jobboard/core build`, then build the brand again.',
      });
    }
  }
  const entry = loadBrandIndex(generatedDir).brands.find((b) => b.key === key);
  if (!entry) throw new Error(`${key} is not in the build index after its build`);

  // Replace an earlier artefact, never a folder that holds something else.
  if (existsSync(out)) {
    const names = await readdir(out);
    const isArtefact = existsSync(path.join(out, 'brands', 'index.json'));
    if (names.length > 0 && !isArtefact) {
      throw new CliError(`${out} is not empty and holds no earlier brand artefact`, {
        suggestion: 'Pass an empty or new folder to --out.',
      });
    }
    await rm(out, { recursive: true, force: true });
  }
  await mkdir(out, { recursive: true });
  await cp(brandOutputDir(key, generatedDir), brandOutputDir(key, out), { recursive: true });
  for (const folder of SITE_FOLDERS) {
    await cp(path.join(generatedDir, folder), path.join(out, folder), { recursive: true });
  }
  await writeFileAtomic(
    path.join(out, 'brands', 'index.json'),
    toJson(BrandIndexSchema.parse({ brands: [entry], artefact: true })),
  );
  return { dir: out, bytes: await folderSize(out) };
}

export async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}
