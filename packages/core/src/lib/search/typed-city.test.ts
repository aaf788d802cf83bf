import type { CityLookup } from '@jobboard/contracts';
import { describe, expect, it } from 'vitest';
import { cityLookupKey } from '../../components/forms/city-combobox';
import { cityNameKey } from '../../components/forms/city-name';
import { typedCityRedirect, type SearchUrlContext } from './typed-city';

const MONTREAL = { id: 1, label: 'Montréal', province: 'QC' };
const TROIS = { id: 9, label: 'Trois-Rivières', province: 'QC' };

/** The server's answers as the page's loader holds them. */
const answers = new Map<string, CityLookup>([
  [cityNameKey('Trois-Rivières', 'fr'), { data: [TROIS] }],
  [cityNameKey('Montréal', 'fr'), { data: [MONTREAL] }],
  [cityNameKey('Montréal, QC', 'fr'), { data: [MONTREAL] }],
  [cityNameKey('Nowhereville', 'fr'), { data: [] }],
  [cityLookupKey({ id: 1, lang: 'fr' }), { data: [MONTREAL] }],
]);
const peek = <T>(key: string) => answers.get(key) as T | undefined;

/** Where the search page at `query` redirects (null: it stays). */
const redirect = (query: string) => {
  const url = new URL(`http://t.localhost/fr/trouver-un-emploi?${query}`);
  const ctx = { lang: 'fr', url, search: url.searchParams } as unknown as SearchUrlContext;
  const to = typedCityRedirect(ctx, peek);
  return to === null ? null : new URL(to, url.origin).searchParams;
};

describe('the search page with a typed city (a form sent without JavaScript)', () => {
  it('starts another city at the city alone: the radius was chosen for the last one', () => {
    // The form without scripts sends the last search's city and radius beside the new text.
    const to = redirect('q=chef&city=1&radius=50&city_name=Trois-Rivi%C3%A8res');
    expect(to?.get('city')).toBe('9');
    expect(to?.get('q')).toBe('chef');
    expect(to?.has('radius')).toBe(false);
    expect(to?.has('city_name')).toBe(false);
  });

  it('keeps the radius when the text names the city it was chosen for', () => {
    // The field's own text of that city…
    expect(redirect('city=1&radius=50&city_name=Montr%C3%A9al%2C%20QC')?.toString()).toBe(
      'city=1&radius=50',
    );
    // …or its name typed again.
    expect(redirect('city=1&radius=25&city_name=Montr%C3%A9al')?.toString()).toBe(
      'city=1&radius=25',
    );
  });

  it('drops the radius with the city when the text names none', () => {
    expect(redirect('city=1&radius=50&city_name=Nowhereville')?.toString()).toBe(
      'city_name=Nowhereville',
    );
  });

  it('stays while the name is not known yet', () => {
    expect(redirect('city=1&radius=50&city_name=Gatineau')).toBeNull();
  });
});
