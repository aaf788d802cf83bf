import type { FastifyPluginAsync } from 'fastify';
import { clearOfferCountCache } from '../../../repositories/offers.js';
import { createPaymentProvider, TestPaymentProvider } from '../../../services/payments/index.js';
import account from './account.js';
import applicationNotes from './application-notes.js';
import applications from './applications.js';
import companies from './companies.js';
import offerStats from './offer-stats.js';
import offers from './offers.js';
import publishing from './publishing.js';
import team from './team.js';
import testCheckout from './test-checkout.js';

/**
 * The employer area (docs/employers.md): account, companies, offers, publishing and checkout,
 * applications (their notes, rating and CSV export), offers' statistics, the team and its invitations. Every call is scoped to the signed-in employer's team; another team's ids read
 * as 404. Guards run as preValidation hooks so that a signed-out caller gets its 401 (and a
 * candidate its 403) before any 422 about the body.
 */
const employer: FastifyPluginAsync = async (app) => {
  const payments = createPaymentProvider(app.env);
  // An employer's change (publish, unpublish, an edited offer or company) shows in the public
  // totals at once, not after the 60 s their cache keeps large counts.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) clearOfferCountCache(app.db);
  });
  await app.register(account);
  await app.register(companies);
  await app.register(offers);
  await app.register(publishing, { payments });
  await app.register(applications);
  await app.register(applicationNotes);
  await app.register(offerStats);
  await app.register(team);
  if (payments instanceof TestPaymentProvider) await app.register(testCheckout, { payments });
};

export default employer;
