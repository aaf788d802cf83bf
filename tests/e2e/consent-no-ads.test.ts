import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pathTo } from '@jobboard/contracts/routes';
import { gotoHydrated, openPage, REPO_ROOT } from '../playwright-utils';
import { routeAdNetwork } from './gpt-stand-in';
import { expectClean, useE2e } from './setup';

/**
 * A board without ad units (manifest `adZones` empty) shows no ad markup at all and admits no
 * ad origin in its Content-Security-Policy, whatever the visitor accepted. No real brand is
 * without them, so the test serves a copy of one from a temporary build (BRANDS_DIR,
 * GENERATED_DIR), brands/ untouched.
 */
const BRAND = 'lesjuristes';
let root = '';

function brandWithoutAds(): Record<string, string> {
  root = mkdtempSync(path.join(tmpdir(), 'jb-no-ads-'));
  const brandsDir = path.join(root, 'brands');
  const generatedDir = path.join(root, 'generated');
  cpSync(path.join(REPO_ROOT, 'brands', BRAND), path.join(brandsDir, BRAND), { recursive: true });
  // The built images of the real brand: the build sees them unchanged and only writes bundles.
  cpSync(
    path.join(REPO_ROOT, '.generated', 'brands', BRAND),
    path.join(generatedDir, 'brands', BRAND),
    { recursive: true },
  );
  const manifestPath = path.join(brandsDir, BRAND, 'brand.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  delete manifest.adZones;
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + '\n');
  const build = spawnSync(
    'pnpm',
    ['brand', 'build', BRAND, '--brands-dir', brandsDir, '--out-dir', generatedDir],
    { cwd: REPO_ROOT, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`brand build failed:\n${build.stdout}\n${build.stderr}`);
  mkdirSync(generatedDir, { recursive: true });
  for (const folder of ['client', 'ssr'])
    symlinkSync(path.join(REPO_ROOT, '.generated', folder), path.join(generatedDir, folder));
  return { BRANDS_DIR: brandsDir, GENERATED_DIR: generatedDir, DEFAULT_BRAND: BRAND };
}

const e2e = useE2e({ env: brandWithoutAds() });
afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('a board without ad units', () => {
  it('has no ad markup and no ad origin in its CSP, even after "Accept all"', async () => {
    const res = await e2e.server.get(BRAND, '/fr');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).not.toMatch(/doubleclick|googlesyndication/);

    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.clearCookies({ name: 'consent' });
    const requested = await routeAdNetwork(context);
    const probe = await openPage(context);
    const { page } = probe;
    for (const url of ['/fr', pathTo('findJob', 'fr')]) {
      await gotoHydrated(page, e2e.server.url(BRAND, url));
      if (url === '/fr') {
        await page.locator('[data-consent-banner][data-ready]').waitFor();
        await page.getByRole('button', { name: 'Tout accepter' }).click();
        await page.locator('[data-consent-banner]').waitFor({ state: 'detached' });
      }
      expect(await page.locator('[data-ad-zone], [data-ad-unit]').count()).toBe(0);
    }
    await page.waitForTimeout(500);
    expect(requested).toEqual([]);
    expectClean(probe);
    await context.close();
  });
});
