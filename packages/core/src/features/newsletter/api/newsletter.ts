import { apiRequest } from '../../../lib/api-client';

export interface NewsletterInput {
  email: string;
}

export const subscribeNewsletter = (board: string, input: NewsletterInput) =>
  apiRequest<unknown>(`/api/jobboard/${board}/news-letter`, { json: { ...input } });

export const confirmNewsletter = (board: string, input: { email: string; token: string }) =>
  apiRequest<unknown>(`/api/jobboard/${board}/news-letter/confirm`, { json: input });

export const unsubscribeNewsletter = (board: string, input: { email: string; token: string }) =>
  apiRequest<unknown>(`/api/jobboard/${board}/news-letter/unsubscribe`, { json: input });
