import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  gotoHydrated,
  openPage,
  saveNewCompany,
  signUpEmployer,
  switchLanguage,
} from '../playwright-utils';
import { expectClean, useE2e } from './setup';

/**
 * One offer, both languages (README "One offer, both languages") in Chromium. On hotelsjobs, a
 * Quebec board (behaviour.requireFrenchVersion), in English: an offer written in English only is
 * refused at publishing, naming the French version; the employer adds it through the form and the
 * board takes it; its English page switches to its French page. On jobboard (no such rule), in
 * French: a French-only offer is published, and its English address shows it in French with a note.
 */
const QUEBEC_BRAND = 'hotelsjobs';
const OPEN_BRAND = 'jobboard';
const PASSWORD = 'correct horse battery';

const e2e = useE2e();

const unique = () => `${Date.now()}-${Math.round(Math.random() * 1e6)}`;

/** Signs an employer up on `base` in `lang` and creates a complete company; returns its id. */
async function employerWithCompany(page: Page, base: string, lang: 'fr' | 'en') {
  const email = `bilingual-${unique()}@example.com`;
  await signUpEmployer(page, e2e.server, base, lang, {
    email,
    password: PASSWORD,
    company: 'Auberge du Lac',
  });
  await gotoHydrated(page, `${base}/${lang}/employer/create-company`);
  return saveNewCompany(page);
}

/** Steps 2 and 3 of the offer form (category, experience, schedule; a city), then save. */
async function finishOffer(page: Page) {
  await page.click('[data-testid=offer-next]');
  await page.locator('[data-testid=offer-step-attributes]').waitFor();
  await page.selectOption('#offer-category_id', '25');
  await page.selectOption('#offer-experience_id', '32');
  await page.check('#offer-schedule_ids input[value="41"]');
  await page.click('[data-testid=offer-next]');
  await page.locator('[data-testid=offer-step-specifications]').waitFor();
  if (!(await page.inputValue('#offer-city_id'))) {
    await page.fill('#offer-city_id', 'rimou');
    await page.locator('[role=option]', { hasText: 'Rimouski' }).waitFor();
    await page.press('#offer-city_id', 'ArrowDown');
    await page.press('#offer-city_id', 'Enter');
  }
  await page.click('[data-testid=offer-save]');
}

const hreflangs = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.head.querySelectorAll('link[hreflang]')].map((l) => [
        l.getAttribute('hreflang'),
        new URL(l.getAttribute('href')!).pathname,
      ]),
    ),
  );

describe(`an offer in both languages on ${QUEBEC_BRAND}, which requires the French version`, () => {
  it('refuses the English-only offer, takes it with its French version, and switches between the two pages', async () => {
    const context = await e2e.browser.newContext();
    const probe = await openPage(context);
    const { page } = probe;
    const base = e2e.server.url(QUEBEC_BRAND).replace(/\/$/, '');
    const companyId = await employerWithCompany(page, base, 'en');
    const titles = { en: `Night auditor ${unique()}`, fr: `Auditeur de nuit ${unique()}` };

    // The form, in English: English first; the French box says the board requires it.
    await gotoHydrated(page, `${base}/en/employer/create-offer`);
    await page.locator('[data-testid=offer-step-details]').waitFor();
    await page.selectOption('#offer-company_id', companyId);
    await page.check('input[name=primary_language][value=en]');
    expect(await page.locator('[data-testid=french-required]').textContent()).toContain(
      'HotelsJobs requires the offer’s French version to publish it',
    );
    await page.fill('#offer-contents-en-title', titles.en);
    await page.fill(
      '#offer-contents-en-description',
      'Balance the day’s accounts overnight and welcome late guests at the front desk.',
    );
    await finishOffer(page);
    await page.waitForURL(/\/en\/employer\/offer\/\d+\/publish$/);
    const offerId = Number(/offer\/(\d+)\/publish/.exec(page.url())![1]);

    // The publish page says so up front; publishing anyway is refused, naming the version.
    await page.locator('[data-testid=publish-french-missing]').waitFor();
    const board = page.locator(`[data-testid=publish-board][data-board=${QUEBEC_BRAND}]`);
    await board.locator('[data-testid=publish-button]').click();
    // Said in the board's row (a toast there slid over the link to the form).
    await board
      .locator('[data-testid=publish-board-refused]', {
        hasText:
          'HotelsJobs requires the French version of the offer (title and description): add it before publishing it.',
      })
      .waitFor();
    expect(await board.locator('[data-testid=publish-board-done]').count()).toBe(0);

    // The employer adds the French version in the same form, then publishes.
    await page.click('[data-testid=publish-french-missing] a');
    await page.waitForURL(new RegExp(`/en/employer/offer/${offerId}/edit$`));
    await page.locator('[data-testid=offer-step-details]').waitFor();
    await page.fill('#offer-contents-fr-title', titles.fr);
    await page.fill(
      '#offer-contents-fr-description',
      'Faire la vérification de nuit des comptes et accueillir les clients tardifs à la réception.',
    );
    await finishOffer(page);
    await page.waitForURL(/\/en\/employer\/my-offers$/);
    await gotoHydrated(page, `${base}/en/employer/offer/${offerId}/publish`);
    expect(await page.locator('[data-testid=publish-french-missing]').count()).toBe(0);
    await board.locator('[data-testid=publish-button]').click();
    await board.locator('[data-testid=publish-board-done]').waitFor();

    // Its English page, the French page as its alternate; the switcher lands on the French one.
    await page.click('[data-testid=publish-view]');
    await page.waitForURL(new RegExp(`/en/offer/night-auditor-[^/]+/${offerId}$`));
    await page.locator(`[data-testid=offer-title] >> text=${titles.en}`).waitFor();
    const enPath = new URL(page.url()).pathname;
    await expect.poll(async () => (await hreflangs(page))['en-CA']).toBe(enPath);
    const links = await hreflangs(page);
    expect(links['en-CA']).toBe(enPath);
    expect(links['fr-CA']).toMatch(new RegExp(`^/fr/offre/auditeur-de-nuit-[^/]+/${offerId}$`));
    expect(links['x-default']).toBe(links['fr-CA']);
    await switchLanguage(page, 'fr');
    await page.waitForURL(new RegExp(`/fr/offre/auditeur-de-nuit-[^/]+/${offerId}$`));
    await page.locator(`[data-testid=offer-title] >> text=${titles.fr}`).waitFor();
    expect(new URL(page.url()).pathname).toBe(links['fr-CA']);
    // A fresh load of the French page: the server's head has the same pair.
    await gotoHydrated(page, page.url());
    expect(await hreflangs(page)).toEqual(links);
    await switchLanguage(page, 'en');
    await page.waitForURL((u) => u.pathname === enPath);
    expect(await page.locator('[data-testid=offer-only-language]').count()).toBe(0);
    expectClean(probe);
    await context.close();
  });
});

