import type { DataOf, SsoTokens, User } from '@jobboard/contracts';

/**
 * What the route guard needs (it is in the main chunk, so nothing more): the employer session's
 * key, the permission check and the ATS addresses of the brands that send employers there (its
 * home, or the single sign-on link for a signed-in employer).
 */
export const EMPLOYER_ME_KEY = '/api/ats/me';
export type EmployerMeResponse = DataOf<User> | null;

export function hasPermissions(user: Pick<User, 'permissions'>, needed: readonly string[]) {
  return needed.every((name) => user.permissions.some((p) => p.name === name));
}

/**
 * The ATS address an employer is sent to when the brand requires it
 * (behaviour.redirectEmployersToAts), with lg.
 */
export function atsHomeUrl(atsUrl: string, lg: 'fr' | 'en'): string {
  const url = new URL(atsUrl);
  url.searchParams.set('lg', lg);
  return url.toString();
}

/** GET /ats/auth/sso-tokens: a single-use split token for the ATS link (two minutes). */
export const SSO_TOKENS_PATH = '/api/ats/auth/sso-tokens';

/** The answer is `{ selector, token }`; the `{ data }` envelope of single items is taken as well (docs/api.md). */
export function ssoTokensOf(
  body: SsoTokens | DataOf<SsoTokens> | null | undefined,
): SsoTokens | undefined {
  return body ? ('data' in body ? body.data : body) : undefined;
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

/** The first page a signed-in employer may open: my offers, else companies, else the profile. */
export function employerHomeRoute(
  user: Pick<User, 'permissions'>,
): 'employerMyOffers' | 'employerCompanies' | 'employerProfile' {
  if (hasPermissions(user, ['manage_offers'])) return 'employerMyOffers';
  if (hasPermissions(user, ['manage_companies'])) return 'employerCompanies';
  return 'employerProfile';
}
