import { describe, expect, it } from 'vitest';
import { pageFilters, queryFilters } from './per-render';
import { parseFilters } from './query';
import { resolveFilters, type SearchAttributesData } from './resolve';

const category = {
  id: 8,
  type: 'category' as const,
  label: { fr: 'Informatique', en: 'IT' },
  slug: { fr: 'informatique', en: 'it' },
  parent_id: null,
};
const attrs = (): SearchAttributesData => ({
  attributes: { category: [category], specialization: [], schedule: [], experience: [] },
  cities: [{ id: 3, label: 'Laval', slug: 'laval', featured: true }],
});
const manifest = { jobPageSlugs: { fr: 'emplois-test', en: 'test-jobs' }, categoryIds: [] };

describe('the search filters of a page, once a render', () => {
  it('gives the same answer as resolveFilters, computed once for the same URL and attributes', () => {
    const data = attrs();
    const url = () => new URLSearchParams('q=infirmier&city=3&page=2');
    const first = pageFilters({ category: 'informatique' }, url(), data, manifest);
    expect(first).toEqual(
      resolveFilters({ category: 'informatique' }, parseFilters(url()), data, manifest),
    );
    // The loader's, the head's and the component's params and search are other objects: the
    // same values find the same answer, not a second computation.
    expect(pageFilters({ category: 'informatique' }, url(), data, manifest)).toBe(first);
    expect(queryFilters(url())).toBe(queryFilters(url()));
  });

  it('computes again for another URL, another attributes answer or another brand', () => {
    const data = attrs();
    const search = new URLSearchParams('city=3');
    const first = pageFilters({}, search, data, manifest);
    expect(pageFilters({ category: 'informatique' }, search, data, manifest)).not.toBe(first);
    expect(pageFilters({}, new URLSearchParams('city=4'), data, manifest)).not.toBe(first);
    expect(pageFilters({}, search, attrs(), manifest)).not.toBe(first);
    expect(pageFilters({}, search, data, { ...manifest, categoryIds: [8] })).not.toBe(first);
    // Before the attributes are known, and once they are: the unknown slug is a 404 only then.
    expect(pageFilters({ category: 'nowhere' }, search, undefined, manifest).unknown).toBe(false);
    expect(pageFilters({ category: 'nowhere' }, search, data, manifest).unknown).toBe(true);
  });
});
