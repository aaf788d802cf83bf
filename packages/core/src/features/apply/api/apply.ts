// zod/mini: the tree-shakable build, for the fields checked before the upload.
import * as z from 'zod/mini';
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

/**
 * What a visitor's apply-and-register form must hold before it is sent, checked in the browser
 * so that every missing or malformed field is reported at once, with the resume (the server
 * checks the same rules again: the sign-up's names, e-mail and 8-character password).
 */
export const ApplyRegisterFieldsSchema = z.object({
  first_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  last_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  // An empty field says "required" first (its first issue is the one shown), then its format.
  email: z.string().check(z.trim(), z.minLength(1), z.email(), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.minLength(8), z.maxLength(200)),
});
