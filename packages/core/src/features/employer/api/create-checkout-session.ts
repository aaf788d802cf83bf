import type { CheckoutInput, CheckoutSession, DataOf } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /jobboard/{board}/employer/offer/{id}/create-single-job-posting-checkout-session
 * → 201 { data: { id, url, status, amount_cents, currency } }; send the browser to `url`.
 * Only on boards whose manifest has behaviour.freeSingleJobPosting (403 elsewhere). The return
 * URLs are paths of this site or absolute URLs on the board's host (422 otherwise).
 */
export const createSingleJobPostingCheckoutSession = (
  board: string,
  id: number,
  input: CheckoutInput,
) =>
  apiRequest<DataOf<CheckoutSession>>(
    `/api/jobboard/${board}/employer/offer/${id}/create-single-job-posting-checkout-session`,
    { method: 'POST', json: { ...input } },
  );
