import type { DataOf, EmployerOfferDetail, OfferInputValues } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';
import { getEmployerOfferKey } from './get-employer-offer';

/** PUT /ats/offers/{id} → { data }: the whole form again; the boards it is on do not change. */
export const updateOffer = (id: number, input: OfferInputValues) =>
  apiRequest<DataOf<EmployerOfferDetail>>(getEmployerOfferKey(id), {
    method: 'PUT',
    json: { ...input },
  });
