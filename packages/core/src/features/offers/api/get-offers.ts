import type { OfferSearchPage } from '@jobboard/contracts';
import { queryString } from '@jobboard/contracts/routes';
import { useBrand } from '../../../lib/brand';
import { useApi } from '../../../lib/use-api';
import { filtersToQuery, type SearchFilters } from '../../../lib/search/query';

/**
 * GET /api/jobboard/{board}/offers → { data, meta } (best match first for keywords, else newest
 * first, 20 a page by default), plus `facets` and, on an empty page, `relaxations` when asked
 * (`facets: true`: the find-a-job page's filters).
 */
export type OffersPage = OfferSearchPage;

export interface OffersQuery extends SearchFilters {
  per_page?: number;
  company?: number;
  facets?: boolean;
  /** The page's language: among equally relevant offers, those written in it come first. */
  lg?: 'fr' | 'en';
}

const API_SORT = { relevance: 'relevance', date: 'created_at_desc' } as const;

/** The server's query names: q, category, specialization, city, schedule, experience (comma-separated ids), company, sort, page, per_page, facets. */
export const getOffersKey = (board: string, filters: OffersQuery) =>
  `/api/jobboard/${board}/offers${queryString({
    ...filtersToQuery(filters),
    sort: filters.sort ? API_SORT[filters.sort] : undefined,
    company: filters.company,
    per_page: filters.per_page,
    facets: filters.facets ? 1 : undefined,
    // Only keywords are ranked; without them the key stays the same in both languages.
    lg: filters.q ? filters.lg : undefined,
  })}`;

export function useOffers(filters: OffersQuery) {
  const { board } = useBrand();
  return useApi<OffersPage>(getOffersKey(board, filters));
}
