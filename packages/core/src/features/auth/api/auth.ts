import { apiRequest } from '../../../lib/api-client';

/**
 * The small auth calls of SPEC §7 (each a one-line POST). Inputs are plain types: the server
 * validates with the shared zod schemas, and zod would add ~25 KB gzip to every page.
 */
export interface LoginInput {
  email: string;
  password: string;
}
export const login = (input: LoginInput) =>
  apiRequest<unknown>('/api/jobboard/auth/login', { json: { ...input } });

export interface RegisterInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  newsletter?: boolean;
}
export const register = (board: string, input: RegisterInput) =>
  apiRequest<unknown>('/api/jobboard/signup', { json: { ...input, jobboard: board } });

export const logout = () =>
  apiRequest<unknown>('/api/jobboard/auth/logout', { method: 'POST', json: {} });

export const forgotPassword = (email: string) =>
  apiRequest<unknown>('/api/jobboard/auth/forgot-password', { json: { email } });

export const resetPassword = (input: { selector: string; token: string; password: string }) =>
  apiRequest<unknown>('/api/auth/reset-password', { method: 'PUT', json: input });

export const confirmEmail = (input: { selector: string; token: string }) =>
  apiRequest<unknown>('/api/email-confirmation', { json: input });

export const checkSecureLinkKey = (type: string, selector: string, token: string) =>
  `/api/check-secure-link/${encodeURIComponent(type)}/${encodeURIComponent(selector)}/${encodeURIComponent(token)}`;

export const resendEmailConfirmation = (board: string) =>
  apiRequest<unknown>(`/api/jobboard/${board}/user/email-confirmation/resend`, { json: {} });
