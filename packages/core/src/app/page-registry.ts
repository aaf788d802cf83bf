import type { RouteName } from '../config/routes';
import type { PageDefinition } from './page';

type PageModule = { default: PageDefinition };

/**
 * The employer area's signed-in screens, one chunk: with a chunk per screen the bundler split the
 * public pages' shared chunk in two, which grew their first load (measured with `budgets`).
 */
const employerArea = () => import('./routes/employer/area');

/** Each screen is its own chunk (thin route files under app/routes/). */
export const pageModules: Record<RouteName, () => Promise<PageModule>> = {
  home: () => import('./routes/home'),
  findJob: () => import('./routes/find-job'),
  jobs: () => import('./routes/find-job'),
  jobCategory: () => import('./routes/find-job'),
  jobCategorySpecialization: () => import('./routes/find-job'),
  jobCategorySpecializationCity: () => import('./routes/find-job'),
  categoryPage: () => import('./routes/category'),
  companiesHiring: () => import('./routes/companies-hiring'),
  login: () => import('./routes/auth/login'),
  register: () => import('./routes/auth/register'),
  forgotPassword: () => import('./routes/auth/forgot-password'),
  resetPassword: () => import('./routes/auth/reset-password'),
  emailConfirmation: () => import('./routes/auth/email-confirmation'),
  newsletterConfirmation: () => import('./routes/newsletter-token'),
  newsletterUnsubscribe: () => import('./routes/newsletter-token'),
  profile: () => import('./routes/profile/profile'),
  profileSkillsAdd: () => import('./routes/profile/skill-form'),
  profileSkillsEdit: () => import('./routes/profile/skill-form'),
  myApplications: () => import('./routes/my-applications'),
  myAlerts: () => import('./routes/my-alerts'),
  alertConfirmation: () => import('./routes/alert-token'),
  alertUnsubscribe: () => import('./routes/alert-token'),
  offerBySlug: () => import('./routes/offer'),
  offer: () => import('./routes/offer'),
  apply: () => import('./routes/apply'),
  company: () => import('./routes/company'),
  companyOffers: () => import('./routes/company'),
  // Employer screens: the login-like pages apart, the signed-in area as one chunk.
  employerLogin: () => import('./routes/employer/login'),
  employerRegister: () => import('./routes/employer/register'),
  employerForgotPassword: () => import('./routes/employer/forgot-password'),
  employerProfile: () => employerArea().then((m) => ({ default: m.profile })),
  employerCompanies: () => employerArea().then((m) => ({ default: m.companies })),
  employerCompanyEdit: () => employerArea().then((m) => ({ default: m.editCompany })),
  employerCreateCompany: () => employerArea().then((m) => ({ default: m.createCompany })),
  employerCreateOffer: () => employerArea().then((m) => ({ default: m.createOffer })),
  employerMyOffers: () => employerArea().then((m) => ({ default: m.myOffers })),
  employerRecruitment: () => employerArea().then((m) => ({ default: m.services })),
  employerStaffing: () => employerArea().then((m) => ({ default: m.services })),
  employerOfferApplications: () => employerArea().then((m) => ({ default: m.applications })),
  employerOfferEdit: () => employerArea().then((m) => ({ default: m.editOffer })),
  employerOfferPublish: () => employerArea().then((m) => ({ default: m.publish })),
  employerOfferPublishCancel: () => employerArea().then((m) => ({ default: m.publishResult })),
  employerOfferPublishSuccess: () => employerArea().then((m) => ({ default: m.publishResult })),
};

/**
 * The source of each page's chunk as Vite's manifest names it (the keys of pageModules' imports):
 * the server adds a modulepreload of the matched page's chunks to the HTML, so the browser
 * fetches them beside the entry instead of after it ran (bundle.test.ts checks every one is in
 * the manifest).
 */
export const pageSources: Record<RouteName, string> = {
  home: 'src/app/routes/home.tsx',
  findJob: 'src/app/routes/find-job.tsx',
  jobs: 'src/app/routes/find-job.tsx',
  jobCategory: 'src/app/routes/find-job.tsx',
  jobCategorySpecialization: 'src/app/routes/find-job.tsx',
  jobCategorySpecializationCity: 'src/app/routes/find-job.tsx',
  categoryPage: 'src/app/routes/category.tsx',
  companiesHiring: 'src/app/routes/companies-hiring.tsx',
  login: 'src/app/routes/auth/login.tsx',
  register: 'src/app/routes/auth/register.tsx',
  forgotPassword: 'src/app/routes/auth/forgot-password.tsx',
  resetPassword: 'src/app/routes/auth/reset-password.tsx',
  emailConfirmation: 'src/app/routes/auth/email-confirmation.tsx',
  newsletterConfirmation: 'src/app/routes/newsletter-token.tsx',
  newsletterUnsubscribe: 'src/app/routes/newsletter-token.tsx',
  profile: 'src/app/routes/profile/profile.tsx',
  profileSkillsAdd: 'src/app/routes/profile/skill-form.tsx',
  profileSkillsEdit: 'src/app/routes/profile/skill-form.tsx',
  myApplications: 'src/app/routes/my-applications.tsx',
  myAlerts: 'src/app/routes/my-alerts.tsx',
  alertConfirmation: 'src/app/routes/alert-token.tsx',
  alertUnsubscribe: 'src/app/routes/alert-token.tsx',
  offerBySlug: 'src/app/routes/offer.tsx',
  offer: 'src/app/routes/offer.tsx',
  apply: 'src/app/routes/apply.tsx',
  company: 'src/app/routes/company.tsx',
  companyOffers: 'src/app/routes/company.tsx',
  employerLogin: 'src/app/routes/employer/login.tsx',
  employerRegister: 'src/app/routes/employer/register.tsx',
  employerForgotPassword: 'src/app/routes/employer/forgot-password.tsx',
  employerProfile: 'src/app/routes/employer/area.ts',
  employerCompanies: 'src/app/routes/employer/area.ts',
  employerCompanyEdit: 'src/app/routes/employer/area.ts',
  employerCreateCompany: 'src/app/routes/employer/area.ts',
  employerCreateOffer: 'src/app/routes/employer/area.ts',
  employerMyOffers: 'src/app/routes/employer/area.ts',
  employerRecruitment: 'src/app/routes/employer/area.ts',
  employerStaffing: 'src/app/routes/employer/area.ts',
  employerOfferApplications: 'src/app/routes/employer/area.ts',
  employerOfferEdit: 'src/app/routes/employer/area.ts',
  employerOfferPublish: 'src/app/routes/employer/area.ts',
  employerOfferPublishCancel: 'src/app/routes/employer/area.ts',
  employerOfferPublishSuccess: 'src/app/routes/employer/area.ts',
};

const loadedPages = new Map<RouteName, PageDefinition>();

export async function loadPage(name: RouteName): Promise<PageDefinition> {
  const known = loadedPages.get(name);
  if (known) return known;
  const page = (await pageModules[name]()).default;
  loadedPages.set(name, page);
  return page;
}
export function getLoadedPage(name: RouteName): PageDefinition | undefined {
  return loadedPages.get(name);
}
