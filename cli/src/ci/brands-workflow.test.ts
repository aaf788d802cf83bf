import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT, listBrandKeys } from '@jobboard/manifest';
import { describe, expect, it } from 'vitest';

const WORKFLOW = path.join(REPO_ROOT, '.github', 'workflows', 'brands.yml');
const CI_RUN = path.join(REPO_ROOT, '.ci', 'run');
const MATRIX_SCRIPT = path.join(REPO_ROOT, 'scripts', 'brand-matrix.sh');

describe('.github/workflows/brands.yml', () => {
  const yaml = readFileSync(WORKFLOW, 'utf8');

  it('builds one job per brand of brands/, from the list its first job prints', () => {
    const run = spawnSync('bash', [MATRIX_SCRIPT], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(listBrandKeys());
    expect(yaml).toContain('scripts/brand-matrix.sh');
    expect(yaml).toContain('brand: ${{ fromJSON(needs.list.outputs.brands) }}');
    // No hand-written list of brands left in the matrix.
    for (const key of listBrandKeys())
      expect(yaml).not.toMatch(new RegExp(`^\\s+- ${key}\\s*$`, 'm'));
  });

  it('lists the folders that hold a brand.json, sorted, and nothing else', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jb-matrix-'));
    try {
      for (const key of ['beta_two', 'alpha', 'notes']) mkdirSync(path.join(dir, key));
      writeFileSync(path.join(dir, 'alpha', 'brand.json'), '{}');
      writeFileSync(path.join(dir, 'beta_two', 'brand.json'), '{}');
      writeFileSync(path.join(dir, 'README.md'), '');
      const run = spawnSync('bash', [MATRIX_SCRIPT], {
        encoding: 'utf8',
        env: { ...process.env, BRANDS_DIR: dir },
      });
      expect(run.stdout).toBe('["alpha","beta_two"]\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs the command .ci/run runs for every brand', () => {
    expect(yaml).toContain('pnpm brand ci ${{ matrix.brand }}');
    expect(readFileSync(CI_RUN, 'utf8')).toMatch(/^pnpm brand ci\b/m);
  });
});
