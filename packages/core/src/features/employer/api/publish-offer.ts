import type { DataOf, EmployerOffer } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /jobboard/{board}/employer/offer/{id}/publish → { data } with status "published".
 * 403 with a message when a permission is missing, the team may not publish on the board or the
 * company is incomplete; 409 when the offer has expired.
 */
export const publishOffer = (board: string, id: number) =>
  apiRequest<DataOf<EmployerOffer>>(`/api/jobboard/${board}/employer/offer/${id}/publish`, {
    method: 'POST',
  });
