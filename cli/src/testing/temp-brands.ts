import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BRANDS_DIR } from '@jobboard/manifest';

/** A throw-away brands folder (plus an output folder) holding copies of committed brands. */
export interface TempBrands {
  root: string;
  brandsDir: string;
  outDir: string;
  brandFile(key: string): string;
  readManifest(key: string): Record<string, unknown>;
  writeManifest(key: string, value: unknown): void;
  remove(): void;
}

export function createTempBrands(keys: readonly string[]): TempBrands {
  const root = mkdtempSync(path.join(os.tmpdir(), 'brand-cli-'));
  const brandsDir = path.join(root, 'brands');
  mkdirSync(brandsDir);
  for (const key of keys)
    cpSync(path.join(BRANDS_DIR, key), path.join(brandsDir, key), { recursive: true });
  const brandFile = (key: string) => path.join(brandsDir, key, 'brand.json');
  return {
    root,
    brandsDir,
    outDir: path.join(root, 'generated'),
    brandFile,
    readManifest: (key) =>
      JSON.parse(readFileSync(brandFile(key), 'utf8')) as Record<string, unknown>,
    writeManifest: (key, value) =>
      writeFileSync(brandFile(key), JSON.stringify(value, null, 2) + '\n'),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
