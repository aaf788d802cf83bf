import { apiRequest } from '../../../lib/api-client';

export const applyToOffer = (
  board: string,
  offerId: number,
  input: { resume_id: number; cover_letter_id?: number | null; message?: string },
) => apiRequest<unknown>(`/api/jobboard/${board}/offers/${offerId}/apply`, { json: input });

/**
 * Visitors apply and register in one multipart call (docs/candidates.md). The answer (202) is the
 * same whether or not the e-mail already has an account: a message saying a mail was sent, no
 * session.
 */
export const applyAndRegister = (board: string, offerId: number, form: FormData) =>
  apiRequest<{ message: string }>(`/api/jobboard/${board}/offers/${offerId}/apply-register`, {
    form,
  });
