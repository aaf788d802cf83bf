import type {
  CandidateSignupInput,
  DataOf,
  EmailConfirmed,
  LoginInput,
  User,
} from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';

/*
 * The small auth calls (each a one-line POST). Inputs are the contracts' schema input types,
 * imported as types only: the server validates with the schemas, and zod would add ~25 KB gzip
 * to every page.
 */

/**
 * Login answers the signed-in user (contracts UserSchema), which the caller puts in the cache
 * (setMe).
 */
export type SessionAnswer = DataOf<User>;

export const login = (input: LoginInput) =>
  apiRequest<SessionAnswer>('/api/jobboard/auth/login', { json: { ...input } });

/**
 * The board field: the board signed up from (its name in the confirmation e-mail, its newsletter).
 * A 202 `{ message }`, the same whether or not the address is taken (no enumeration): no session;
 * the e-mail's link signs the new account in.
 */
export const register = (board: string, input: CandidateSignupInput) =>
  apiRequest<{ message: string }>('/api/jobboard/signup', { json: { ...input, jobboard: board } });

/** 204; the employer session, if any, stays. */
export const logout = () =>
  apiRequest<unknown>('/api/jobboard/auth/logout', { method: 'POST', json: {} });

/** The same `{ message }` whether or not the account exists (no enumeration). */
export const forgotPassword = (email: string) =>
  apiRequest<{ message: string }>('/api/jobboard/auth/forgot-password', { json: { email } });

/** Ends every session of the account; a used link is a 410, an unknown one a 404. */
export const resetPassword = (input: { selector: string; token: string; password: string }) =>
  apiRequest<{ message: string }>('/api/auth/reset-password', { method: 'PUT', json: input });

export const confirmEmail = (input: { selector: string; token: string }) =>
  apiRequest<EmailConfirmed>('/api/email-confirmation', { json: input });

/** 200 while the link is usable; 404 unknown, 410 used or expired. */
export const checkSecureLinkKey = (type: string, selector: string, token: string) =>
  `/api/check-secure-link/${encodeURIComponent(type)}/${encodeURIComponent(selector)}/${encodeURIComponent(token)}`;

/** 403 with a message when the address is already confirmed (docs/api.md#errors). */
export const resendEmailConfirmation = (board: string) =>
  apiRequest<{ message: string }>(`/api/jobboard/${board}/user/email-confirmation/resend`, {
    json: {},
  });
