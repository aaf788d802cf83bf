import type { OfferReportReason } from '@jobboard/contracts/offer-report';
import { apiRequest } from '../../../lib/api-client';

/** POST …/offers/{id}/report (docs/candidates.md#reporting-an-offer): 202 and a thank-you. */
export const reportOffer = (
  board: string,
  offerId: number,
  input: { reason: OfferReportReason; detail?: string },
) =>
  apiRequest<{ message: string }>(`/api/jobboard/${board}/offers/${offerId}/report`, {
    json: input,
  });
