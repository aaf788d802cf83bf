import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  ACTION_TIMEOUT_MS,
  gotoHydrated,
  HYDRATION_TIMEOUT_MS,
  openPage,
} from '../playwright-utils';
import { expectClean, useE2e } from './setup';

/**
 * Sharing and reporting an offer (docs/candidates.md#sharing-and-reporting-an-offer), in
 * Chromium: the box comes in a lazy chunk, hydrated after the page; copy puts the canonical
 * address on the clipboard; a report reaches the board's moderation address (here the privacy
 * officer's: no demo brand has a moderation one).
 */
const e2e = useE2e();

interface Listed {
  id: number;
  contents: Partial<Record<'fr' | 'en', { slug: string }>>;
}

async function firstOffer(brand: string): Promise<Listed> {
  const res = await e2e.server.get(brand, `/api/jobboard/${brand}/offers?per_page=1`);
  return ((await res.json()) as { data: Listed[] }).data[0]!;
}

/** Waits until React owns the share box (its chunk came and hydrated it). */
const toolsHydrated = (page: Page) =>
  page.waitForFunction(
    () => {
      const button = document.querySelector('[data-testid=share-copy]');
      return !!button && Object.keys(button).some((k) => k.startsWith('__reactProps'));
    },
    undefined,
    { timeout: HYDRATION_TIMEOUT_MS },
  );

it.each([
  ['jobboard', 'fr', 1280],
  ['hotelsjobs', 'en', 390],
] as const)(
  'copies the offer’s canonical address and mails a report (%s, %s, %i px)',
  async (brand, lang, width) => {
    const offer = await firstOffer(brand);
    const written = offer.contents[lang] ? lang : lang === 'fr' ? 'en' : 'fr';
    const path =
      written === 'fr'
        ? `/fr/offre/${offer.contents.fr!.slug}/${offer.id}`
        : `/en/offer/${offer.contents.en!.slug}/${offer.id}`;
    const url = e2e.server.url(
      brand,
      lang === 'fr' ? `/fr/offre/x/${offer.id}` : `/en/offer/x/${offer.id}`,
    );
    const context = await e2e.browser.newContext({ viewport: { width, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const probe = await openPage(context);
    const { page } = probe;
    page.setDefaultTimeout(ACTION_TIMEOUT_MS);
    await gotoHydrated(page, url);
    await toolsHydrated(page);
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(new URL(e2e.server.url(brand, path)).pathname);

    await page.getByTestId('share-copy').click();
    await page
      .getByRole('status')
      .filter({
        hasText: lang === 'fr' ? 'Le lien de l’offre est copié' : 'The offer’s link is copied',
      })
      .waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    expect(await page.getByTestId('share-linkedin').getAttribute('href')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(canonical!)}`,
    );

    const detail = `e2e ${brand} ${Date.now()}`;
    await page.getByTestId('report-open').click();
    await page.getByLabel(lang === 'fr' ? /^Raison/ : /^Reason/).selectOption('misleading');
    await page.getByLabel(lang === 'fr' ? /^Précisions/ : /^Details/).fill(detail);
    await page.getByTestId('report-submit').click();
    await page.getByTestId('report-sent').waitFor();
    await expect
      .poll(
        () =>
          e2e.server.outbox().find((m) => m.template === 'offer-report' && m.text.includes(detail)),
        {
          timeout: ACTION_TIMEOUT_MS,
        },
      )
      .toBeTruthy();
    const mail = e2e.server.outbox().find((m) => m.text.includes(detail))!;
    expect(mail.to).toMatch(/^vie-privee@/);
    // In the board's language (French on both): its address in that language.
    expect(mail.text).toMatch(new RegExp(`/fr/offre/[^/\\s]+/${offer.id}\\b`));
    expectClean(probe);
    await context.close();
  },
);
