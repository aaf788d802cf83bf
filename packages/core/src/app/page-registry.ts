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
 * The employer area's signed-in screens, one chunk: with a chunk per screen the bundler split the
 * public pages' shared chunk in two, which grew their first load (measured with `budgets`).
 */
const employerArea = () => import('./routes/employer/area');
type EmployerAreaScreen = keyof Awaited<ReturnType<typeof employerArea>>;
function employerAreaPage(screen: EmployerAreaScreen): PageEntry {
  return {
    source: 'src/app/routes/employer/area.ts',
    load: () => employerArea().then((m) => m[screen]),
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
  profile: page('profile/profile.tsx', () => import('./routes/profile/profile')),
  profileSkillsAdd: page('profile/skill-form.tsx', () => import('./routes/profile/skill-form')),
  profileSkillsEdit: page('profile/skill-form.tsx', () => import('./routes/profile/skill-form')),
  profilePrivacy: page('profile/privacy.tsx', () => import('./routes/profile/privacy')),
  privacy: page('privacy.tsx', () => import('./routes/privacy')),
  myApplications: page('my-applications.tsx', () => import('./routes/my-applications')),
  myAlerts: page('my-alerts.tsx', () => import('./routes/my-alerts')),
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
