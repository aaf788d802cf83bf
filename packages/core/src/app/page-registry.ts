import type { RouteName } from '../config/routes';
import type { PageDefinition } from './page';

type PageModule = { default: PageDefinition };

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
  offerBySlug: () => import('./routes/offer'),
  offer: () => import('./routes/offer'),
  apply: () => import('./routes/apply'),
  company: () => import('./routes/company'),
  companyOffers: () => import('./routes/company'),
  // Employer screens (issue 5) replace this placeholder route by route.
  employerLogin: () => import('./routes/employer/placeholder'),
  employerRegister: () => import('./routes/employer/placeholder'),
  employerForgotPassword: () => import('./routes/employer/placeholder'),
  employerProfile: () => import('./routes/employer/placeholder'),
  employerCompanies: () => import('./routes/employer/placeholder'),
  employerCompanyEdit: () => import('./routes/employer/placeholder'),
  employerCreateCompany: () => import('./routes/employer/placeholder'),
  employerCreateOffer: () => import('./routes/employer/placeholder'),
  employerMyOffers: () => import('./routes/employer/placeholder'),
  employerRecruitment: () => import('./routes/employer/placeholder'),
  employerStaffing: () => import('./routes/employer/placeholder'),
  employerOfferApplications: () => import('./routes/employer/placeholder'),
  employerOfferEdit: () => import('./routes/employer/placeholder'),
  employerOfferPublish: () => import('./routes/employer/placeholder'),
  employerOfferPublishCancel: () => import('./routes/employer/placeholder'),
  employerOfferPublishSuccess: () => import('./routes/employer/placeholder'),
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
