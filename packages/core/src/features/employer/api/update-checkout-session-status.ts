import type { CheckoutStatusResult } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /jobboard/{board}/employer/offer/{id}/update-single-job-posting-checkout-session-status
 * → { data: { checkout, offer } }. Reads the provider's status of the offer's latest session on
 * the board (or `sessionId`); "paid" publishes the offer on that board. Call it on the publish
 * success page.
 */
export const updateSingleJobPostingCheckoutSessionStatus = (
  board: string,
  id: number,
  sessionId?: string,
) =>
  apiRequest<CheckoutStatusResult>(
    `/api/jobboard/${board}/employer/offer/${id}/update-single-job-posting-checkout-session-status`,
    { method: 'PUT', json: sessionId ? { session_id: sessionId } : {} },
  );
