import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, type TestServer } from '../playwright-utils';
import { launchFileBrowser, sharedServer } from './setup';

/**
 * The search page's filters in Chromium: tick a value in the sidebar, remove it by
 * its chip; on a phone, the filters in a bottom sheet (modal dialog, focus inside, Escape
 * closes, "Show N jobs" applies); a city and a radius around it from the search bar.
 */
const BRAND = 'jobboard';
const SEARCH = '/fr/trouver-un-emploi';

let server: TestServer;
let browser: Browser;
let desktop: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchFileBrowser();
  desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
});
afterAll(async () => {
  await desktop?.close();
  await phone?.close();
  await browser?.close();
  await server?.stop();
});

const totalOf = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

describe('search filters', () => {
  it('applies a filter from the sidebar and removes it with its chip', async () => {
    const { page, errors } = await openPage(desktop);
    await gotoHydrated(page, server.url(BRAND, SEARCH));
    const count = page.getByTestId('results-count');
    const before = totalOf(await count.textContent());
    expect(before).toBeGreaterThan(0);
    expect(await page.getByTestId('active-filters').count()).toBe(0);

    // The first schedule value and its count.
    const option = page
      .locator('[data-testid=filters-sidebar] [data-testid=facet-schedule] label')
      .first();
    const label = (await option.locator('.text').textContent())!;
    const expected = totalOf(
      await option.locator('[data-testid=facet-count] [aria-hidden]').textContent(),
    );
    await option.locator('input').check();
    await page.waitForURL((u) => u.searchParams.has('schedule'));
    await page.waitForFunction(
      (n) =>
        document.querySelector('[data-testid=results-count]')?.textContent?.startsWith(`${n} `),
      expected,
    );
    // Focus stays on the box just ticked (no jump to the page heading).
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement)?.type)).toBe(
      'checkbox',
    );
    const chip = page.getByTestId('filter-chip');
    expect(await chip.count()).toBe(1);
    expect(await chip.getAttribute('aria-label')).toBe(`Retirer le filtre : ${label}`);
    expect(await page.getByTestId('reset-filters').count()).toBe(1);

    await chip.click();
    await page.waitForURL((u) => !u.searchParams.has('schedule'));
    await page.waitForFunction(
      (n) =>
        document.querySelector('[data-testid=results-count]')?.textContent?.startsWith(`${n} `),
      before,
    );
    // The chips follow the new results, which may land a moment after the URL.
    await expect.poll(() => page.getByTestId('filter-chip').count()).toBe(0);
    expect(await option.locator('input').isChecked()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('keeps the offers of a date posted window, as many as its count says', async () => {
    const { page, errors } = await openPage(desktop);
    await gotoHydrated(page, server.url(BRAND, SEARCH));
    const group = page.locator('[data-testid=filters-sidebar] [data-testid=facet-posted]');
    // « Toutes les dates » first and chosen, then the windows that list something.
    const options = group.locator('label');
    expect((await options.first().locator('.text').textContent())!).toBe('Toutes les dates');
    expect(await options.first().locator('input').isChecked()).toBe(true);
    const widest = options.last();
    const expected = totalOf(
      await widest.locator('[data-testid=facet-count] [aria-hidden]').textContent(),
    );
    expect(expected).toBeGreaterThan(0);
    await widest.locator('input').check();
    await page.waitForURL((u) => u.searchParams.has('posted'));
    await page.waitForFunction(
      (n) =>
        document.querySelector('[data-testid=results-count]')?.textContent?.startsWith(`${n} `),
      expected,
    );
    // Its chip takes it away again.
    await page.locator('[data-testid=filter-chip]').first().click();
    await page.waitForURL((u) => !u.searchParams.has('posted'));
    expect(errors).toEqual([]);
  });

  it('puts the filters in a bottom sheet on a phone', async () => {
    const { page, errors } = await openPage(phone);
    await gotoHydrated(page, server.url(BRAND, SEARCH));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await page.getByTestId('filters-sidebar').isVisible()).toBe(false);
    const open = page.getByTestId('open-filters');
    expect(await open.textContent()).toBe('Filtres');
    const box = await open.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);

    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Filtres' });
    await sheet.waitFor();
    expect(
      await page.evaluate(() => document.querySelector('dialog[open]')?.matches(':modal')),
    ).toBe(true);
    // The sheet sits at the bottom of the screen, within its width.
    const rect = (await sheet.boundingBox())!;
    expect(Math.round(rect.y + rect.height)).toBe(844);
    expect(rect.width).toBeLessThanOrEqual(390);
    // Focus is inside and stays inside while tabbing through it.
    for (let i = 0; i < 25; i++) {
      expect(
        await page.evaluate(() => !!document.activeElement?.closest('dialog')),
        `tab ${i}`,
      ).toBe(true);
      await page.keyboard.press('Tab');
    }
    // Escape closes without applying.
    const option = sheet.locator('[data-testid=facet-schedule] label').first();
    await option.locator('input').check();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.has('schedule')).toBe(false);
    // Focus back on the button that opened it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'open-filters',
    );

    await open.click();
    await sheet.waitFor();
    const expected = totalOf(
      await option.locator('[data-testid=facet-count] [aria-hidden]').textContent(),
    );
    await option.locator('input').check();
    const apply = page.getByTestId('apply-filters');
    await page.waitForFunction(
      (n) =>
        document.querySelector('[data-testid=apply-filters]')?.textContent === `Voir ${n} emplois`,
      expected,
    );
    await apply.click();
    await page.waitForURL((u) => u.searchParams.has('schedule'));
    await sheet.waitFor({ state: 'hidden' });
    await page.waitForFunction(
      (n) =>
        document.querySelector('[data-testid=open-filters]')?.textContent === 'Filtres (1)' &&
        document.querySelector('[data-testid=results-count]')?.textContent?.startsWith(`${n} `),
      expected,
    );
    expect(await page.getByTestId('filter-chip').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('searches around a city: the radius brings the offers of nearby towns', async () => {
    const { page, errors } = await openPage(desktop);
    await gotoHydrated(page, server.url(BRAND, SEARCH));
    // No city: no radius to choose.
    expect(await page.getByTestId('filter-radius').count()).toBe(0);
    const city = page.getByRole('combobox', { name: 'Ville' });
    await city.fill('laval');
    await page
      .getByRole('option', { name: /^Laval/ })
      .first()
      .click();
    const radius = page.getByTestId('filter-radius');
    await radius.waitFor();
    expect(await radius.inputValue()).toBe('');
    await page.getByTestId('search-filters').getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL((u) => u.searchParams.get('city') === '3');
    const count = page.getByTestId('results-count');
    // The previous results stay while Laval's load: wait for Laval's.
    await page.waitForFunction(() => {
      const where = [...document.querySelectorAll('[data-testid=offer-card] .where')];
      return where.length > 0 && where.every((w) => w.textContent?.endsWith(' · Laval'));
    });
    const lavalOnly = totalOf(await count.textContent());
    const cities = async () =>
      (await page.locator('[data-testid=offer-card] .where').allTextContents()).map((t) =>
        t.split(' · ').at(-1),
      );

    await page.getByLabel('Dans un rayon de').selectOption('25');
    await page.getByTestId('search-filters').getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL((u) => u.searchParams.get('radius') === '25');
    await page.waitForFunction((n) => {
      const text = document.querySelector('[data-testid=results-count]')?.textContent ?? '';
      return Number(text.replace(/\D/g, '')) > n;
    }, lavalOnly);
    // Offers of Montréal, Terrebonne… (within 25 km of Laval) are listed; none far away.
    const around = await cities();
    expect(around.some((c) => c !== 'Laval')).toBe(true);
    for (const far of ['Québec', 'Sherbrooke', 'Gatineau', 'Saguenay'])
      expect(around).not.toContain(far);
    const chips = page.getByTestId('filter-chip');
    expect(await chips.allTextContents()).toEqual(['Laval×', 'Dans un rayon de 25 km×']);
    // Removing the city removes its radius.
    await chips.first().click();
    await page.waitForURL((u) => !u.searchParams.has('city'));
    expect(new URL(page.url()).searchParams.has('radius')).toBe(false);
    // The chips follow the new results, which may land a moment after the URL.
    await expect.poll(() => page.getByTestId('filter-chip').count()).toBe(0);

    // The home page's search box offers the radius too, once a city is picked.
    await gotoHydrated(page, server.url(BRAND, '/fr'));
    expect(await page.getByTestId('search-radius').count()).toBe(0);
    await page.getByTestId('search-city').fill('laval');
    await page
      .getByRole('option', { name: /^Laval/ })
      .first()
      .click();
    await page.getByLabel('Dans un rayon de').selectOption('25');
    await page.getByRole('search').getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL((u) => u.pathname === SEARCH);
    expect(new URL(page.url()).search).toBe('?city=3&radius=25');
    await page.getByTestId('filter-radius').waitFor();
    expect(await page.getByTestId('filter-radius').inputValue()).toBe('25');
    expect(errors).toEqual([]);
  });
});
