import type { EmployerOfferDetail } from '@jobboard/contracts';

/** GET /ats/offers/{id}: the offer, its boards, and `form` (its values in the form's shape). */
export const getEmployerOfferKey = (id: number | string) =>
  `/api/ats/offers/${encodeURIComponent(String(id))}`;

/** Whether the offer is on a board (its jobboards list includes the board). */
export const isPublishedOn = (offer: Pick<EmployerOfferDetail, 'jobboards'>, board: string) =>
  offer.jobboards.some((j) => j.name === board);
