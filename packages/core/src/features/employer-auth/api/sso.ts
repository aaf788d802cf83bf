import type { DataOf, SsoTokens } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';
import { ssoTokensOf, SSO_TOKENS_PATH } from '../../../lib/employer-guard';

// The route guard builds the same link for the employer pages (lib/employer-guard.ts, main chunk).
export { atsSsoUrl, SSO_TOKENS_PATH } from '../../../lib/employer-guard';

/** GET /ats/auth/sso-tokens: a single-use split token for the ATS (a public selector and a hashed, single-use secret). */
export async function getSsoTokens(): Promise<SsoTokens> {
  return ssoTokensOf(await apiRequest<SsoTokens | DataOf<SsoTokens>>(SSO_TOKENS_PATH))!;
}
