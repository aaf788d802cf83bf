import { apiRequest } from '../../../lib/api-client';

/** GET /ats/auth/sso-tokens: a single-use split token for the ATS (a public selector and a hashed, single-use secret). */
export const SSO_TOKENS_PATH = '/api/ats/auth/sso-tokens';
export interface SsoTokens {
  selector: string;
  token: string;
}

export async function getSsoTokens(): Promise<SsoTokens> {
  // The answer is `{ selector, token }`; accept the `{ data }` envelope of single items as well (docs/api.md).
  const body = await apiRequest<SsoTokens | { data: SsoTokens }>(SSO_TOKENS_PATH);
  return 'data' in body ? body.data : body;
}

/**
 * The ATS link built from the tokens: the ATS checks them with
 * GET /api/check-secure-link/sso/{selector}/{token}, then opens `redirect` (a path of the ATS).
 */
export function atsSsoUrl(
  atsUrl: string,
  tokens: SsoTokens,
  lg: 'fr' | 'en',
  redirect?: string,
): string {
  const url = new URL('auth/sso', atsUrl.endsWith('/') ? atsUrl : `${atsUrl}/`);
  url.searchParams.set('selector', tokens.selector);
  url.searchParams.set('token', tokens.token);
  url.searchParams.set('lg', lg);
  if (redirect) url.searchParams.set('redirect', redirect);
  return url.toString();
}
