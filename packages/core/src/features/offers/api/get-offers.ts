import type { Offer, PageMeta } from '@jobboard/contracts';
import { useBrand } from '../../../lib/brand';
import { useApi } from '../../../lib/use-api';
import { filtersQueryString, type SearchFilters } from './search-query';

export interface OffersPage {
  data: Offer[];
  meta: PageMeta;
}

export const getOffersKey = (
  board: string,
  filters: SearchFilters & { per_page?: number; company?: number },
) =>
  `/api/jobboard/${board}/offers${filtersQueryString(filters)}${
    filters.per_page ? `${filtersQueryString(filters) ? '&' : '?'}per_page=${filters.per_page}` : ''
  }`;

export function useOffers(filters: SearchFilters & { per_page?: number }) {
  const { board } = useBrand();
  return useApi<OffersPage>(getOffersKey(board, filters));
}
