import type { DataOf, Offer } from '@jobboard/contracts';
import { useBrand } from '../../../lib/brand';
import { useApi } from '../../../lib/use-api';

export const getOfferKey = (board: string, id: string | number) =>
  `/api/jobboard/${board}/offers/${encodeURIComponent(String(id))}`;

export function useOffer(id: string | number) {
  const { board } = useBrand();
  return useApi<DataOf<Offer>>(getOfferKey(board, id));
}
