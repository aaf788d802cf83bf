import type { SsoTokens } from '@jobboard/contracts';
import { data, redirect } from 'react-router-dom';
import { pathTo, routes, type RouteDef } from '@jobboard/contracts/routes';
import {
  atsHomeUrl,
  atsSsoUrl,
  EMPLOYER_ME_KEY,
  employerHomeRoute,
  hasPermissions,
  SSO_TOKENS_PATH,
  ssoTokensOf,
  type EmployerMeResponse,
} from '../lib/employer-guard';
import { getMeKey, hasSessionHint, type MeResponse } from '../lib/get-me';
import { safeRedirect } from '../lib/safe-redirect';
import { SESSION_HINT_COOKIES } from '../config/constants';
import type { PageContext, RouterContext } from './page';

/**
 * The access rules of the route table (`guard`, `permissions`, `guestOf`), enforced by the
 * router's loader before a page loads its data, on the server and in the browser alike:
 *
 * - a brand that sends employers to the ATS (behaviour.redirectEmployersToAts, and only where
 *   ATS_URL is set) does so from every page of the employer side (a mail's link to an
 *   application included): an employer with a session through the single sign-on link (signed
 *   in there), anyone else to the ATS's home;
 * - a guarded page needs a session of its side, else that side's sign-in page with the way back
 *   (`?redirect=`); a candidate's session is not an employer's, nor the other way round;
 * - an employer page needs all its permissions, else 403;
 * - a sign-in-like page sends a visitor signed in on its side on, to `?redirect=` through the one
 *   safe-redirect function, else to that side's first page.
 *
 * The candidate's session is loaded on every page (the header shows it); the employer's only on
 * the employer side's pages.
 */
export async function enforceRouteAccess(ctx: PageContext, rc: RouterContext): Promise<void> {
  const def: RouteDef = routes[ctx.name];
  const { lang, url } = ctx;
  const back = url.pathname + url.search;
  const me = await rc.data.load<MeResponse>(getMeKey(rc.brand.board), { nullOnError: true });
  const user = me.data?.data;
  const candidate = user && user.guard !== 'ats' ? user : null;
  if (def.guard === 'candidate' && !candidate)
    throw redirect(pathTo('login', lang, {}, { redirect: back }));
  if (def.guestOf === 'candidate' && candidate)
    throw redirect(safeRedirect(url.search, pathTo('profile', lang)));
  if (def.guard !== 'employer' && def.guestOf !== 'employer') return;

  const { manifest, atsUrl } = rc.brand;
  if (manifest.behaviour.redirectEmployersToAts && atsUrl) {
    // Single-use tokens: asked each time, never kept; in the browser only with an employer's
    // session (its hint cookie), on the server the render knows (a 401 without its cookie).
    const ask =
      typeof document === 'undefined' || hasSessionHint(document.cookie, SESSION_HINT_COOKIES.ats);
    const sso = ask
      ? await rc.data.load<SsoTokens>(SSO_TOKENS_PATH, { nullOnError: true, once: true })
      : null;
    const tokens = ssoTokensOf(sso?.data);
    throw redirect(tokens ? atsSsoUrl(atsUrl, tokens, lang) : atsHomeUrl(atsUrl, lang));
  }
  const session = await rc.data.load<EmployerMeResponse>(EMPLOYER_ME_KEY, { nullOnError: true });
  const account = session.data?.data;
  const employer = account?.guard === 'ats' ? account : null;
  if (def.guard === 'employer') {
    if (!employer) throw redirect(pathTo('employerLogin', lang, {}, { redirect: back }));
    if (!hasPermissions(employer, def.permissions ?? [])) throw data(null, { status: 403 });
  } else if (employer) {
    throw redirect(safeRedirect(url.search, pathTo(employerHomeRoute(employer), lang)));
  }
}
