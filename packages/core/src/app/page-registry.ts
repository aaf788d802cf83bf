import type { RouteName } from '../config/routes';
import type { PageDefinition } from './page';

/**
 * Where a route's page is: its lazy module (each screen its own chunk) and that module's source
 * as Vite's manifest names it. The server adds a modulepreload of the matched page's chunks to
 * the HTML, so the browser fetches them beside the entry instead of after it ran
 * (tests/e2e/bundle.test.ts checks every source is in the manifest; page-registry.test.ts that
 * each source is the module loaded).
 */
export interface PageEntry {
  source: string;
  load: () => Promise<PageDefinition>;
}

/** A route module under app/routes/ (`file` with its extension) whose default is the page. */
function page(file: string, load: () => Promise<{ default: PageDefinition }>): PageEntry {
  return { source: `src/app/routes/${file}`, load: () => load().then((m) => m.default) };
}

/**
 * The signed-in screens (the candidate's account, the employer area) are reached through
 * private-pages.ts, a chunk of its own: their imports, with the list of files each preloads, are
 * not part of every public page's first load. A first visit to one of them fetches that small
 * chunk before the screen's (a link's prefetch on hover or focus does both).
 */
const privatePages = () => import('./private-pages');
type PrivatePage = keyof Awaited<ReturnType<typeof privatePages>>['privatePages'];
function privatePage(file: string, key: PrivatePage): PageEntry {
  return {
    source: `src/app/routes/${file}`,
    load: () => privatePages().then((m) => m.privatePages[key]()),
  };
}
type EmployerAreaScreen = Parameters<
  Awaited<ReturnType<typeof privatePages>>['employerAreaScreen']
>[0];
function employerAreaPage(screen: EmployerAreaScreen): PageEntry {
  return {
    source: 'src/app/routes/employer/area.ts',
    load: () => privatePages().then((m) => m.employerAreaScreen(screen)),
  };
}

/**
 * THE route-to-page map: every route of the table (config/routes.ts) names the module of its
 * page here; who may open it is the table's `guard`, which the router enforces.
 */
export const pages: Record<RouteName, PageEntry> = {
  home: page('home.tsx', () => import('./routes/home')),
  findJob: page('find-job.tsx', () => import('./routes/find-job')),
  jobs: page('find-job.tsx', () => import('./routes/find-job')),
  jobCategory: page('find-job.tsx', () => import('./routes/find-job')),
  jobCategorySpecialization: page('find-job.tsx', () => import('./routes/find-job')),
  jobCategorySpecializationCity: page('find-job.tsx', () => import('./routes/find-job')),
  categoryPage: page('category.tsx', () => import('./routes/category')),
  companiesHiring: page('companies-hiring.tsx', () => import('./routes/companies-hiring')),
  login: page('auth/login.tsx', () => import('./routes/auth/login')),
  register: page('auth/register.tsx', () => import('./routes/auth/register')),
  forgotPassword: page('auth/forgot-password.tsx', () => import('./routes/auth/forgot-password')),
  resetPassword: page('auth/reset-password.tsx', () => import('./routes/auth/reset-password')),
  emailConfirmation: page(
    'auth/email-confirmation.tsx',
    () => import('./routes/auth/email-confirmation'),
  ),
  newsletterConfirmation: page('newsletter-token.tsx', () => import('./routes/newsletter-token')),
  newsletterUnsubscribe: page('newsletter-token.tsx', () => import('./routes/newsletter-token')),
  profile: privatePage('profile/profile.tsx', 'profile'),
  profileSkillsAdd: privatePage('profile/skill-form.tsx', 'skillForm'),
  profileSkillsEdit: privatePage('profile/skill-form.tsx', 'skillForm'),
  profilePrivacy: privatePage('profile/privacy.tsx', 'profilePrivacy'),
  privacy: page('privacy.tsx', () => import('./routes/privacy')),
  myApplications: privatePage('my-applications.tsx', 'myApplications'),
  myAlerts: privatePage('my-alerts.tsx', 'myAlerts'),
  alertConfirmation: page('alert-token.tsx', () => import('./routes/alert-token')),
  alertUnsubscribe: page('alert-token.tsx', () => import('./routes/alert-token')),
  offerBySlug: page('offer.tsx', () => import('./routes/offer')),
  offer: page('offer.tsx', () => import('./routes/offer')),
  apply: page('apply.tsx', () => import('./routes/apply')),
  company: page('company.tsx', () => import('./routes/company')),
  companyOffers: page('company.tsx', () => import('./routes/company')),
  // Employer screens: the login-like pages apart, the signed-in area as one chunk.
  employerLogin: page('employer/login.tsx', () => import('./routes/employer/login')),
  employerRegister: page('employer/register.tsx', () => import('./routes/employer/register')),
  employerForgotPassword: page(
    'employer/forgot-password.tsx',
    () => import('./routes/employer/forgot-password'),
  ),
  employerProfile: employerAreaPage('profile'),
  employerPrivacy: employerAreaPage('privacy'),
  employerCompanies: employerAreaPage('companies'),
  employerCompanyEdit: employerAreaPage('editCompany'),
  employerCreateCompany: employerAreaPage('createCompany'),
  employerCreateOffer: employerAreaPage('createOffer'),
  employerMyOffers: employerAreaPage('myOffers'),
  employerRecruitment: employerAreaPage('services'),
  employerStaffing: employerAreaPage('services'),
  employerOfferApplications: employerAreaPage('applications'),
  employerOfferEdit: employerAreaPage('editOffer'),
  employerOfferPublish: employerAreaPage('publish'),
  employerOfferPublishCancel: employerAreaPage('publishResult'),
  employerOfferPublishSuccess: employerAreaPage('publishResult'),
};

const loadedPages = new Map<RouteName, PageDefinition>();

export async function loadPage(name: RouteName): Promise<PageDefinition> {
  const known = loadedPages.get(name);
  if (known) return known;
  const loaded = await pages[name].load();
  loadedPages.set(name, loaded);
  return loaded;
}
export function getLoadedPage(name: RouteName): PageDefinition | undefined {
  return loadedPages.get(name);
}
