import type { RouteName } from '../config/routes';
import type { PageDefinition } from './page';

/**
 * Where a route's page is: its lazy module (each screen its own chunk). Its source as Vite's
 * manifest names it, which only the server needs, is in page-sources.ts.
 */
export interface PageEntry {
  load: () => Promise<PageDefinition>;
}

/** A route module under app/routes/ whose default is the page. */
function page(load: () => Promise<{ default: PageDefinition }>): PageEntry {
  return { load: () => load().then((m) => m.default) };
}

/**
 * The signed-in screens (the candidate's account, the employer area) are reached through
 * private-pages.ts, a chunk of its own: their imports, with the list of files each preloads, are
 * not part of every public page's first load. A first visit to one of them fetches that small
 * chunk before the screen's (a link's prefetch on hover or focus does both).
 */
const privatePages = () => import('./private-pages');
type PrivatePage = keyof Awaited<ReturnType<typeof privatePages>>['privatePages'];
function privatePage(key: PrivatePage): PageEntry {
  return { load: () => privatePages().then((m) => m.privatePages[key]()) };
}
type EmployerAreaScreen = Parameters<
  Awaited<ReturnType<typeof privatePages>>['employerAreaScreen']
>[0];
function employerAreaPage(screen: EmployerAreaScreen): PageEntry {
  return { load: () => privatePages().then((m) => m.employerAreaScreen(screen)) };
}

/**
 * THE route-to-page map: every route of the table (config/routes.ts) names the module of its
 * page here; who may open it is the table's `guard`, which the router enforces.
 */
export const pages: Record<RouteName, PageEntry> = {
  home: page(() => import('./routes/home')),
  findJob: page(() => import('./routes/find-job')),
  jobs: page(() => import('./routes/find-job')),
  jobCategory: page(() => import('./routes/find-job')),
  jobCategorySpecialization: page(() => import('./routes/find-job')),
  jobCategorySpecializationCity: page(() => import('./routes/find-job')),
  categoryPage: page(() => import('./routes/category')),
  companiesHiring: page(() => import('./routes/companies-hiring')),
  login: page(() => import('./routes/auth/login')),
  register: page(() => import('./routes/auth/register')),
  forgotPassword: page(() => import('./routes/auth/forgot-password')),
  resetPassword: page(() => import('./routes/auth/reset-password')),
  emailConfirmation: page(() => import('./routes/auth/email-confirmation')),
  newsletterConfirmation: page(() => import('./routes/newsletter-token')),
  newsletterUnsubscribe: page(() => import('./routes/newsletter-token')),
  profile: privatePage('profile'),
  profileSkillsAdd: privatePage('skillForm'),
  profileSkillsEdit: privatePage('skillForm'),
  profilePrivacy: privatePage('profilePrivacy'),
  privacy: page(() => import('./routes/privacy')),
  myApplications: privatePage('myApplications'),
  myAlerts: privatePage('myAlerts'),
  alertConfirmation: page(() => import('./routes/alert-token')),
  alertUnsubscribe: page(() => import('./routes/alert-token')),
  offerBySlug: page(() => import('./routes/offer')),
  offer: page(() => import('./routes/offer')),
  apply: page(() => import('./routes/apply')),
  company: page(() => import('./routes/company')),
  companyOffers: page(() => import('./routes/company')),
  // Employer screens: the login-like pages apart, the signed-in area as one chunk.
  employerLogin: page(() => import('./routes/employer/login')),
  employerRegister: page(() => import('./routes/employer/register')),
  employerForgotPassword: page(() => import('./routes/employer/forgot-password')),
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
