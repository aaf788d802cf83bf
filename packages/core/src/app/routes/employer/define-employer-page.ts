import type { PermissionName } from '@jobboard/contracts';
import { data, redirect } from 'react-router-dom';
import { pathTo } from '../../../config/routes';
import {
  atsHomeUrl,
  EMPLOYER_ME_KEY,
  employerHomeRoute,
  hasPermissions,
  type EmployerMeResponse,
} from '../../../lib/employer-guard';
import { loadEmployerMessages } from '../../../i18n/employer';
import { safeRedirect } from '../../../lib/safe-redirect';
import { definePage, type PageContext, type PageDefinition, type RouterContext } from '../../page';

type EmployerPage = Omit<PageDefinition, 'beforeLoad' | 'guestOnly'>;

/**
 * The guard of the employer area (docs/employers.md#access), run before an employer page loads its
 * data. A brand that sends employers to the ATS does so (only where ATS_URL is set); guarded pages
 * need a signed-in employer (else the employer login, coming back after) and the page's permissions
 * (else 403); the login-like pages send a signed-in employer on. It ships with the employer chunks:
 * the public pages never download it.
 */
export async function guardEmployer(
  ctx: PageContext,
  rc: RouterContext,
  rule: { guarded: true; permissions: readonly PermissionName[] } | { guarded: false },
): Promise<void> {
  const { lang, url } = ctx;
  const { manifest, atsUrl } = rc.brand;
  if (manifest.behaviour.redirectEmployersToAts && atsUrl) throw redirect(atsHomeUrl(atsUrl, lang));
  const me = await rc.data.load<EmployerMeResponse>(EMPLOYER_ME_KEY, { nullOnError: true });
  const user = me.data?.data;
  const employer = user?.guard === 'ats' ? user : null;
  if (rule.guarded) {
    if (!employer) {
      throw redirect(pathTo('employerLogin', lang, {}, { redirect: url.pathname + url.search }));
    }
    if (!hasPermissions(employer, rule.permissions)) throw data(null, { status: 403 });
  } else if (employer) {
    throw redirect(safeRedirect(url.search, pathTo(employerHomeRoute(employer), lang)));
  }
}

/** A page of the employer area (route guard `employer`), with the permissions it needs. */
export function defineEmployerPage(
  page: EmployerPage & { permissions?: readonly PermissionName[] },
): PageDefinition {
  const { permissions = [], ...rest } = page;
  return definePage({
    ...rest,
    prepare: loadEmployerMessages,
    beforeLoad: (ctx, rc) => guardEmployer(ctx, rc, { guarded: true, permissions }),
  });
}

/** The employer login, sign-up and forgotten password pages. */
export function defineEmployerGuestPage(page: EmployerPage): PageDefinition {
  return definePage({
    ...page,
    prepare: loadEmployerMessages,
    beforeLoad: (ctx, rc) => guardEmployer(ctx, rc, { guarded: false }),
  });
}
