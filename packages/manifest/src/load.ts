import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrandIndexSchema } from './generated.js';
import { BrandManifestSchema, type BrandManifest } from './brand-manifest.js';
import type { BrandIndex } from './generated.js';

/** Repository root, found from this file so commands work from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const BRANDS_DIR = path.join(REPO_ROOT, 'brands');

export function generatedDir(): string {
  return path.resolve(process.env.GENERATED_DIR ?? path.join(REPO_ROOT, '.generated'));
}

export function brandOutputDir(key: string, root = generatedDir()): string {
  return path.join(root, 'brands', key);
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The index of built brands; throws a message that says to run the build when missing. */
export function loadBrandIndex(root = generatedDir()): BrandIndex {
  const file = path.join(root, 'brands', 'index.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm brand build\` first.`);
  return BrandIndexSchema.parse(readJson(file));
}

/** Keys of the brands in a brands folder: sub-folders holding a brand.json, sorted. */
export function listBrandKeys(brandsDir = BRANDS_DIR): string[] {
  if (!existsSync(brandsDir)) return [];
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(brandsDir, entry.name, 'brand.json')),
    )
    .map((entry) => entry.name)
    .sort();
}

/** One source manifest parsed with the schema (defaults applied); throws on a bad file. */
export function readBrandManifest(key: string, brandsDir = BRANDS_DIR): BrandManifest {
  return BrandManifestSchema.parse(readJson(path.join(brandsDir, key, 'brand.json')));
}
