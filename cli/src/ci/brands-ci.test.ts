import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCiTable, rowPasses, snapshotResults, type BrandCiRow } from './brands-ci.js';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('snapshotResults', () => {
  it('counts the Playwright report’s tests per project (one project per brand)', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ci-'));
    const file = path.join(dir, 'report.json');
    const test = (projectName: string, status: string) => ({ projectName, status });
    writeFileSync(
      file,
      JSON.stringify({
        suites: [
          {
            specs: [{ tests: [test('alpha', 'expected'), test('beta', 'unexpected')] }],
            suites: [{ specs: [{ tests: [test('alpha', 'flaky'), test('beta', 'expected')] }] }],
          },
        ],
      }),
    );
    const results = snapshotResults(file);
    expect(results.get('alpha')).toBe('pass · 2 of 2');
    expect(results.get('beta')).toBe('fail · 1 of 2');
    expect(snapshotResults(path.join(dir, 'none.json')).size).toBe(0);
  });
});

describe('formatCiTable', () => {
  const row = (over: Partial<BrandCiRow>): BrandCiRow => ({
    brand: 'alpha',
    seconds: 1.26,
    valid: true,
    contrast: 'pass · worst 4.51:1 text on page',
    snapshots: 'n/a',
    bytes: 3 * 1024 * 1024,
    ...over,
  });

  it('prints one aligned row per brand, a failed build without a size', () => {
    const table = formatCiTable([
      row({}),
      row({ brand: 'beta_board', valid: false, bytes: undefined, contrast: 'fail · 2 errors' }),
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^\| brand +\| build time \| contrast +\| snapshots \| artefact \|$/);
    expect(lines[2]).toContain('| alpha      | 1.3 s      | pass · worst 4.51:1 text on page |');
    expect(lines[2]).toContain('| 3.0 MB   |');
    expect(lines[3]).toContain('fail · 2 errors');
    expect(lines[3]).toMatch(/\| — +\|$/);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });

  it('a brand passes when valid, built and its snapshots do not fail', () => {
    expect(rowPasses(row({}))).toBe(true);
    expect(rowPasses(row({ valid: false }))).toBe(false);
    expect(rowPasses(row({ bytes: undefined }))).toBe(false);
    expect(rowPasses(row({ snapshots: 'fail · 1 of 9' }))).toBe(false);
  });
});
