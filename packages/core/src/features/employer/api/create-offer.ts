import type { DataOf, EmployerOfferDetail, OfferInputValues } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /ats/offers → 201 { data } (a draft); 422 per field, with the rules of the three steps. */
export const createOffer = (input: OfferInputValues) =>
  apiRequest<DataOf<EmployerOfferDetail>>('/api/ats/offers', {
    method: 'POST',
    json: { ...input },
  });
