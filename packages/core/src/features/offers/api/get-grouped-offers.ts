import type { GroupedOffers } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/jobboard/{board}/offers-grouped-by-companies?offset → { data, total, limit }: companies
 * hiring on the board, most recent first, each with its newest offers. `offset` counts the
 * companies already shown; `total` is the number of companies.
 */
export type { GroupedOffers };

export const getGroupedOffersKey = (board: string, offset = 0) =>
  `/api/jobboard/${board}/offers-grouped-by-companies${offset ? `?offset=${offset}` : ''}`;

/** Load-more pages are appended by the screen; the first page comes from the SSR fallback. */
export const getGroupedOffers = (board: string, offset: number) =>
  apiRequest<GroupedOffers>(getGroupedOffersKey(board, offset));
