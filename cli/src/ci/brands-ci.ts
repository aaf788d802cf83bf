import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkContrast, createTheme, worstPair } from '@jobboard/themes';
import { writeBrandArtefact } from '../build/artefact.js';
import { buildBrands } from '../build/build-brands.js';
import { validateBrands } from '../validate/validate-brands.js';

/**
 * `pnpm brand ci`: every brand built and gated on its own, one at a time, as the brands
 * workflow's matrix does for one brand per job (.github/workflows/brands.yml). Per brand: the
 * validation (schema, contrast gate, logo placements), the build, and a deployable artefact
 * (`brand build <key> --out`). The table says which brand failed where.
 */
export interface BrandCiRow {
  brand: string;
  /** Validate, build and artefact, in seconds. */
  seconds: number;
  valid: boolean;
  /** 'pass · worst 4.61:1 textMuted on raised' or 'fail · 2 errors'. */
  contrast: string;
  /** Per-brand Playwright results, when a report exists; else 'n/a'. */
  snapshots: string;
  /** Artefact size in bytes; undefined when the brand did not build. */
  bytes?: number;
  error?: string;
}

/**
 * The Playwright JSON report of the per-brand snapshot tests (`pnpm test:brands`, one project
 * per brand): its tests counted by project name. The report path is where that step writes it
 * (BRAND_SNAPSHOT_REPORT overrides).
 */
export const SNAPSHOT_REPORT = path.join('test-results', 'brands', 'report.json');

interface PlaywrightSuite {
  specs?: Array<{ tests?: Array<{ projectName?: string; status?: string }> }>;
  suites?: PlaywrightSuite[];
}

export function snapshotResults(reportFile: string): Map<string, string> {
  const byBrand = new Map<string, { passed: number; failed: number; total: number }>();
  if (!existsSync(reportFile)) return new Map();
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { suites?: PlaywrightSuite[] };
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (!test.projectName) continue;
        const row = byBrand.get(test.projectName) ?? { passed: 0, failed: 0, total: 0 };
        row.total += 1;
        // Playwright's test status: expected, unexpected, flaky, skipped.
        if (test.status === 'expected' || test.status === 'flaky') row.passed += 1;
        else if (test.status === 'unexpected') row.failed += 1;
        byBrand.set(test.projectName, row);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return new Map(
    [...byBrand].map(([key, r]) => [
      key,
      r.failed > 0 ? `fail · ${r.failed} of ${r.total}` : `pass · ${r.passed} of ${r.total}`,
    ]),
  );
}

export async function ciBrand(options: {
  key: string;
  brandsDir: string;
  generatedDir: string;
  artefactsDir: string;
  snapshots: Map<string, string>;
}): Promise<BrandCiRow> {
  const { key } = options;
  const started = performance.now();
  const row: BrandCiRow = {
    brand: key,
    seconds: 0,
    valid: false,
    contrast: 'n/a',
    snapshots: options.snapshots.get(key) ?? 'n/a',
  };
  try {
    const report = await validateBrands({ brandsDir: options.brandsDir, keys: [key] });
    const loaded = report.loaded.find((b) => b.key === key);
    row.valid = report.valid;
    if (loaded?.manifest) {
      const worst = worstPair(checkContrast(createTheme(loaded.manifest).colors));
      const verdict = report.valid ? 'pass' : `fail · ${report.errorCount} errors`;
      row.contrast = worst
        ? `${verdict} · worst ${worst.ratio.toFixed(2)}:1 ${worst.fg} on ${worst.bg}`
        : verdict;
    } else {
      row.contrast = `fail · ${report.errorCount} errors`;
    }
    if (report.valid && loaded?.manifest) {
      await buildBrands({
        brandsDir: options.brandsDir,
        outDir: options.generatedDir,
        brands: [{ key, dir: loaded.dir, manifest: loaded.manifest }],
        all: false,
        // One line per brand is enough here: no per-image progress.
        onProgress: () => {},
      });
      const artefact = await writeBrandArtefact({
        key,
        generatedDir: options.generatedDir,
        out: path.join(options.artefactsDir, key),
      });
      row.bytes = artefact.bytes;
    }
  } catch (error) {
    row.valid = false;
    row.error = error instanceof Error ? error.message : String(error);
  }
  row.seconds = (performance.now() - started) / 1000;
  return row;
}

export function formatCiTable(rows: readonly BrandCiRow[]): string {
  const header = ['brand', 'build time', 'contrast', 'snapshots', 'artefact'];
  const lines = rows.map((r) => [
    r.brand,
    `${r.seconds.toFixed(1)} s`,
    r.error ? `error · ${r.error.split('\n')[0]}` : r.contrast,
    r.snapshots,
    r.bytes === undefined ? '—' : `${(r.bytes / 1024 / 1024).toFixed(1)} MB`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    format(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...lines.map(format),
  ].join('\n');
}

/** A brand passes when it is valid, built, and its snapshots (when reported) pass. */
export function rowPasses(row: BrandCiRow): boolean {
  return row.valid && row.bytes !== undefined && !row.snapshots.startsWith('fail');
}
