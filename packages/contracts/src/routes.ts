import type { PermissionName } from './users.js';

/**
 * THE bilingual route table. Every screen is a named route with its English and French pattern (react-router syntax, optional segments with `?`). Links,
 * redirects, the language switcher, hreflang alternates and the sitemap are all derived from
 * it: no path is written by hand anywhere else.
 *
 * It is a contract between the two sides: the React site routes by it, and the server writes its
 * URLs into e-mails and sitemaps. Plain data and functions, no zod and no React, so the browser
 * imports it (`@jobboard/contracts/routes`) without the schemas, and the server without React.
 * Which route a path is (react-router's ranking) is the site's business: core's lib/match-route.ts.
 */
export const LANGS = ['fr', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export type Layout = 'default' | 'guest' | 'employer';
/** The two kinds of session: a candidate's (the board's) and an employer's (the ATS's). */
export type Guard = 'candidate' | 'employer';

/**
 * A route's access rules are here and nowhere else: the router's loader (app/guard.ts) enforces
 * them on the server and in the browser before a page loads its data, so a page module has no
 * access duty of its own.
 */
export interface RouteDef {
  en: string;
  fr: string;
  layout: Layout;
  /**
   * The screen: its module in the site, a file of packages/core/src/app/routes/ without the
   * extension, whose default export is the page (`definePage`). Its folder is its chunk and must
   * match `guard`: `candidate/` the candidate's signed-in screens, `employer/` the employer area
   * (one chunk), anywhere else a public page. The server does not read it.
   */
  page: string;
  /**
   * Only for a visitor signed in on that side. Anyone else (a guest, or a session of the other
   * side) goes to that side's sign-in page, which brings them back (`?redirect=`).
   */
  guard?: Guard;
  /** With guard `employer`: the permissions the page needs, all of them; one missing is a 403. */
  permissions?: readonly PermissionName[];
  /**
   * A sign-in-like page of that side: a visitor already signed in there goes on, to `?redirect=`
   * (through the one safe-redirect function) or to that side's first page.
   */
  guestOf?: Guard;
  /** Listed in sitemap.xml (static listing pages only; offers are added by the server). */
  sitemap?: boolean;
  /** Search engines should not index it (forms, token pages, private areas). */
  noindex?: boolean;
  /**
   * The same page for every visitor, signed in or not: the server renders it without the
   * session and a signed-in visitor gets the anonymous visitors' cached copy. What is the
   * visitor's own there (the header's account menu, « Vous avez postulé » on an offer) the
   * browser asks for after hydration, so a page marked so reads no session while it renders.
   */
  shared?: boolean;
}

const both = (path: string) => ({ en: `/en${path}`, fr: `/fr${path}` });

export const routes = {
  // Public and candidate (docs/candidates.md)
  home: { en: '/en', fr: '/fr', layout: 'default', page: 'home', sitemap: true, shared: true },
  findJob: {
    en: '/en/find-a-job',
    fr: '/fr/trouver-un-emploi',
    layout: 'default',
    page: 'find-job',
    shared: true,
    sitemap: true,
  },
  jobs: { en: '/en/jobs', fr: '/fr/emplois', layout: 'default', page: 'find-job', shared: true },
  companiesHiring: {
    en: '/en/companies-hiring',
    fr: '/fr/entreprises-qui-embauchent',
    layout: 'default',
    page: 'companies-hiring',
    shared: true,
    sitemap: true,
  },
  login: {
    en: '/en/login',
    fr: '/fr/connexion',
    layout: 'guest',
    page: 'auth/login',
    guestOf: 'candidate',
    noindex: true,
  },
  register: {
    en: '/en/register',
    fr: '/fr/inscription',
    layout: 'guest',
    page: 'auth/register',
    guestOf: 'candidate',
    noindex: true,
  },
  forgotPassword: {
    en: '/en/forgot-password',
    fr: '/fr/mot-de-passe-oublie',
    layout: 'guest',
    page: 'auth/forgot-password',
    noindex: true,
  },
  profile: {
    ...both('/profile'),
    layout: 'default',
    page: 'candidate/profile',
    guard: 'candidate',
    noindex: true,
  },
  profileSkillsAdd: {
    ...both('/profile/skills/add'),
    layout: 'default',
    page: 'candidate/skill-form',
    guard: 'candidate',
    noindex: true,
  },
  profileSkillsEdit: {
    ...both('/profile/skills/edit/:id?'),
    layout: 'default',
    page: 'candidate/skill-form',
    guard: 'candidate',
    noindex: true,
  },
  // The candidate's privacy centre: download the data, delete the account (docs/privacy.md).
  profilePrivacy: {
    en: '/en/profile/privacy',
    fr: '/fr/profile/confidentialite',
    layout: 'default',
    page: 'candidate/privacy',
    guard: 'candidate',
    noindex: true,
  },
  // The board's privacy page: person in charge, what is kept and how long, cookie settings.
  privacy: {
    en: '/en/privacy',
    fr: '/fr/confidentialite',
    layout: 'default',
    page: 'privacy',
    sitemap: true,
  },
  // The candidate's applications and where each stands.
  myApplications: {
    en: '/en/my-applications',
    fr: '/fr/mes-candidatures',
    layout: 'default',
    page: 'candidate/my-applications',
    guard: 'candidate',
    noindex: true,
  },
  // The candidate's job alerts: list, frequency, delete.
  myAlerts: {
    en: '/en/my-alerts',
    fr: '/fr/mes-alertes',
    layout: 'default',
    page: 'candidate/my-alerts',
    guard: 'candidate',
    noindex: true,
  },
  // Saved jobs: the browser's list for a visitor, the account's once signed in (a public page).
  savedJobs: {
    en: '/en/saved-jobs',
    fr: '/fr/emplois-sauvegardes',
    layout: 'default',
    page: 'saved-jobs',
    noindex: true,
  },
  jobCategory: {
    en: '/en/job/:category?',
    fr: '/fr/emploi/:category?',
    layout: 'default',
    page: 'find-job',
    shared: true,
  },
  jobCategorySpecialization: {
    en: '/en/job/:category/:specialization',
    fr: '/fr/emploi/:category/:specialization',
    layout: 'default',
    page: 'find-job',
    shared: true,
  },
  jobCategorySpecializationCity: {
    en: '/en/job/:category/:specialization/:city',
    fr: '/fr/emploi/:category/:specialization/:city',
    layout: 'default',
    page: 'find-job',
    shared: true,
  },
  categoryPage: {
    en: '/en/category/:type/:slug',
    fr: '/fr/categorie/:type/:slug',
    layout: 'default',
    page: 'category',
    shared: true,
  },
  offerBySlug: {
    en: '/en/offer/:slug',
    fr: '/fr/offre/:slug',
    layout: 'default',
    page: 'offer',
    shared: true,
  },
  offer: {
    en: '/en/offer/:slug/:id',
    fr: '/fr/offre/:slug/:id',
    layout: 'default',
    page: 'offer',
    shared: true,
  },
  apply: {
    en: '/en/offer/:slug/:id/apply',
    fr: '/fr/offre/:slug/:id/application',
    layout: 'default',
    page: 'apply',
    noindex: true,
  },
  company: {
    en: '/en/company/:slug/:id',
    fr: '/fr/entreprise/:slug/:id',
    layout: 'default',
    page: 'company',
    shared: true,
  },
  companyOffers: {
    en: '/en/company/:slug/:id/jobs',
    fr: '/fr/entreprise/:slug/:id/emplois',
    layout: 'default',
    page: 'company',
    shared: true,
  },
  // Token pages (links in e-mails): the same slug in both languages.
  emailConfirmation: {
    ...both('/email-confirmation/:selector?/:token?'),
    layout: 'guest',
    page: 'auth/email-confirmation',
    noindex: true,
  },
  resetPassword: {
    ...both('/reset-password/:selector?/:token?'),
    layout: 'guest',
    page: 'auth/reset-password',
    noindex: true,
  },
  newsletterConfirmation: {
    ...both('/news-letter-confirmation/:email?/:token?'),
    layout: 'guest',
    page: 'newsletter-token',
    noindex: true,
  },
  newsletterUnsubscribe: {
    ...both('/jobboard_news_letter/unsubscribe/:email?/:token?'),
    layout: 'guest',
    page: 'newsletter-token',
    noindex: true,
  },
  // Job alert links (docs/mail.md): a visitor's double opt-in, and the one-click unsubscribe (its
  // page on GET, RFC 8058's POST on the same URL).
  alertConfirmation: {
    en: '/en/job-alerts/confirm/:token?',
    fr: '/fr/alertes-emploi/confirmation/:token?',
    layout: 'guest',
    page: 'alert-token',
    noindex: true,
  },
  alertUnsubscribe: {
    en: '/en/job-alerts/unsubscribe/:token?',
    fr: '/fr/alertes-emploi/desabonnement/:token?',
    layout: 'guest',
    page: 'alert-token',
    noindex: true,
  },
  // The weekly « Offres pour vous » mail's unsubscribe link: the same page and one-click POST.
  forYouUnsubscribe: {
    en: '/en/jobs-for-you/unsubscribe/:token?',
    fr: '/fr/offres-pour-vous/desabonnement/:token?',
    layout: 'guest',
    page: 'alert-token',
    noindex: true,
  },

  // Employer (docs/employers.md).
  employerLogin: {
    en: '/en/employer/login',
    fr: '/fr/employeur/connexion',
    layout: 'guest',
    page: 'auth/employer-login',
    guestOf: 'employer',
    noindex: true,
  },
  employerRegister: {
    en: '/en/employer/register',
    fr: '/fr/employeur/inscription',
    layout: 'guest',
    page: 'auth/employer-register',
    guestOf: 'employer',
    noindex: true,
  },
  employerForgotPassword: {
    en: '/en/employer/forgot-password',
    fr: '/fr/employeur/mot-de-passe-oublie',
    layout: 'guest',
    page: 'auth/employer-forgot-password',
    guestOf: 'employer',
    noindex: true,
  },
  employerProfile: {
    ...both('/employer/profile'),
    layout: 'employer',
    page: 'employer/profile',
    guard: 'employer',
    noindex: true,
  },
  // The team's members and invitations: its manager only (every permission, contracts team.ts).
  employerTeam: {
    en: '/en/employer/team',
    fr: '/fr/employeur/equipe',
    layout: 'employer',
    page: 'employer/team',
    guard: 'employer',
    permissions: ['manage_companies', 'manage_offers', 'manage_candidates'],
    noindex: true,
  },
  // The mailed invitation's link (a token page): create an account, or join signed in.
  employerTeamInvitation: {
    en: '/en/employer/invitation/:token',
    fr: '/fr/employeur/invitation/:token',
    layout: 'guest',
    page: 'auth/team-invitation',
    noindex: true,
  },
  // The employer user's privacy centre: download the data, delete the account.
  employerPrivacy: {
    ...both('/employer/privacy'),
    layout: 'employer',
    page: 'employer/privacy',
    guard: 'employer',
    noindex: true,
  },
  employerCompanies: {
    ...both('/employer/companies'),
    layout: 'employer',
    page: 'employer/companies',
    guard: 'employer',
    permissions: ['manage_companies'],
    noindex: true,
  },
  employerCompanyEdit: {
    ...both('/employer/companies/:id/edit'),
    layout: 'employer',
    page: 'employer/edit-company',
    guard: 'employer',
    permissions: ['manage_companies'],
    noindex: true,
  },
  employerCreateCompany: {
    ...both('/employer/create-company'),
    layout: 'employer',
    page: 'employer/create-company',
    guard: 'employer',
    permissions: ['manage_companies'],
    noindex: true,
  },
  employerCreateOffer: {
    en: '/en/employer/create-offer',
    fr: '/fr/employeur/creer-une-offre',
    layout: 'employer',
    page: 'employer/create-offer',
    guard: 'employer',
    permissions: ['manage_offers'],
    noindex: true,
  },
  employerMyOffers: {
    en: '/en/employer/my-offers',
    fr: '/fr/employeur/mes-offres',
    layout: 'employer',
    page: 'employer/my-offers',
    guard: 'employer',
    permissions: ['manage_offers'],
    noindex: true,
  },
  employerRecruitment: {
    ...both('/employer/recruitment'),
    layout: 'employer',
    page: 'employer/services',
    guard: 'employer',
    noindex: true,
  },
  employerStaffing: {
    ...both('/employer/staffing'),
    layout: 'employer',
    page: 'employer/services',
    guard: 'employer',
    noindex: true,
  },
  employerOfferApplications: {
    ...both('/employer/offer/:id/applications'),
    layout: 'employer',
    page: 'employer/applications',
    guard: 'employer',
    permissions: ['manage_candidates'],
    noindex: true,
  },
  employerOfferEdit: {
    ...both('/employer/offer/:id/edit'),
    layout: 'employer',
    page: 'employer/edit-offer',
    guard: 'employer',
    permissions: ['manage_offers'],
    noindex: true,
  },
  // The offer as candidates will see it, before it is published (or after).
  employerOfferPreview: {
    ...both('/employer/offer/:id/preview'),
    layout: 'employer',
    page: 'employer/preview',
    guard: 'employer',
    permissions: ['manage_offers'],
    noindex: true,
  },
  // Publishing an offer buys it for one of the companies: it needs both permissions.
  employerOfferPublish: {
    ...both('/employer/offer/:id/publish'),
    layout: 'employer',
    page: 'employer/publish',
    guard: 'employer',
    permissions: ['manage_offers', 'manage_companies'],
    noindex: true,
  },
  employerOfferPublishCancel: {
    ...both('/employer/offer/:id/publish/cancel'),
    layout: 'employer',
    page: 'employer/publish-result',
    guard: 'employer',
    permissions: ['manage_offers', 'manage_companies'],
    noindex: true,
  },
  employerOfferPublishSuccess: {
    ...both('/employer/offer/:id/publish/success'),
    layout: 'employer',
    page: 'employer/publish-result',
    guard: 'employer',
    permissions: ['manage_offers', 'manage_companies'],
    noindex: true,
  },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export const ROUTE_NAMES = Object.keys(routes) as RouteName[];

type Segment<S extends string> = S extends `:${infer P}?`
  ? { [K in P]?: string | number }
  : S extends `:${infer P}`
    ? { [K in P]: string | number }
    : unknown;
type Segments<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? Segment<Head> & Segments<Tail>
  : Segment<P>;
/** The params a route takes, derived from its English pattern (both patterns share them). */
export type RouteParams<N extends RouteName> =
  Segments<(typeof routes)[N]['en']> extends infer T ? { [K in keyof T]: T[K] } : never;

export type Query =
  | Record<string, string | number | ReadonlyArray<string | number> | null | undefined>
  | URLSearchParams;

export function isLang(value: unknown): value is Lang {
  return value === 'fr' || value === 'en';
}

export function otherLang(lang: Lang): Lang {
  return lang === 'fr' ? 'en' : 'fr';
}

export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  if (query instanceof URLSearchParams) {
    query.forEach((v, k) => search.append(k, v));
  } else {
    for (const [key, value] of Object.entries(query)) {
      if (value === null || value === undefined || value === '') continue;
      if (Array.isArray(value)) {
        if (value.length) search.set(key, value.join(','));
      } else search.set(key, String(value));
    }
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

/** Fills a pattern; optional segments without a value end the path. Values are URL-encoded. */
export function fillPattern(pattern: string, params: Record<string, unknown> = {}): string {
  const out: string[] = [];
  for (const seg of pattern.split('/').slice(1)) {
    if (!seg.startsWith(':')) {
      out.push(seg);
      continue;
    }
    const optional = seg.endsWith('?');
    const key = seg.slice(1, optional ? -1 : undefined);
    const value = params[key];
    if (value === undefined || value === null || value === '') {
      if (optional) break;
      throw new Error(`Missing route param "${key}" for ${pattern}`);
    }
    out.push(encodeURIComponent(String(value)));
  }
  return `/${out.join('/')}`;
}

/** The path of a named route in a language, with its params and an optional query. */
export function pathTo<N extends RouteName>(
  name: N,
  lang: Lang,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "no required params"
  ...[params, query]: {} extends RouteParams<N>
    ? [params?: RouteParams<N>, query?: Query]
    : [params: RouteParams<N>, query?: Query]
): string {
  const def: RouteDef = routes[name];
  return fillPattern(def[lang], params as Record<string, unknown> | undefined) + queryString(query);
}

/** Untyped variant for generic code (sitemaps, alternates) that holds a name as a string. */
export function pathToUnsafe(
  name: RouteName,
  lang: Lang,
  params: Record<string, unknown> = {},
  query?: Query,
): string {
  const def: RouteDef = routes[name];
  return fillPattern(def[lang], params) + queryString(query);
}

/** The language a path is in by its prefix, or null (the root, unknown prefixes). */
export function langOfPath(pathname: string): Lang | null {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : null;
}

/**
 * A pattern as a test of a whole path, the way the site's router reads it: a parameter is one
 * segment, an optional one may be left out, case does not matter, a trailing slash is allowed.
 */
function patternTest(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .slice(1)
    .map((seg) => {
      if (!seg.startsWith(':')) return `/${seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return seg.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    });
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

const patternTests = (shared: boolean) =>
  ROUTE_NAMES.filter((name) => !!(routes[name] as RouteDef).shared === shared).flatMap((name) =>
    LANGS.map((lang) => patternTest(routes[name][lang])),
  );
const sharedPageTests = patternTests(true);
const otherPageTests = patternTests(false);

/**
 * Whether a path is a page the table marks `shared` (the same for every visitor), and no other
 * route's pattern could claim it: where two patterns could, it is not (the server then renders
 * it as the visitor, as it does any other page).
 */
export function isSharedPagePath(pathname: string): boolean {
  return (
    sharedPageTests.some((test) => test.test(pathname)) &&
    !otherPageTests.some((test) => test.test(pathname))
  );
}

/** Routes listed in every sitemap (both languages are added by the caller). */
export const sitemapRoutes: RouteName[] = ROUTE_NAMES.filter(
  (n) => (routes[n] as RouteDef).sitemap,
);

/**
 * The path prefixes robots.txt keeps crawlers away from: every route the table marks noindex
 * (private areas, forms, token pages), in both languages. A parameter inside a path becomes `*`
 * (robots.txt wildcard); the path stops at an optional one; a prefix already covered by a
 * shorter one is left out.
 */
export function crawlerDisallowedPaths(): string[] {
  const prefixes = new Set<string>();
  for (const name of ROUTE_NAMES) {
    const def: RouteDef = routes[name];
    if (!def.noindex) continue;
    for (const lang of LANGS) {
      const kept: string[] = [];
      for (const seg of def[lang].split('/').slice(1)) {
        if (seg.startsWith(':') && seg.endsWith('?')) break;
        kept.push(seg.startsWith(':') ? '*' : seg);
      }
      while (kept.at(-1) === '*') kept.pop();
      prefixes.add(`/${kept.join('/')}`);
    }
  }
  const sorted = [...prefixes].sort();
  return sorted.filter(
    (path) => !sorted.some((other) => other !== path && path.startsWith(`${other}/`)),
  );
}
