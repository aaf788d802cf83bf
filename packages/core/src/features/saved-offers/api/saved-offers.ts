import type { SavedOfferList } from '@jobboard/contracts';
import { revalidateOnArrival, useApi } from '../../../lib/use-api';

/** GET /jobboard/{board}/user/saved-offers → the signed-in candidate's saved jobs on the board. */
export const getMySavedOffersKey = (board: string) => `/api/jobboard/${board}/user/saved-offers`;

/** GET /jobboard/{board}/saved-offers?ids= → a browser's saved jobs (null: nothing to ask). */
export const getSavedOffersKey = (board: string, ids: readonly number[]) =>
  ids.length ? `/api/jobboard/${board}/saved-offers?ids=${ids.join(',')}` : null;

export function useMySavedOffers(board: string, enabled: boolean) {
  return useApi<SavedOfferList>(enabled ? getMySavedOffersKey(board) : null, {
    revalidateOnMount: revalidateOnArrival(),
  });
}

/** A visitor's list; the previous answer stays while the next loads (a removal shows at once). */
export function useBrowserSavedOffers(board: string, ids: readonly number[] | null) {
  return useApi<SavedOfferList>(ids ? getSavedOffersKey(board, ids) : null, {
    keepPreviousData: true,
  });
}
