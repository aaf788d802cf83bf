/**
 * `pnpm screenshots <port> <out-dir> [brand ...]`: the home, search and first offer of
 * each brand, at 1280 px and 390 px, in French, from a running server (the README's start
 * command). For docs/screenshots and for looking at a change; not a test.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@jobboard/launch/chromium';
import { REPO_ROOT } from './playwright-utils';

const [port = '3000', outArg = 'docs/screenshots', ...brandArgs] = process.argv.slice(2);
const brands = brandArgs.length > 0 ? brandArgs : ['hotelsjobs', 'emploisti', 'jobboard'];
const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

const outDir = path.resolve(REPO_ROOT, outArg);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const brand of brands) {
    const origin = `http://${brand}.localhost:${port}`;
    for (const viewport of viewports) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.goto(`${origin}/fr/trouver-un-emploi`, { waitUntil: 'networkidle' });
      const offerHref = await page
        .locator('a[href*="/fr/offre/"]')
        .first()
        .getAttribute('href')
        .catch(() => null);
      const pages: Array<[string, string | null]> = [
        ['home', '/fr'],
        ['search', '/fr/trouver-un-emploi'],
        ['offer', offerHref],
      ];
      for (const [name, pathname] of pages) {
        if (!pathname) continue;
        await page.goto(new URL(pathname, origin).href, { waitUntil: 'networkidle' });
        const file = path.join(outDir, `${brand}-${name}-${viewport.name}.png`);
        await page.screenshot({ path: file });
        console.log(path.relative(REPO_ROOT, file));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
