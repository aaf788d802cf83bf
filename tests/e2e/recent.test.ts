import { expect, it } from 'vitest';
import { gotoHydrated, openPage } from '../playwright-utils';
import { expectClean, useE2e } from './setup';

/**
 * Recently viewed offers and recent searches (docs/candidates.md#recently-viewed): kept in the
 * browser, shown once the page has hydrated, on the home page and under the search form.
 */
const e2e = useE2e();
const BRAND = 'jobboard';

it('shows an offer viewed on the home page, and the searches made under the search form', async () => {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const probe = await openPage(context);
  const page = probe.page;
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const sectionCode = () => scripts.filter((path) => /\/recent-offers-[\w-]+\.js$/.test(path));

  // Nothing viewed yet: no section on the home page, and its code is not fetched.
  await gotoHydrated(page, e2e.server.url(BRAND, '/fr'));
  await page.locator('#home-latest').waitFor();
  expect(await page.locator('[data-testid=recent-offers]').count()).toBe(0);
  expect(sectionCode()).toEqual([]);

  // Two searches: both are chips under the form, the newest first.
  await gotoHydrated(page, e2e.server.url(BRAND, '/fr/trouver-un-emploi?q=cuisinier'));
  await gotoHydrated(page, e2e.server.url(BRAND, '/fr/trouver-un-emploi?q=infirmier'));
  const chips = page.locator('[data-testid=recent-search]');
  await expect.poll(() => chips.allInnerTexts()).toEqual(['infirmier', 'cuisinier']);
  expect(await page.locator('#recent-searches').innerText()).toBe('Recherches récentes');

  // An offer viewed (a card of the search page), then the home page: its card is there.
  await gotoHydrated(page, e2e.server.url(BRAND, '/fr/trouver-un-emploi'));
  const link = page.locator('[data-testid=offer-card]').first().locator('h3 a');
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await page.locator('[data-testid=offer-title]').waitFor();
  const title = (await page.locator('[data-testid=offer-title]').innerText()).trim();
  await gotoHydrated(page, e2e.server.url(BRAND, '/fr'));
  const recent = page.locator('[data-testid=recent-offers]');
  await recent.waitFor();
  expect(sectionCode()).toHaveLength(1);
  expect(await recent.locator('h2').innerText()).toBe('Consultés récemment');
  expect(await recent.locator('h3 a').getAttribute('href')).toBe(href);
  expect((await recent.locator('h3 a').innerText()).trim()).toContain(title);

  // « Effacer » empties the searches' list.
  await gotoHydrated(page, e2e.server.url(BRAND, '/fr/trouver-un-emploi'));
  await chips.first().waitFor();
  await page.locator('[data-testid=recent-clear]').click();
  await page.locator('[data-testid=recent-searches]').waitFor({ state: 'detached' });
  expectClean(probe);
  await context.close();
});
