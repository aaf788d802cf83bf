import type { OfferListItem, PageOf } from '@jobboard/contracts';
import { useBrand } from '../../../lib/brand';
import { useApi } from '../../../lib/use-api';

export const getCompanyOffersKey = (board: string, id: string | number, page = 1) =>
  `/api/jobboard/${board}/company/${encodeURIComponent(String(id))}/offers${page > 1 ? `?page=${page}` : ''}`;

export function useCompanyOffers(id: string | number, page = 1) {
  const { board } = useBrand();
  return useApi<PageOf<OfferListItem>>(getCompanyOffersKey(board, id, page));
}
