import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, listBrandKeys } from '@jobboard/manifest';
import { describe, expect, it } from 'vitest';

const WORKFLOW = path.join(REPO_ROOT, '.github', 'workflows', 'brands.yml');
const CI_RUN = path.join(REPO_ROOT, '.ci', 'run');

/** The `brand:` list of the matrix: one `- key` a line under `matrix:` → `brand:`. */
export function matrixBrands(yaml: string): string[] {
  const lines = yaml.split('\n');
  const matrix = lines.findIndex((l) => /^\s+matrix:\s*$/.test(l));
  const start = matrix < 0 ? -1 : lines.findIndex((l, i) => i > matrix && /^\s+brand:\s*$/.test(l));
  if (start < 0) throw new Error('brands.yml has no matrix `brand:` list');
  const indent = /^(\s*)/.exec(lines[start + 1] ?? '')?.[1] ?? '';
  const keys: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const item = new RegExp(`^${indent}- ([a-z][a-z0-9_]*)\\s*$`).exec(line);
    if (!item) break;
    keys.push(item[1]!);
  }
  return keys;
}

describe('.github/workflows/brands.yml', () => {
  const yaml = readFileSync(WORKFLOW, 'utf8');

  it('has one matrix job per brand of brands/, no more, no fewer', () => {
    expect(matrixBrands(yaml)).toEqual(listBrandKeys());
  });

  it('runs the command .ci/run runs for every brand', () => {
    expect(yaml).toContain('pnpm brand ci ${{ matrix.brand }}');
    expect(readFileSync(CI_RUN, 'utf8')).toMatch(/^pnpm brand ci\b/m);
  });

  it('reads the list as written', () => {
    const sample =
      '      matrix:\n        brand:\n          - alpha\n          - beta_two\n    steps:\n';
    expect(matrixBrands(sample)).toEqual(['alpha', 'beta_two']);
    expect(() => matrixBrands('jobs: {}')).toThrow('no matrix');
  });
});
