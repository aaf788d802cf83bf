import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gotoHydrated,
  openPage,
  signInDemoEmployer,
  REPO_ROOT,
  startServer,
  type PageProbe,
  type TestServer,
  waitForRenderedUrl,
} from '../playwright-utils';
import { launchFileBrowser } from './setup';

/**
 * Pay ranges (README "Pay ranges") in Chromium, on two brands in both languages: the demo employer
 * writes an offer through the form, publishes it, and the public site shows its pay on the offer
 * page, in its JSON-LD and on the search page's cards, where the pay filter keeps or drops it.
 *
 * One of the two boards requires a pay range (manifest `behaviour.requirePayRange`), as a board
 * serving British Columbia would: there the form says so, the first publish is refused naming the
 * salary, and it goes through once the range is written. No real brand sets it, so the test serves
 * a copy of every brand, that one changed, from a temporary build (BRANDS_DIR, GENERATED_DIR),
 * brands/ untouched: with every brand the server starts from the run's seeded demo data.
 */
const REQUIRING = 'emploisti';
const CASES = [
  { brand: REQUIRING, lang: 'fr', pay: "25 $ – 30 $ de l'heure", refused: 'fourchette salariale' },
  { brand: 'hotelsjobs', lang: 'en', pay: '$25–$30 an hour', refused: null },
] as const;

let server: TestServer;
let browser: Browser;
let root: string;

function buildBrandCopies() {
  root = mkdtempSync(path.join(tmpdir(), 'jb-pay-'));
  const brandsDir = path.join(root, 'brands');
  const generatedDir = path.join(root, 'generated');
  cpSync(path.join(REPO_ROOT, 'brands'), brandsDir, { recursive: true });
  // The built images of the real brands: the build sees them unchanged and only writes bundles.
  cpSync(path.join(REPO_ROOT, '.generated', 'brands'), path.join(generatedDir, 'brands'), {
    recursive: true,
  });
  const manifestPath = path.join(brandsDir, REQUIRING, 'brand.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  manifest.behaviour = { ...manifest.behaviour, requirePayRange: true };
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + '\n');
  const build = spawnSync(
    'pnpm',
    ['brand', 'build', '--brands-dir', brandsDir, '--out-dir', generatedDir],
    { cwd: REPO_ROOT, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`brand build failed:\n${build.stdout}\n${build.stderr}`);
  for (const folder of ['client', 'ssr'])
    symlinkSync(path.join(REPO_ROOT, '.generated', folder), path.join(generatedDir, folder));
  return { BRANDS_DIR: brandsDir, GENERATED_DIR: generatedDir };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: buildBrandCopies(), fromTemplate: true }),
    // The file's browser: its contexts hold a consent choice, so no banner covers the forms.
    launchFileBrowser(),
  ]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

function expectClean(probe: PageProbe) {
  expect(probe.missingMessages).toEqual([]);
  expect(probe.errors).toEqual([]);
}

/** The JobPosting of the page's JSON-LD. */
async function jobPosting(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((text) => JSON.parse(text) as { '@type'?: string; baseSalary?: unknown })
    .find((block) => block['@type'] === 'JobPosting');
}

