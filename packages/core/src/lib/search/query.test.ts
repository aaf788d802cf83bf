import { OfferSearchQuerySchema } from '@jobboard/contracts';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersToQuery, parseFilters } from './query';

/** What the API's schema makes of the filters the page parsed (its `sort` is the page's own). */
function asTheApiReadsIt(url: string) {
  const filters = parseFilters(new URLSearchParams(url));
  const { sort: _pageSort, ...query } = filtersToQuery(filters);
  return { filters, api: OfferSearchQuerySchema.safeParse(query) };
}

describe('parseFilters', () => {
  it('keeps what the search schema accepts, as the schema reads it', () => {
    const { filters, api } = asTheApiReadsIt(
      'q= nurse &category=3,1&category=2&city=7&radius=25&schedule=38&pay_filter=year:60000&remote=1&page=3',
    );
    expect(api.success).toBe(true);
    expect(filters).toMatchObject({
      q: 'nurse',
      category: [1, 2, 3],
      city: [7],
      radius: 25,
      pay: '1',
      pay_min: 60000,
      pay_unit: 'year',
      remote: '1',
      page: 3,
    });
    expect(api.data).toMatchObject({ category: [1, 2, 3], city: [7], radius: 25, page: 3 });
  });

  it('brings a hostile URL within the schema’s limits instead of a refused search', () => {
    const many = Array.from({ length: 80 }, (_, i) => i + 1).join(',');
    const { filters, api } = asTheApiReadsIt(
      `q=${'a'.repeat(500)}&category=${many}&city=99999999999,0,-4,x&radius=33&pay_min=99999999999&page=9999999`,
    );
    expect(api.error?.issues ?? []).toEqual([]);
    expect(filters.category).toHaveLength(50);
    expect(filters.city).toBeUndefined();
    expect(filters.radius).toBeUndefined();
    expect(filters.pay_min).toBeUndefined();
    expect(filters.q).toHaveLength(200);
    expect(filters.page).toBe(10_000);
  });
});

describe('activeFilterCount', () => {
  it('counts one for each chip but the keywords’: a city and its radius are two', () => {
    expect(activeFilterCount({ q: 'vente' })).toBe(0);
    expect(activeFilterCount({ city: [5] })).toBe(1);
    expect(activeFilterCount({ city: [5], radius: 25 })).toBe(2);
    expect(activeFilterCount({ category: [1, 2], remote: '1', city: [5], radius: 25 })).toBe(5);
    // A radius without its city is no choice (the URL was edited by hand).
    expect(activeFilterCount({ radius: 25 })).toBe(0);
  });
});
