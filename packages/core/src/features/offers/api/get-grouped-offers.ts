import type { Company, Offer } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';

export interface GroupedOffers {
  data: Array<{ company: Company; offers: Offer[] }>;
  total: number;
  limit: number;
}

export const getGroupedOffersKey = (board: string, offset = 0) =>
  `/api/jobboard/${board}/offers-grouped-by-companies${offset ? `?offset=${offset}` : ''}`;

/** Load-more pages are appended by the screen; the first page comes from the SSR fallback. */
export const getGroupedOffers = (board: string, offset: number) =>
  apiRequest<GroupedOffers>(getGroupedOffersKey(board, offset));
