import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage } from '../playwright-utils';
import { expectClean, useE2e } from './setup';

/**
 * The home page's "Jobs by city" tiles: the board's own cities with open offers, each with its
 * count, and the search a tile opens lists that many. They were Quebec's ten featured cities,
 * most of which led to « Aucun emploi » on a specialised board (6 of 10 on LesJuristes).
 */
const e2e = useE2e();

/** The first number of a text (« 1 234 emplois » → 1234). */
const countIn = (text: string) =>
  Number(/\d[\d\s\u00a0\u202f,]*/.exec(text)![0]!.replace(/\D/g, ''));

describe.each([
  { brand: 'lesjuristes', lang: 'fr', width: 1280 },
  { brand: 'emploisti', lang: 'en', width: 390 },
] as const)('home city tiles on $brand ($lang, $width px)', ({ brand, lang, width }) => {
  it('lists cities with offers, most first, and each leads to as many offers as it says', async () => {
    const context = await e2e.browser.newContext({ viewport: { width, height: 900 } });
    const probe = await openPage(context);
    const { page } = probe;
    await gotoHydrated(page, e2e.server.url(brand, `/${lang}`));
    const tiles = page.getByTestId('home-city-list').getByRole('link');
    const texts = await tiles.allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    const counts = texts.map(countIn);
    expect(counts.every((n) => n > 0)).toBe(true);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    // The last tile (the fewest offers): its search lists as many.
    await tiles.last().click();
    await page.waitForURL((url) => url.searchParams.has('city'));
    const results = page.getByTestId('results-count');
    await expect
      .poll(async () => countIn((await results.innerText()) || '0'), { timeout: 30_000 })
      .toBe(counts[counts.length - 1]);
    expectClean(probe);
    await context.close();
  });
});
