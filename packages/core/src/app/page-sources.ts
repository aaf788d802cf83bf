import type { RouteName } from '../config/routes';

/**
 * The source of each route's page module as Vite's manifest names it (page-registry.ts holds
 * how the browser loads it). The server adds a modulepreload of the matched page's chunks to the
 * HTML, so the browser fetches them beside the entry instead of after it ran. Only the server and
 * the tests import this: the browser's bundle does not carry the file names
 * (tests/e2e/bundle.test.ts checks every source is in the manifest; page-registry.test.ts that
 * each is the module its page is loaded from).
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
  profilePrivacy: 'src/app/routes/profile/privacy.tsx',
  privacy: 'src/app/routes/privacy.tsx',
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
  employerPrivacy: 'src/app/routes/employer/area.ts',
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
