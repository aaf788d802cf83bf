import type { User } from '@jobboard/contracts';

/**
 * What the route guard needs (it is in the main chunk, so nothing more): the employer session's
 * key, the permission check and the ATS address of the brands that send employers there.
 */
export const EMPLOYER_ME_KEY = '/api/ats/me';
export type EmployerMeResponse = { data: User } | null;

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

/** The first page a signed-in employer may open: my offers, else companies, else the profile. */
export function employerHomeRoute(
  user: Pick<User, 'permissions'>,
): 'employerMyOffers' | 'employerCompanies' | 'employerProfile' {
  if (hasPermissions(user, ['manage_offers'])) return 'employerMyOffers';
  if (hasPermissions(user, ['manage_companies'])) return 'employerCompanies';
  return 'employerProfile';
}
