import type { FastifyPluginAsync } from 'fastify';
import health from './api/health/index.js';
import alerts from './api/alerts/index.js';
import apply from './api/apply/index.js';
import auth from './api/auth/index.js';
import candidates from './api/candidates/index.js';
import companiesPublic from './api/companies-public/index.js';
import employer from './api/employer/index.js';
import newsletter from './api/newsletter/index.js';
import offers from './api/offers/index.js';
import offerReports from './api/offer-reports/index.js';
import offerEvents from './api/offer-stats/index.js';
import privacy from './api/privacy/index.js';
import reference from './api/reference/index.js';
import savedOffers from './api/saved-offers/index.js';
import alertUnsubscribe from './alert-unsubscribe.js';
import forYouUnsubscribe from './for-you-unsubscribe.js';
import consentForm from './consent-form.js';
import devAlerts from './dev-alerts.js';
import devCpuProfile from './dev-cpu-profile.js';
import devOutbox from './dev-outbox.js';

/**
 * Every API route module, registered under /api. Add a module: create
 * src/routes/api/<area>/index.ts exporting a FastifyPluginAsyncZod, import it here, and append
 * it to the list (see README.md in this folder).
 */
const modules = [
  health,
  reference,
  offers,
  offerReports,
  offerEvents,
  companiesPublic,
  newsletter,
  alerts,
  savedOffers,
  employer,
  auth,
  candidates,
  apply,
  privacy,
];

const routes: FastifyPluginAsync = async (app) => {
  for (const module of modules) await app.register(module, { prefix: '/api' });
  // RFC 8058's one-click POST, on the unsubscribe page's own URL (not under /api).
  await app.register(alertUnsubscribe);
  await app.register(forYouUnsubscribe);
  // The consent banner's form without JavaScript (url-encoded, answered by a redirect).
  await app.register(consentForm);
  // A page, not an API: development only (it registers nothing otherwise).
  await app.register(devOutbox);
  await app.register(devAlerts);
  await app.register(devCpuProfile);
};

export default routes;
