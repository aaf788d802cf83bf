import type { DataOf, Offer } from '@jobboard/contracts';
import { useBrand } from '../../../lib/brand';
import { useApi, useAskedAgainWithSession } from '../../../lib/use-api';

export const getOfferKey = (board: string, id: string | number) =>
  `/api/jobboard/${board}/offers/${encodeURIComponent(String(id))}`;

export function useOffer(id: string | number) {
  const { board } = useBrand();
  const key = getOfferKey(board, id);
  const answer = useApi<DataOf<Offer>>(key);
  // Whether this candidate applied: on the page the same for every visitor, asked once hydrated.
  useAskedAgainWithSession(key, answer.mutate);
  return answer;
}
