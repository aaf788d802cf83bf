import type { NewsletterAnswer, NewsletterInput } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/jobboard/{board}/news-letter: the same 200 whether the address is new, pending or
 * already subscribed (a confirmation link is mailed when needed); 422 with errors.email.
 */
export const subscribeNewsletter = (board: string, input: NewsletterInput) =>
  apiRequest<NewsletterAnswer>(`/api/jobboard/${board}/news-letter`, { json: { ...input } });

/**
 * The links' pages send the {email} and {token} of their path. Confirm: 404 unknown link, 410
 * expired; confirming twice is fine. Unsubscribe: idempotent, 404 for a wrong token.
 */
export const confirmNewsletter = (board: string, input: { email: string; token: string }) =>
  apiRequest<NewsletterAnswer>(`/api/jobboard/${board}/news-letter/confirm`, { json: input });

export const unsubscribeNewsletter = (board: string, input: { email: string; token: string }) =>
  apiRequest<NewsletterAnswer>(`/api/jobboard/${board}/news-letter/unsubscribe`, { json: input });
