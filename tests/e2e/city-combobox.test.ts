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
    await page.keyboard.type('trois-riv');
    const option = page.getByRole('option', { name: /Trois-Rivières/ });
    await option.waitFor();
    expect(await city.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await city.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await page.keyboard.press('Enter');
    expect(await city.inputValue()).toBe('Trois-Rivières, QC');
    expect(await city.getAttribute('aria-expanded')).toBe('false');
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
    expect(await enCity.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });
});