describe.each(CASES)('pay range on $brand ($lang)', ({ brand, lang, pay, refused }) => {
  let context: BrowserContext;
  let probe: PageProbe;
  let offerId = 0;
  let offerUrl = '';
  const title = `${lang === 'fr' ? 'Commis de réception' : 'Front desk clerk'} ${Date.now()}`;
  const base = () => server.url(brand).replace(/\/$/, '');

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    probe = await openPage(context);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('the employer writes the offer; publishing asks for pay only where the board requires it', async () => {
    const { page } = probe;
    await signInDemoEmployer(page, base(), lang);

    await gotoHydrated(
      page,
      `${base()}${lang === 'fr' ? '/fr/employeur/creer-une-offre' : '/en/employer/create-offer'}`,
    );
    await page.locator('[data-testid=offer-step-details]').waitFor();
    // The demo team has several companies: the first, unless the form already chose one.
    if ((await page.inputValue('#offer-company_id')) === '')
      await page.selectOption('#offer-company_id', { index: 1 });
    // Both versions: the Quebec boards publish no offer without its French one
    // (behaviour.requireFrenchVersion); the page's language is the offer's primary one.
    const versions = {
      fr: 'Accueillir la clientèle, gérer les arrivées et les départs, répondre au téléphone.',
      en: 'Welcome guests, handle check-ins and check-outs, answer the phone.',
    };
    for (const version of ['fr', 'en'] as const) {
      await page.fill(
        `#offer-contents-${version}-title`,
        version === lang ? title : `${title} (${version})`,
      );
      await page.fill(`#offer-contents-${version}-description`, versions[version]);
    }
    await page.click('[data-testid=offer-next]');
    await page.locator('[data-testid=offer-step-attributes]').waitFor();
    await page.selectOption('#offer-category_id', { index: 1 });
    await page.selectOption('#offer-experience_id', { index: 1 });
    await page.locator('#offer-schedule_ids input').first().check();
    await page.click('[data-testid=offer-next]');
    await page.locator('[data-testid=offer-step-specifications]').waitFor();
    await page.fill('#offer-city_id', 'rimou');
    await page.locator('[role=option]', { hasText: 'Rimouski' }).waitFor();
    await page.press('#offer-city_id', 'ArrowDown');
    await page.press('#offer-city_id', 'Enter');
    // The form says beforehand whether this board requires a pay range.
    expect(await page.locator('[data-testid=pay-required]').count()).toBe(refused ? 1 : 0);
    if (!refused) {
      await page.fill('#offer-salary_min', '25');
      await page.fill('#offer-salary_max', '30');
      await page.selectOption('#offer-salary_period', 'hour');
    }
    await page.click('[data-testid=offer-save]');
    await page.waitForURL(new RegExp(`/${lang}/employer/offer/\\d+/publish$`));
    offerId = Number(/offer\/(\d+)\/publish/.exec(page.url())![1]);

    const board = page.locator(`[data-testid=publish-board][data-board=${brand}]`);
    await board.locator('[data-testid=publish-button]').click();
    if (refused) {
      // Refused, naming the salary; the range written in the form, then published.
      await board.locator('[data-testid=publish-board-refused]', { hasText: refused }).waitFor();
      expect(await board.locator('[data-testid=publish-board-done]').count()).toBe(0);
      await gotoHydrated(page, `${base()}/${lang}/employer/offer/${offerId}/edit`);
      await page.click('[data-testid=offer-goto-specifications]');
      await page.locator('[data-testid=offer-step-specifications]').waitFor();
      await page.fill('#offer-salary_min', '25');
      await page.fill('#offer-salary_max', '30');
      await page.selectOption('#offer-salary_period', 'hour');
      await page.click('[data-testid=offer-save]');
      await page.waitForURL((u) => !u.pathname.endsWith('/edit'));
      await gotoHydrated(page, `${base()}/${lang}/employer/offer/${offerId}/publish`);
      await board.locator('[data-testid=publish-button]').click();
    }
    await board.locator('[data-testid=publish-board-done]').waitFor();
    expectClean(probe);
  });

  it('shows the range on the offer page and in its JobPosting', async (ctx) => {
    if (!offerId) ctx.skip();
    const { page } = probe;
    await gotoHydrated(page, `${base()}/${lang}/employer/offer/${offerId}/publish`);
    await page.click('[data-testid=publish-view]');
    await page.waitForURL(new RegExp(`/${lang}/(offre|offer)/[^/]+/${offerId}$`));
    // JSON-LD is written by the server: the page loaded as a document.
    offerUrl = page.url();
    await gotoHydrated(page, offerUrl);
    const shown = await page.locator('[data-testid=pay-range]').first().textContent();
    expect(shown?.replace(/\u00a0|\u202f/g, ' ')).toBe(pay);
    expect((await jobPosting(page))?.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'CAD',
      value: { '@type': 'QuantitativeValue', minValue: 25, maxValue: 30, unitText: 'HOUR' },
    });
    expectClean(probe);
  });

  it('the search page’s pay filter keeps it at 25 an hour and drops it at 40', async (ctx) => {
    if (!offerUrl) ctx.skip();
    const { page } = probe;
    await gotoHydrated(page, `${base()}${lang === 'fr' ? '/fr/emplois' : '/en/jobs'}`);
    const card = page.locator('[data-testid=offer-card]', {
      has: page.locator(`a[href$="/${offerId}"]`),
    });
    // The new offer heads the unfiltered list too: each search waits for its own page on
    // screen, or the next choice would be made on the page it leaves.
    const search = async (choice: string) => {
      await page.fill('#filter-q', title);
      await page.selectOption('#filter-pay', choice);
      await page.click('[data-testid=search-filters] button[type=submit]');
      await waitForRenderedUrl(page, (u) => u.searchParams.get('pay_min') === choice.split(':')[1]);
    };
    await search('hour:25');
    await card.waitFor();
    const cardPay = await card.locator('[data-testid=offer-pay]').textContent();
    expect(cardPay?.replace(/\u00a0|\u202f/g, ' ')).toBe(pay);
    await search('hour:40');
    await card.waitFor({ state: 'detached' });
    expectClean(probe);
  });
});
