import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage } from '../playwright-utils';
import { useE2e } from './setup';

/**
 * The search box's city: a combobox over the municipalities of Canada, looked up on
 * the server; a person picks one with the keyboard alone and the search carries its id.
 */
const e2e = useE2e({ context: { viewport: { width: 390, height: 844 } } });

describe('city combobox in the search box', () => {
  it('picks "Trois-Rivières" from "trois-riv" with the arrows and Enter, then searches with it', async () => {
    const { page, errors } = await openPage(e2e.context);
    await gotoHydrated(page, e2e.server.url('jobboard', '/fr'));
    const city = page.getByRole('combobox', { name: 'Ville' });
    await city.focus();
    // The list of the whole text, not of a prefix the lookup answered while the typing went on
    // (a slow machine types slower than the debounce): the arrows act on the list that stays.
    const lookedUp = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/cities' &&
        new URL(r.url()).searchParams.get('q') === 'trois-riv',
    );
    await page.keyboard.type('trois-riv');
    await lookedUp;
    const option = page.getByRole('option', { name: /Trois-Rivières/ });
    await option.waitFor();
    await expect.poll(() => city.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    const optionId = await option.getAttribute('id');
    await expect.poll(() => city.getAttribute('aria-activedescendant')).toBe(optionId);
    await page.keyboard.press('Enter');
    await expect.poll(() => city.inputValue()).toBe('Trois-Rivières, QC');
    await expect.poll(() => city.getAttribute('aria-expanded')).toBe('false');
    // Enter again submits the search with the municipality's id (Trois-Rivières is 9 in the seed).
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/fr/trouver-un-emploi');
    expect(new URL(page.url()).searchParams.get('city')).toBe('9');
    // Accents and case do not matter, in English too.
    await gotoHydrated(page, e2e.server.url('jobboard', '/en'));
    const enCity = page.getByRole('combobox', { name: 'City' });
    await enCity.fill('QUEBEC');
    await page.getByRole('option', { name: /Quebec City/ }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => enCity.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });

  it("finds only the typed city's offers without JavaScript (typed, not picked), and says when none matches", async () => {
    const context = await e2e.browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      const all = (await (
        await e2e.server.get('jobboard', '/api/jobboard/jobboard/offers?per_page=1')
      ).json()) as { meta: { total: number } };
      const trois = (await (
        await e2e.server.get('jobboard', '/api/jobboard/jobboard/offers?city=9&per_page=50')
      ).json()) as { data: Array<{ city: { label: string } | null }>; meta: { total: number } };
      expect(trois.meta.total).toBeGreaterThan(0);
      expect(trois.meta.total).toBeLessThan(all.meta.total);

      await page.goto(e2e.server.url('jobboard', '/fr'));
      await page.getByRole('combobox', { name: 'Ville' }).fill('trois-rivieres');
      await page.getByRole('combobox', { name: 'Ville' }).press('Enter');
      await page.waitForURL((u) => u.searchParams.get('city') === '9');
      expect(new URL(page.url()).searchParams.has('city_name')).toBe(false);
      // The page is that city's search: its count, its cards, its title and the field's text.
      const count = await page.getByTestId('results-count').textContent();
      expect(count?.replace(/\D/g, '')).toBe(String(trois.meta.total));
      const places = await page.locator('[data-testid=offer-card] .where').allTextContents();
      expect(places.length).toBe(Math.min(trois.meta.total, 20));
      expect(places.every((p) => p.endsWith('Trois-Rivières'))).toBe(true);
      expect(await page.title()).toContain('Trois-Rivières');
      expect(await page.locator('#filter-city').inputValue()).toBe('Trois-Rivières, QC');

      // A name that is no municipality: every city's offers, and the page says why.
      await page.goto(e2e.server.url('jobboard', '/en'));
      await page.getByRole('combobox', { name: 'City' }).fill('Nowhereville');
      await page.getByRole('combobox', { name: 'City' }).press('Enter');
      await page.waitForURL(/find-a-job/);
      expect(await page.getByTestId('city-no-match').textContent()).toContain(
        'No city matches “Nowhereville”',
      );
      const none = await page.getByTestId('results-count').textContent();
      expect(none?.replace(/\D/g, '')).toBe(String(all.meta.total));
    } finally {
      await context.close();
    }
  });
});
