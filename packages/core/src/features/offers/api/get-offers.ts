import type { OfferListItem, PageMeta } from '@jobboard/contracts';
import { queryString } from '../../../config/routes';
import { useBrand } from '../../../lib/brand';
import { useApi } from '../../../lib/use-api';
import { filtersToQuery, type SearchFilters } from './search-query';

/** GET /api/jobboard/{board}/offers → { data, meta } (newest first, 20 a page by default). */
export interface OffersPage {
  data: OfferListItem[];
  meta: PageMeta;
}

/** The server's query names: q, category, specialization, city, schedule, experience (comma-separated ids), company, page, per_page. */
export const getOffersKey = (
  board: string,
  filters: SearchFilters & { per_page?: number; company?: number },
) =>
  `/api/jobboard/${board}/offers${queryString({
    ...filtersToQuery(filters),
    company: filters.company,
    per_page: filters.per_page,
  })}`;

export function useOffers(filters: SearchFilters & { per_page?: number; company?: number }) {
  const { board } = useBrand();
  return useApi<OffersPage>(getOffersKey(board, filters));
}
