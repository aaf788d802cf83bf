import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { BRANDS_DIR, REPO_ROOT, generatedDir } from '@jobboard/manifest';
import { CliError } from './handle-error.js';

export const TEMPLATES_DIR = path.join(REPO_ROOT, 'templates');
export const SEO_TEMPLATES_DIR = path.join(TEMPLATES_DIR, 'seo');
export const BRAND_TEMPLATE_DIR = path.join(TEMPLATES_DIR, 'brand');
export const JSON_SCHEMA_FILE = path.join(REPO_ROOT, 'packages', 'manifest', 'brand.schema.json');

/** --brands-dir, else BRANDS_DIR, else <repo>/brands; tests point it at a temporary copy. */
export function resolveBrandsDir(option?: string): string {
  const dir = path.resolve(option ?? process.env.BRANDS_DIR ?? BRANDS_DIR);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new CliError(`brands folder ${dir} does not exist`, {
      suggestion: 'Pass --brands-dir <dir> or set BRANDS_DIR.',
    });
  }
  return dir;
}

/** A path as the user should read it: relative to the working directory when inside it. */
export function displayPath(file: string, cwd = process.cwd()): string {
  const relative = path.relative(cwd, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/** --out-dir, else GENERATED_DIR, else <repo>/.generated (generatedDir() of the manifest package). */
export function resolveOutDir(option?: string): string {
  return option ? path.resolve(option) : generatedDir();
}
