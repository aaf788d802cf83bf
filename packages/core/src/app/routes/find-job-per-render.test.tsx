import type { BoardAttributes } from '@jobboard/contracts';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../entry-server';
import { searchAttributesKey } from '../../features/offers/api/get-board-attributes';
import { testBrand } from '../../testing/brand';
import { listedOffer } from '../../testing/offers';
import type * as Query from '../../lib/search/query';
import type * as Resolve from '../../lib/search/resolve';

// Count the calls that cross into the search rules (lib/search/per-render.ts calls them).
const counted = vi.hoisted(() => ({ parse: 0, resolve: 0 }));
vi.mock('../../lib/search/query', async (original) => {
  const actual = await original<typeof Query>();
  return {
    ...actual,
    parseFilters: (...args: Parameters<typeof actual.parseFilters>) => {
      counted.parse++;
      return actual.parseFilters(...args);
    },
  };
});
vi.mock('../../lib/search/resolve', async (original) => {
  const actual = await original<typeof Resolve>();
  return {
    ...actual,
    resolveFilters: (...args: Parameters<typeof actual.resolveFilters>) => {
      counted.resolve++;
      return actual.resolveFilters(...args);
    },
  };
});

describe('one server render of the search page', () => {
  const brand = testBrand();
  const board = brand.manifest.name;
  const category = {
    id: 8,
    type: 'category' as const,
    label: { fr: 'Informatique', en: 'IT' },
    slug: { fr: 'informatique', en: 'it' },
    parent_id: null,
  };
  const attributes: BoardAttributes['data'] = {
    attributes: {
      category: [category],
      specialization: [],
      schedule: [],
      experience: [],
      certification: [],
      education: [],
      skill: [],
    },
    cities: [{ id: 3, label: 'Laval', slug: 'laval', featured: true }],
  };
  // A fresh answer each request, as the server's: nothing is shared between two renders.
  const fetchApi = async (path: string) => {
    if (path === searchAttributesKey(board)) return { status: 200, body: { data: attributes } };
    if (path.startsWith(`/api/jobboard/${board}/offers`))
      return {
        status: 200,
        body: {
          data: [listedOffer(1)],
          meta: { current_page: 1, per_page: 20, total: 1, last_page: 1 },
        },
      };
    return { status: 401, body: { message: 'unauthorized' } };
  };

  it('parses and resolves its URL once for the loader, the head and the page', async () => {
    for (const url of ['/fr/emploi/informatique?city=3&q=infirmier', '/en/find-a-job?city=3']) {
      counted.parse = counted.resolve = 0;
      const r = await render({ url, origin: 'http://t.localhost', brand, atsUrl: null, fetchApi });
      if (r.kind !== 'page') throw new Error('expected the page');
      // The head and the page both used the filters (the city's name in the title and heading).
      expect(r.headData.title).toContain('Laval');
      expect(r.html).toContain('Laval');
      expect({ url, ...counted }).toEqual({ url, parse: 1, resolve: 1 });
    }
  });
});
