import type { DataOf, OfferListItem } from '@jobboard/contracts';
import { useBrand } from '../../../lib/brand';
import { useApi } from '../../../lib/use-api';

export const getSimilarOffersKey = (board: string, id: string | number) =>
  `/api/jobboard/${board}/similar-offers/${encodeURIComponent(String(id))}`;

export function useSimilarOffers(id: string | number) {
  const { board } = useBrand();
  return useApi<DataOf<OfferListItem[]>>(getSimilarOffersKey(board, id));
}
