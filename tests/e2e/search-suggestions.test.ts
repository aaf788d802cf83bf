import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage } from '../playwright-utils';
import { expectClean, useE2e } from './setup';

/**
 * Search as a candidate types it: suggestions under the keyword field, picked with the keyboard
 * alone, in both languages; and the spelling correction of the search page. Against the demo
 * board (general board), whose offers include nurses and accountants.
 */
const e2e = useE2e();

const SEARCH_PATH = { fr: '/fr/trouver-un-emploi', en: '/en/find-a-job' } as const;

/** The results' count once the page has its answer ("5 emplois", "5 jobs"). */
async function resultCount(page: Page): Promise<number> {
  const heading = page.getByTestId('results-count');
  await page.waitForFunction(() =>
    /\d/.test(document.querySelector('[data-testid=results-count]')?.textContent ?? ''),
  );
  return Number((await heading.textContent())!.replace(/\D/g, ''));
}

describe('keyword suggestions', () => {
  it.each([
    {
      lang: 'fr' as const,
      label: 'Mot-clé',
      typed: 'infirm',
      status: /^\d+ suggestions disponibles$/,
    },
    { lang: 'en' as const, label: 'Keyword', typed: 'nurs', status: /^\d+ suggestions$/ },
  ])(
    '$lang: the start of a job title, ArrowDown, Enter: lands on the search for the suggestion, with results',
    async ({ lang, label, typed, status }) => {
      const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const probe = await openPage(context);
      const { page } = probe;
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/search-suggestions')) asked.push(r.url());
      });
      await gotoHydrated(page, e2e.server.url('jobboard', SEARCH_PATH[lang]));
      const field = page.getByLabel(label, { exact: true });
      // The server's page: a plain search field of the GET form.
      expect(await field.getAttribute('role')).toBeNull();
      expect(await field.getAttribute('name')).toBe('q');

      await field.focus();
      await expect.poll(() => field.getAttribute('role')).toBe('combobox');
      await page.keyboard.type(typed, { delay: 30 });
      const listbox = page.locator(`#${await field.getAttribute('aria-controls')}`);
      const options = listbox.getByRole('option');
      await options.first().waitFor();
      expect(await field.getAttribute('aria-expanded')).toBe('true');
      expect(await options.count()).toBeGreaterThanOrEqual(1);
      expect(await options.count()).toBeLessThanOrEqual(8);
      // Debounced: not one request a letter (a busy machine may space two keystrokes past the
      // pause, so one or two), the last for the whole word; in the page's language.
      const lastAsked = () => (asked.length ? new URL(asked.at(-1)!).searchParams : null);
      await expect.poll(() => lastAsked()?.get('q')).toBe(typed);
      expect(asked.length).toBeLessThan(typed.length);
      expect(lastAsked()?.get('lang')).toBe(lang);
      // The polite live region says how many.
      const statusText = await page
        .locator(`[id="${await field.getAttribute('aria-describedby')}"]`)
        .textContent();
      expect(statusText).toMatch(status);

      await page.keyboard.press('ArrowDown');
      const first = options.first();
      expect(await field.getAttribute('aria-activedescendant')).toBe(
        await first.getAttribute('id'),
      );
      // A skill or certification comes first when offers carry it (« Certification : Infirmière
      // autorisée (OIIQ) (3) »): its pick searches its label, without the facet's name and count.
      const suggestion = (await first.textContent())!.replace(
        /^[^:(]+ ?: (.*?)(?: \(\d+\))?$/,
        '$1',
      );
      await page.keyboard.press('Enter');

      await page.waitForURL((u) => u.searchParams.get('q') === suggestion);
      expect(new URL(page.url()).pathname).toBe(SEARCH_PATH[lang]);
      expect(await resultCount(page)).toBeGreaterThan(0);
      expect(await page.getByTestId('offer-card').count()).toBeGreaterThan(0);
      await expect
        .poll(() => page.getByLabel(label, { exact: true }).inputValue())
        .toBe(suggestion);
      expectClean(probe);
      await context.close();
    },
  );

  it('asks nothing with data saver on: the field stays the plain search field and still searches', async () => {
    const context = await e2e.browser.newContext();
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g' },
        configurable: true,
      }),
    );
    const probe = await openPage(context);
    const { page } = probe;
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('search-suggestions') || r.url().includes('keyword-suggestions'))
        asked.push(r.url());
    });
    await gotoHydrated(page, e2e.server.url('jobboard', '/fr'));
    const field = page.getByLabel('Mot-clé', { exact: true });
    await field.focus();
    await page.keyboard.type('infirm', { delay: 30 });
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
    expect(await field.getAttribute('role')).toBeNull();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('q') === 'infirm');
    expectClean(probe);
    await context.close();
  });
});

describe('did you mean', () => {
  it('corrects "comptabel": says it shows the results for "comptable", or links to them', async () => {
    const context = await e2e.browser.newContext();
    const probe = await openPage(context);
    const { page } = probe;
    // As the server renders it.
    await gotoHydrated(page, e2e.server.url('jobboard', '/fr/trouver-un-emploi?q=comptabel'));
    const notice = page.getByTestId('spelling');
    expect(await notice.textContent()).toContain('«\u00a0comptable\u00a0»');
    const link = page.getByTestId('did-you-mean');
    if (await link.count()) {
      await link.click();
      await page.waitForURL((u) => u.searchParams.get('q') === 'comptable');
    } else {
      expect(await notice.textContent()).toBe(
        'Aucun emploi pour «\u00a0comptabel\u00a0». Résultats pour «\u00a0comptable\u00a0».',
      );
    }
    expect(await resultCount(page)).toBeGreaterThan(0);

    // After a search typed on the page (the browser asks the API itself), in English.
    await gotoHydrated(page, e2e.server.url('jobboard', '/en/find-a-job'));
    const field = page.getByLabel('Keyword', { exact: true });
    await field.fill('comptabel');
    await field.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('q') === 'comptabel');
    const english = page.getByTestId('spelling');
    await english.waitFor();
    expect(await english.textContent()).toMatch(
      /^(Did you mean “comptable”\?|No jobs for “comptabel”\. Showing results for “comptable”\.)$/,
    );
    expect(await resultCount(page)).toBeGreaterThan(0);
    expectClean(probe);
    await context.close();
  });
});
