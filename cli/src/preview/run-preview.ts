import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_NAMES, REPO_ROOT } from '@jobboard/manifest';
import { buildBrands } from '../build/build-brands.js';
import { createImageProgress } from '../images/progress.js';
import { loadValidBrands } from '../utils/valid-brands.js';
import { captureBrandShots, launchPreviewBrowser, startPreviewServer } from './capture.js';
import { renderContactSheet } from './contact-sheet.js';
import { boardsLeftOutOfDemo, isUncommittedBrand } from './preview-boards.js';
import { collectBrandAssets, type PreviewReport } from './preview-report.js';

export interface PreviewOptions {
  brandsDir: string;
  generatedDir: string;
  keys: string[];
  /** Folder of the contact sheet (index.html and the images beside it). */
  previewDir: string;
  /** Progress lines (stderr in the command). */
  log: (line: string) => void;
  /** Port of the temporary server (default: a free one). */
  port?: number;
}

/** The site's client and SSR bundles, which the server renders with; built when missing. */
function ensureSiteBundles(generatedDir: string, log: (line: string) => void): void {
  if (
    existsSync(path.join(generatedDir, 'ssr', 'entry-server.js')) &&
    existsSync(path.join(generatedDir, 'client', '.vite', 'manifest.json'))
  )
    return;
  log('building the site bundles (pnpm --filter @jobboard/core build)…');
  const r = spawnSync('pnpm', ['--filter', '@jobboard/core', 'build'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, GENERATED_DIR: generatedDir },
  });
  if (r.status !== 0) throw new Error('the site build (pnpm --filter @jobboard/core build) failed');
}

/**
 * `pnpm brand preview`: builds the brands as `brand build` does, starts the real server (on
 * `port`, else a free one) with a fresh database, screenshots each brand's pages as they will
 * show once served (preview-boards.ts) and writes the contact sheet. Returns the report and the path of index.html.
 */
export async function runPreview(
  options: PreviewOptions,
): Promise<{ report: PreviewReport; file: string }> {
  const started = performance.now();
  const { brandsDir, generatedDir, previewDir, log } = options;
  const since = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

  log('validating and building the brands…');
  const brands = await loadValidBrands(brandsDir, options.keys, (t) => process.stderr.write(t));
  const built = await buildBrands({
    brandsDir,
    outDir: generatedDir,
    brands,
    all: options.keys.length === 0,
    // Progress on stderr: stdout carries only the sheet's path, for scripts.
    onProgress: createImageProgress(brands.length * IMAGE_NAMES.length, (l) =>
      process.stderr.write(l),
    ),
  });
  log(`built ${built.brands.length} brand(s) (${since()})`);
  ensureSiteBundles(generatedDir, log);

  // A fresh folder: screenshots of brands no longer previewed must not linger.
  rmSync(previewDir, { recursive: true, force: true });
  mkdirSync(previewDir, { recursive: true });

  const leftOutOfDemo = boardsLeftOutOfDemo(brands, isUncommittedBrand);
  for (const key of leftOutOfDemo)
    log(`${key}: a new board of every trade has no offer yet: previewing its empty state`);
  log('starting a temporary server…');
  const server = await startPreviewServer({
    generatedDir,
    brandsDir,
    port: options.port,
    leftOutOfDemo,
  });
  log(`server on port ${server.port} (${since()})`);
  const report: PreviewReport = { generatedAt: new Date().toISOString(), brands: [] };
  let browser;
  try {
    browser = await launchPreviewBrowser();
    for (const [i, brand] of brands.entries()) {
      const prefix = `[${i + 1}/${brands.length}] ${brand.key}`;
      const assets = collectBrandAssets(brand.key, generatedDir, previewDir);
      let count = 0;
      const shots = await captureBrandShots({
        browser,
        server,
        brand: brand.key,
        outDir: previewDir,
        onShot: (shot) => {
          count++;
          if (shot.error)
            log(`${prefix}: ${shot.page} ${shot.lang} ${shot.viewport} FAILED: ${shot.error}`);
        },
      });
      const failed = shots.filter((s) => s.error).length;
      log(
        `${prefix}: ${count - failed} screenshots${failed ? `, ${failed} failed` : ''} (${since()})`,
      );
      report.brands.push({ ...assets, name: brand.manifest.label.en, shots });
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
  report.seconds = (performance.now() - started) / 1000;
  const file = path.join(previewDir, 'index.html');
  writeFileSync(file, renderContactSheet(report));
  return { report, file };
}
