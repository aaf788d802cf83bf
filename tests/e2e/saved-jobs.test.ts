import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { gotoHydrated, openPage, registerCandidate } from '../playwright-utils';
import { expectClean, useE2e } from './setup';

/**
 * Saved jobs (docs/candidates.md#saved-jobs): a visitor's hearts keep offers in the browser; the
 * list joins the account when it is confirmed (the link signs it in) and at a sign-in on another
 * browser; the saved-jobs page lists them with their state, in both languages.
 */
const e2e = useE2e();
const BRAND = 'jobboard';

/** The heart of the card whose title links to `href` (other files may add offers meanwhile). */
const heartOf = (page: Page, href: string) =>
  page
    .locator('[data-testid=offer-card]', { has: page.locator(`h3 a[href="${href}"]`) })
    .locator('[data-testid=save-offer]');

/** Presses the heart of the search page's card `index`; answers the offer's title and link. */
async function heartCard(page: Page, index: number) {
  const link = page.locator('[data-testid=offer-card]').nth(index).locator('h3 a');
  // The title alone: an offer written in the other language only adds its mark (FR / EN).
  const title = (await link.evaluate((a) => a.firstChild?.textContent ?? '')).trim();
  const href = (await link.getAttribute('href'))!;
  const heart = heartOf(page, href);
  await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
  await heart.click();
  await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
  return { title, href };
}

const savedTitles = (page: Page) => page.locator('[data-testid=saved-offer] h2').allInnerTexts();
/** The saved offers' ids (their titles change with the page's language). */
const savedIds = (page: Page) =>
  page
    .locator('[data-testid=saved-offer]')
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-offer-id'))));
/** The offer id at the end of an offer's address. */
const idOf = (href: string) => Number(/\/(\d+)(?:[?#].*)?$/.exec(href)![1]);

it('keeps a visitor’s hearts, joins them to the account, and lists them open', async () => {
  // A visitor, in French: a heart on a card, a heart on an offer page.
  const visitor = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const probe = await openPage(visitor);
  const page = probe.page;
  await gotoHydrated(page, e2e.server.url(BRAND, '/fr/trouver-un-emploi'));
  const { title: first, href: firstHref } = await heartCard(page, 0);
  await page.locator('[data-testid=offer-card]').nth(1).locator('h3 a').click();
  await page.locator('[data-testid=offer-title]').waitFor();
  const second = (await page.locator('[data-testid=offer-title]').innerText()).trim();
  const secondId = idOf(page.url());
  const heart = page.locator('[data-testid=offer-title] ~ [data-testid=save-offer]');
  await expect
    .poll(() => heart.getAttribute('aria-label'))
    .toBe(`Sauvegarder l’offre «\u00a0${second}\u00a0»`);
  await heart.click();
  await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

  await gotoHydrated(page, e2e.server.url(BRAND, '/fr/emplois-sauvegardes'));
  await page.locator('[data-testid=saved-jobs-browser]').waitFor();
  await expect.poll(() => savedTitles(page)).toEqual([second, first]);

  // The account made here is signed in by its confirmation link: the list joins it.
  const email = await registerCandidate(page, e2e.server, e2e.server.url(BRAND, ''), 'fr');
  await gotoHydrated(page, e2e.server.url(BRAND, '/fr/emplois-sauvegardes'));
  await expect.poll(() => savedTitles(page)).toEqual([second, first]);
  expect(await page.locator('[data-testid=saved-jobs-browser]').count()).toBe(0);
  expect(await page.locator('[data-testid=saved-offer-state]').allInnerTexts()).toEqual([
    'Ouverte',
    'Ouverte',
  ]);
  expectClean(probe);
  await visitor.close();

  // Another browser, in English: a visitor's heart, then a sign-in that comes back to the list.
  const other = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page2 = await other.newPage();
  await gotoHydrated(page2, e2e.server.url(BRAND, '/en/find-a-job'));
  // Not saved in this browser yet: the account's list is not this browser's.
  const { title: third, href: thirdHref } = await heartCard(page2, 2);
  expect([secondId, idOf(firstHref)]).not.toContain(idOf(thirdHref));
  await gotoHydrated(page2, e2e.server.url(BRAND, '/en/login?redirect=/en/saved-jobs'));
  await page2.fill('#auth-email', email);
  await page2.fill('#auth-password', 'correct horse battery');
  await page2.click('[data-testid=login-form] button[type=submit]');
  await page2.waitForURL((u) => u.pathname === '/en/saved-jobs');
  await expect.poll(() => savedIds(page2)).toEqual([idOf(thirdHref), secondId, idOf(firstHref)]);
  expect((await savedTitles(page2))[0]).toBe(third);

  // Removing one leaves the others; the heart of its card is no longer pressed.
  await page2.locator('[data-testid=saved-offer-remove]').first().click();
  await expect.poll(() => savedIds(page2)).toEqual([secondId, idOf(firstHref)]);
  await gotoHydrated(page2, e2e.server.url(BRAND, '/en/find-a-job'));
  const thirdHeart = heartOf(page2, thirdHref);
  await expect.poll(() => thirdHeart.getAttribute('aria-pressed')).toBe('false');
  await other.close();
});