describe(`an offer in one language on ${OPEN_BRAND}`, () => {
  it('publishes a French-only offer and shows it in French at its English address, saying so', async () => {
    const context = await e2e.browser.newContext();
    const probe = await openPage(context);
    const { page } = probe;
    const base = e2e.server.url(OPEN_BRAND).replace(/\/$/, '');
    const companyId = await employerWithCompany(page, base, 'fr');
    const title = `Plongeur ${unique()}`;

    await gotoHydrated(page, `${base}/fr/employeur/creer-une-offre`);
    await page.locator('[data-testid=offer-step-details]').waitFor();
    // No French-version rule on this board.
    expect(await page.locator('[data-testid=french-required]').count()).toBe(0);
    await page.selectOption('#offer-company_id', companyId);
    await page.fill('#offer-contents-fr-title', title);
    await page.fill(
      '#offer-contents-fr-description',
      'Laver la vaisselle et garder la cuisine propre, de soir et de fin de semaine.',
    );
    await finishOffer(page);
    await page.waitForURL(/\/fr\/employer\/offer\/\d+\/publish$/);
    const offerId = Number(/offer\/(\d+)\/publish/.exec(page.url())![1]);
    expect(await page.locator('[data-testid=publish-french-missing]').count()).toBe(0);
    const board = page.locator(`[data-testid=publish-board][data-board=${OPEN_BRAND}]`);
    await board.locator('[data-testid=publish-button]').click();
    await board.locator('[data-testid=publish-board-done]').waitFor();

    await page.click('[data-testid=publish-view]');
    await page.waitForURL(new RegExp(`/fr/offre/plongeur-[^/]+/${offerId}$`));
    const frPath = new URL(page.url()).pathname;
    await page.locator(`[data-testid=offer-title] >> text=${title}`).waitFor();
    // The head follows the client navigation once the page has rendered.
    await expect.poll(() => hreflangs(page)).toEqual({ 'fr-CA': frPath, 'x-default': frPath });

    // The switcher goes to the same offer in English: its French text, marked and announced.
    await switchLanguage(page, 'en');
    await page.waitForURL(new RegExp(`/en/offer/plongeur-[^/]+/${offerId}$`));
    const note = page.locator('[data-testid=offer-only-language]');
    await note.waitFor();
    expect(await note.textContent()).toBe('This offer is only available in French.');
    expect(await page.locator('[data-testid=offer-title]').getAttribute('lang')).toBe('fr-CA');
    expect(await page.locator('[data-testid=offer-title]').textContent()).toBe(title);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-CA');
    // After the client navigation and on a fresh load: no alternate for the missing version.
    await expect.poll(() => hreflangs(page)).toEqual({ 'fr-CA': frPath, 'x-default': frPath });
    await gotoHydrated(page, page.url());
    expect(await hreflangs(page)).toEqual({ 'fr-CA': frPath, 'x-default': frPath });
    expect(
      await page.evaluate(() =>
        document.querySelector('link[rel=canonical]')?.getAttribute('href'),
      ),
    ).toBe(`${base}${frPath}`);
    await switchLanguage(page, 'fr');
    await page.waitForURL((u) => u.pathname === frPath);
    expectClean(probe);
    await context.close();
  });
});
