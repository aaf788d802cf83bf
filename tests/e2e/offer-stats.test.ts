import type { EmployerOffer, OfferStats } from '@jobboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { gotoHydrated, openPage, signInDemoEmployer, type PageProbe } from '../playwright-utils';
import { expectClean, useE2e } from './setup';

/**
 * Offer statistics (docs/employers.md#offer-statistics) in Chromium: a visitor's view of an offer
 * of the demo team and their click on Apply are counted for the board they were on (the page's
 * beacons, written within seconds), and the demo employer sees them on the offer's applications
 * page, board by board, and in « Mes offres ».
 */
const BRAND = 'jobboard';
const e2e = useE2e();

describe('offer statistics', () => {
  let employerContext: BrowserContext;
  let visitorContext: BrowserContext;
  let employer: PageProbe;
  let visitor: PageProbe;
  const base = () => e2e.server.url(BRAND).replace(/\/$/, '');

  beforeAll(async () => {
    employerContext = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    visitorContext = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    employer = await openPage(employerContext);
    visitor = await openPage(visitorContext);
  });
  afterAll(async () => {
    await employerContext?.close();
    await visitorContext?.close();
  });

  it('counts a visitor’s view and Apply click, and shows them to the offer’s team', async () => {
    await signInDemoEmployer(employer.page, base(), 'fr');
    const offer = await employer.page.evaluate(async (board) => {
      for (let page = 1; page <= 10; page++) {
        const res = (await (await fetch(`/api/ats/offers?page=${page}`)).json()) as {
          data: EmployerOffer[];
          meta: { last_page: number };
        };
        const found = res.data.find(
          (o) =>
            o.status === 'published' && o.contents.fr && o.jobboards.some((j) => j.name === board),
        );
        if (found) return { id: found.id, slug: found.contents.fr!.slug, page };
        if (page >= res.meta.last_page) break;
      }
      return null;
    }, BRAND);
    expect(offer, 'a published offer of the demo team on the board').not.toBeNull();
    const statsOf = () =>
      employer.page.evaluate(
        async ({ board, id }) => {
          const res = await fetch(`/api/jobboard/${board}/employer/offer/${id}/stats`);
          const stats = ((await res.json()) as { data: OfferStats }).data;
          return stats.boards.find((b) => b.board === board)?.totals ?? null;
        },
        { board: BRAND, id: offer!.id },
      );
    const before = (await statsOf()) ?? { views: 0, apply_clicks: 0 };

    // The visitor reads the offer on a phone and clicks Apply.
    await gotoHydrated(visitor.page, `${base()}/fr/offre/${offer!.slug}/${offer!.id}`);
    await visitor.page.locator('[data-testid=apply-bar] a').click();
    await visitor.page.waitForURL((u) => u.pathname.endsWith('/application'));
    expectClean(visitor);

    // Written in the next batch (every 5 s).
    await expect
      .poll(statsOf, { timeout: 20_000, interval: 500 })
      .toMatchObject({ views: before.views + 1, apply_clicks: before.apply_clicks + 1 });

    // The applications page: a card per board, figures in the page's language.
    await gotoHydrated(employer.page, `${base()}/fr/employer/offer/${offer!.id}/applications`);
    const card = employer.page.locator(`[data-testid=offer-board-stats][data-board=${BRAND}]`);
    await card.waitFor();
    const views = (await card.locator('[data-testid=stats-views]').textContent())!;
    expect(Number(views.replace(/\D/g, ''))).toBeGreaterThanOrEqual(before.views + 1);
    expect(await card.locator('figcaption').textContent()).toContain('Vues par jour');
    await card.locator('summary').click();
    const today = card.locator('tbody tr').first();
    expect(await today.locator('td').first().textContent()).not.toBe('0');
    expectClean(employer);

    // « Mes offres »: the views beside the applications.
    await gotoHydrated(employer.page, `${base()}/fr/employeur/mes-offres?page=${offer!.page}`);
    const summary = employer.page.locator(
      `[data-testid=employer-offer][data-offer-id="${offer!.id}"] [data-testid=offer-stats-summary]`,
    );
    await summary.waitFor();
    expect(await summary.textContent()).toMatch(/\d vues? · /);
    expectClean(employer);
  });
});
