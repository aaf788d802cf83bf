import type { DataOf, EmployerOffer } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';
import { getEmployerOfferKey } from './get-employer-offer';

/** PUT /ats/offers/{id}/unpublish-from-all-jobboards → { data } with status "unpublished". */
export const unpublishOfferFromAllJobboards = (id: number) =>
  apiRequest<DataOf<EmployerOffer>>(`${getEmployerOfferKey(id)}/unpublish-from-all-jobboards`, {
    method: 'PUT',
    json: {},
  });
