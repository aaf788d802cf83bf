import type { DataOf, EmployerSignupInput, LoginInput, User } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * The employer (guard ats) auth calls. Their inputs are the contracts' schema input types,
 * imported as types only: the server validates with the schemas (EmployerSignupInputSchema…),
 * which the browser does not need.
 */
export const employerLogin = (input: LoginInput) =>
  apiRequest<DataOf<User>>('/api/ats/auth/login', { json: { ...input } });

/** 202 `{ message }` whether or not the address is taken: no session, the e-mail's link signs in. */
export const employerSignup = (board: string, input: EmployerSignupInput) =>
  apiRequest<{ message: string }>('/api/ats/signup', { json: { ...input, jobboard: board } });

export const employerLogout = () =>
  apiRequest<unknown>('/api/ats/auth/logout', { method: 'POST', json: {} });

export const employerForgotPassword = (email: string) =>
  apiRequest<unknown>('/api/ats/auth/forgot-password', { json: { email } });

/** POST /jobboard/{board}/employer/email-confirmation/resend (a 403 carries a message to show). */
export const resendEmployerEmailConfirmation = (board: string) =>
  apiRequest<unknown>(`/api/jobboard/${board}/employer/email-confirmation/resend`, { json: {} });
