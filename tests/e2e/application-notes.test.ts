import { readFile } from 'node:fs/promises';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, signInDemoEmployer, type PageProbe } from '../playwright-utils';
import { axeViolations, PAGE_AXE_RULES } from './axe';
import { expectClean, useE2e } from './setup';

/**
 * Working the applications (docs/employers.md#notes-rating-and-export) in Chromium, on two
 * brands and in both languages: the demo employer rates an application with the stars (the
 * keyboard, then a click), adds a note that the list then counts, and downloads the offer's
 * applications as CSV, whose headers are the page's language and whose row carries the rating.
 */
const CASES = [
  {
    brand: 'jobboard',
    lang: 'fr',
    viewport: { width: 1280, height: 900 },
    legend: 'Note',
    header: '"Prénom","Nom","Courriel","Téléphone","Étape","Date de candidature","Note (1 à 5)"',
  },
  {
    brand: 'lesjuristes',
    lang: 'en',
    viewport: { width: 390, height: 844 },
    legend: 'Rating',
    header: '"First name","Last name","E-mail","Phone","Stage","Date applied","Rating (1 to 5)"',
  },
] as const;

const e2e = useE2e();

describe.each(CASES)('notes, rating and CSV on $brand ($lang)', (c) => {
  let context: BrowserContext;
  let employer: PageProbe;
  const base = () => e2e.server.url(c.brand).replace(/\/$/, '');

  beforeAll(async () => {
    // bypassCSP: axe is injected as a script (./axe.ts).
    context = await e2e.browser.newContext({
      viewport: c.viewport,
      acceptDownloads: true,
      bypassCSP: true,
    });
    employer = await openPage(context);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('rates an application, adds a note and downloads the CSV', async () => {
    const { page } = employer;
    await signInDemoEmployer(page, base(), c.lang);
    // One of the team's offers with an application (the demo seed gives some).
    const found = await page.evaluate(async (board) => {
      for (let p = 1; p <= 10; p++) {
        const offers = (await (await fetch(`/api/ats/offers?page=${p}`)).json()) as {
          data: Array<{ id: number }>;
          last_page: number;
        };
        for (const offer of offers.data) {
          const list = (await (
            await fetch(`/api/jobboard/${board}/employer/offer/${offer.id}/applications`)
          ).json()) as {
            data: Array<{ id: number; stage: string; candidate: { email: string } | null }>;
          };
          const application = list.data.find((a) => a.candidate && a.stage !== 'withdrawn');
          if (application)
            return { offerId: offer.id, id: application.id, email: application.candidate!.email };
        }
        if (p >= offers.last_page) break;
      }
      return null;
    }, c.brand);
    expect(found, 'a demo team offer with an application').not.toBeNull();
    const { offerId, id, email } = found!;

    await gotoHydrated(page, `${base()}/${c.lang}/employer/offer/${offerId}/applications`);
    const card = page.locator(`[data-testid=application][data-application-id="${id}"]`);
    await card.waitFor();

    // The rating: a radio group named « Note » / "Rating"; the keyboard moves it, a click sets it.
    const group = card.getByRole('group', { name: c.legend });
    await group.getByRole('radio').nth(1).click();
    await card.locator('[data-testid=application-rating][data-rating="2"]').waitFor();
    await page.keyboard.press('ArrowRight');
    await card.locator('[data-testid=application-rating][data-rating="3"]').waitFor();
    await group.getByRole('radio').nth(3).click();
    await card.locator('[data-testid=application-rating][data-rating="4"]').waitFor();
    await expect
      .poll(async () => {
        const list = await page.evaluate(
          async (url) =>
            (await (await fetch(url)).json()) as {
              data: Array<{ id: number; rating: number | null }>;
            },
          `/api/jobboard/${c.brand}/employer/offer/${offerId}/applications?j=${encodeURIComponent(JSON.stringify({ per_page: 100 }))}`,
        );
        return list.data.find((a) => a.id === id)?.rating;
      })
      .toBe(4);

    // A note: the application opened, the note typed and added; it shows with its author.
    const text = `Note e2e ${c.lang} ${Date.now()} : à rappeler`;
    await card.locator('[data-testid=application-open]').click();
    const notes = card.locator('[data-testid=application-notes]');
    await notes.waitFor();
    await notes.locator('[data-testid=application-note-input]').fill(text);
    await notes.locator('[data-testid=application-note-add]').click();
    await notes.locator('[data-testid=application-note]', { hasText: text }).waitFor();
    await card.locator('[data-testid=application-notes-count]').waitFor();
    expectClean(employer);
    // The stars, the notes and their form: named controls, labelled fields, headings in order.
    expect(
      await axeViolations(page, [...PAGE_AXE_RULES, 'label', 'button-name', 'aria-allowed-attr']),
    ).toEqual([]);

    // The CSV: a download whose headers are the page's language, the row with the rating.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-testid=applications-export]').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      c.lang === 'fr' ? /^candidatures-offre-\d+\.csv$/ : /^applications-offer-\d+\.csv$/,
    );
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe(c.header);
    const row = lines.find((line) => line.includes(`"${email}"`));
    expect(row, 'the application’s row').toBeDefined();
    expect(row).toMatch(/,"\d{4}-\d{2}-\d{2}","4"$/);
    // The note stays the team's: it is not in the export.
    expect(lines.join('\n')).not.toContain(text);
  });
});
