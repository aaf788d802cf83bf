import type { EmployerOfferDetail } from '@jobboard/contracts';
import { useApi } from '../../../lib/use-api';

export const getEmployerOfferKey = (id: number | string) =>
  `/api/ats/offers/${encodeURIComponent(String(id))}`;

/** GET /ats/offers/{id}: the offer, its boards, and `form` (its values in the form's shape). */
export function useEmployerOffer(id: number | string | null) {
  return useApi<{ data: EmployerOfferDetail }>(id === null ? null : getEmployerOfferKey(id));
}

/** Whether the offer is on a board (SPEC §4: its jobboards list includes the board). */
export const isPublishedOn = (offer: Pick<EmployerOfferDetail, 'jobboards'>, board: string) =>
  offer.jobboards.some((j) => j.name === board);
