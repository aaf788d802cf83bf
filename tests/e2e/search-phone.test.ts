import { expect, it } from 'vitest';
import { gotoHydrated } from '../playwright-utils';
import { useE2e } from './setup';

/**
 * The search page on a phone (390 × 844) once a search ran: the form is one line (the keywords
 * and a button for the place and pay), so the results start on the first screen; the button
 * opens the rest, with or without JavaScript; Enter in the keywords still searches.
 */
const e2e = useE2e();
const PHONE = { width: 390, height: 844 };

for (const javaScriptEnabled of [true, false]) {
  it(`folds the search form after a search ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, javaScriptEnabled });
    const page = await context.newPage();
    const url = e2e.server.url('hotelsjobs', '/fr/trouver-un-emploi?q=cuisinier');
    if (javaScriptEnabled) await gotoHydrated(page, url);
    else await page.goto(url);

    expect(await page.locator('#filter-q').isVisible()).toBe(true);
    expect(await page.locator('#filter-city').isVisible()).toBe(false);
    const count = await page.getByTestId('results-count').boundingBox();
    expect(count!.y + count!.height).toBeLessThan(PHONE.height / 2);
    const firstCard = await page.getByTestId('offer-card').first().boundingBox();
    expect(firstCard!.y).toBeLessThan(PHONE.height);

    await page.click('label[for=search-more]');
    expect(await page.locator('#filter-city').isVisible()).toBe(true);
    expect(await page.locator('#filter-pay').isVisible()).toBe(true);

    await page.fill('#filter-q', 'serveur');
    await page.press('#filter-q', 'Enter');
    await page.waitForURL(/q=serveur/);
    await context.close();
  });
}

it('shows the whole form on a phone before any search', async () => {
  const context = await e2e.browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await gotoHydrated(page, e2e.server.url('hotelsjobs', '/fr/trouver-un-emploi'));
  expect(await page.locator('#filter-city').isVisible()).toBe(true);
  expect(await page.locator('label[for=search-more]').isVisible()).toBe(false);
  await context.close();
});

it('keeps every field on one line at 1280 px after a search', async () => {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await gotoHydrated(page, e2e.server.url('hotelsjobs', '/en/find-a-job?q=cook'));
  expect(await page.locator('#filter-city').isVisible()).toBe(true);
  expect(await page.locator('label[for=search-more]').isVisible()).toBe(false);
  await context.close();
});

it('keeps Apply at the bottom of a phone screen on an offer, and in the sidebar at 1280 px', async () => {
  const context = await e2e.browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await gotoHydrated(page, e2e.server.url('emploisti', '/en/find-a-job'));
  const href = await page.getByTestId('offer-card').first().locator('h3 a').getAttribute('href');
  await gotoHydrated(page, e2e.server.url('emploisti', href!));
  const bar = page.getByTestId('apply-bar');
  const box = await bar.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height + 1);
  expect(box!.y).toBeGreaterThan(PHONE.height - 120);
  expect(await page.getByTestId('apply-button').isVisible()).toBe(false);
  await bar.getByRole('link').click();
  await page.waitForURL(/\/apply$/);

  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, e2e.server.url('emploisti', href!));
  expect(await page.getByTestId('apply-bar').isVisible()).toBe(false);
  expect(await page.getByTestId('apply-button').isVisible()).toBe(true);
  await context.close();
});
