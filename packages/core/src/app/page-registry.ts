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
  // Employer screens (issue 5): the login-like pages apart, the signed-in area as one chunk.
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
