import { SAVED_OFFERS_STORAGE_KEY as KEY } from '@jobboard/contracts/constants';
import { apiRequest } from './api-client';

/**
 * At sign-in: the browser's saved jobs join the account's, and the browser keeps the account's
 * whole list (docs/candidates.md#saved-jobs). Apart from the store (lib/saved-offers.ts), which
 * reads the storage again when its hearts render: the sign-in pages, which show none, do not load
 * it. A failure (a list the server refuses, no network) leaves the browser's list as it was.
 */
export async function joinSavedOffers(board: string): Promise<void> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    const answer = await apiRequest<{ data: number[] }>(
      `/api/jobboard/${board}/user/saved-offers`,
      {
        json: { offer_ids: Array.isArray(stored) ? stored : [] },
      },
    );
    localStorage.setItem(KEY, JSON.stringify(answer.data));
  } catch {
    // Kept in the browser; it joins at the next sign-in.
  }
}
