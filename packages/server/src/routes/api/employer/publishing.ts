import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sameSitePath } from '@jobboard/contracts/safe-redirect';
import {
  CheckoutInputSchema,
  CheckoutSessionSchema,
  CheckoutStatusResultSchema,
  CheckoutStatusInputSchema,
  ClientFieldsSchema,
  EmployerOfferSchema,
  IdParamSchema,
  dataOf,
  errorAnswers,
} from '@jobboard/contracts';
import type { BrandManifest } from '@jobboard/manifest';
import { normalizeHost } from '../../../brands/registry.js';
import { t } from '../../../i18n/messages.js';
import { HttpError, ValidationError, forbidden, notFound } from '../../../lib/http-errors.js';
import { requirePermission } from '../../../plugins/auth.js';
import { boardFromParams } from '../../../plugins/brand.js';
import { findCompanyRow, missingCompanyFields } from '../../../repositories/companies.js';
import { findOfferRow, getEmployerOffer } from '../../../repositories/employer-offers.js';
import {
  isPublishedOn,
  publishOfferOn,
  teamMayPublishOn,
  unpublishFromAllJobboards,
  type CheckoutRow,
} from '../../../repositories/publishing.js';
import {
  refreshCheckoutStatus,
  startSinglePostingCheckout,
} from '../../../services/payments/checkout.js';
import {
  singleJobPostingPrice,
  withSessionId,
  type PaymentProvider,
} from '../../../services/payments/index.js';
import { teamIdOf } from './shared.js';
import type { DbLike } from '../../../db/client.js';
import { BoardParam } from '../offers/params.js';

const errors = errorAnswers(401, 403, 404, 409, 422);
const boardOfferParams = z.object({ board: BoardParam, id: IdParamSchema });

/** The offer's French version, when it has one (a title and a description). */
const frenchVersionOf = (offer: { titleFr: string | null; descriptionFr: string | null }) =>
  !!offer.titleFr?.trim() && !!offer.descriptionFr?.trim();

/**
 * An offer that may go on a board: the team's (404 otherwise), its company complete (403 with
 * the missing fields), not past its expiry date (409), with a pay range where the board requires
 * one (422 naming the salary_min field, as the offer form's own field errors) and its French
 * version where the board requires it (422 naming contents.fr.title).
 */
async function publishableOffer(
  db: DbLike,
  request: FastifyRequest,
  teamId: number,
  id: number,
  board: BrandManifest,
) {
  const offer = await findOfferRow(db, teamId, id);
  if (!offer) throw notFound();
  const company = await findCompanyRow(db, teamId, offer.companyId);
  const missing = company ? missingCompanyFields(company) : (['name', 'description'] as const);
  if (missing.length > 0) {
    throw forbidden('company_incomplete', {
      fields: missing.map((f) => t(request.lg, `company_field.${f}`)).join(', '),
    });
  }
  if (offer.status === 'expired' || (offer.expiresAt && offer.expiresAt <= new Date()))
    throw new HttpError(409, 'offer_expired');
  if (board.behaviour.requirePayRange && offer.salaryMin === null && offer.salaryMax === null)
    throw new ValidationError({
      salary_min: [
        { key: 'validation.pay_range_required', params: { board: board.label[request.lg] } },
      ],
    });
  // Quebec's Charter of the French language: the board asks for the French version.
  if (board.behaviour.requireFrenchVersion && !frenchVersionOf(offer))
    throw new ValidationError({
      'contents.fr.title': [
        { key: 'validation.french_version_required', params: { board: board.label[request.lg] } },
      ],
    });
  return offer;
}

/** A checkout may only return to this site: a path, or an absolute URL on the board's hosts. */
function checkReturnUrls(
  request: FastifyRequest,
  board: BrandManifest,
  urls: Record<string, string>,
) {
  const fields: ValidationError['fields'] = {};
  for (const [field, value] of Object.entries(urls)) {
    if (value.startsWith('/')) {
      // The one same-site rule of every redirect target (`/..//host`, `/%5Chost` are other hosts).
      if (!sameSitePath(value)) fields[field] = [{ key: 'validation.redirect_not_allowed' }];
      continue;
    }
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      fields[field] = [{ key: 'validation.invalid_url' }];
      continue;
    }
    const host = normalizeHost(url.host);
    const sameSite =
      host === normalizeHost(request.host) ||
      request.server.brands.resolveHost(url.host)?.name === board.name;
    if (!sameSite || url.username || url.password)
      fields[field] = [{ key: 'validation.redirect_not_allowed' }];
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}

/** A free posting has no payment page: its session leads straight to the success page. */
const toSession = (row: CheckoutRow, url: string) => ({
  id: row.id,
  url: row.amountCents === 0 && row.successUrl ? withSessionId(row.successUrl, row.id) : url,
  status: row.status,
  amount_cents: row.amountCents,
  currency: row.currency,
});

export interface PublishingOptions {
  payments: PaymentProvider;
}

/** Publishing (manage_offers and manage_companies), unpublishing and the checkout. */
const publishing: FastifyPluginAsync<PublishingOptions> = async (instance, options) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { payments } = options;
  const guard = requirePermission('manage_offers', 'manage_companies');

  app.post(
    '/jobboard/:board/employer/offer/:id/publish',
    {
      preValidation: guard,
      schema: {
        tags: ['employers'],
        summary: 'Publish the offer on the board (no body)',
        params: boardOfferParams,
        response: { 200: dataOf(EmployerOfferSchema), ...errors },
      },
    },
    async (request) => {
      const board = boardFromParams(request);
      const teamId = teamIdOf(request);
      const offer = await publishableOffer(app.db, request, teamId, request.params.id, board);
      if (!(await teamMayPublishOn(app.db, teamId, board.name)))
        throw forbidden('board_not_allowed', { board: board.label[request.lg] });
      await publishOfferOn(app.db, offer.id, board.name);
      const published = await getEmployerOffer(app.db, teamId, offer.id);
      if (!published) throw notFound();
      return { data: published };
    },
  );

  app.put(
    '/ats/offers/:id/unpublish-from-all-jobboards',
    {
      preValidation: requirePermission('manage_offers'),
      schema: {
        tags: ['employers'],
        params: z.object({ id: IdParamSchema }),
        response: { 200: dataOf(EmployerOfferSchema), ...errors },
      },
    },
    async (request) => {
      const teamId = teamIdOf(request);
      if (!(await unpublishFromAllJobboards(app.db, teamId, request.params.id))) throw notFound();
      const offer = await getEmployerOffer(app.db, teamId, request.params.id);
      if (!offer) throw notFound();
      return { data: offer };
    },
  );

  app.post(
    '/jobboard/:board/employer/offer/:id/create-single-job-posting-checkout-session',
    {
      preValidation: guard,
      schema: {
        tags: ['employers'],
        summary: 'Start the checkout of a single job posting (boards that offer it)',
        params: boardOfferParams,
        body: CheckoutInputSchema.extend(ClientFieldsSchema.shape),
        response: { 201: dataOf(CheckoutSessionSchema), ...errors },
      },
    },
    async (request, reply) => {
      const board = boardFromParams(request);
      const price = singleJobPostingPrice(board);
      if (!price) throw forbidden('single_posting_unavailable');
      const teamId = teamIdOf(request);
      const offer = await publishableOffer(app.db, request, teamId, request.params.id, board);
      if (await isPublishedOn(app.db, offer.id, board.name))
        throw new HttpError(409, 'offer_already_published');
      const { success_url, cancel_url } = request.body;
      checkReturnUrls(request, board, { success_url, cancel_url });
      const { row, url } = await startSinglePostingCheckout(
        { db: app.db, payments },
        {
          offer,
          teamId,
          board,
          price,
          language: request.lg,
          successUrl: success_url,
          cancelUrl: cancel_url,
        },
      );
      return reply.code(201).send({ data: toSession(row, url) });
    },
  );

  app.put(
    '/jobboard/:board/employer/offer/:id/update-single-job-posting-checkout-session-status',
    {
      preValidation: guard,
      schema: {
        tags: ['employers'],
        summary: "Read the provider's status of the checkout; paid publishes on the board",
        params: boardOfferParams,
        body: CheckoutStatusInputSchema.extend(ClientFieldsSchema.shape).nullish(),
        response: {
          200: CheckoutStatusResultSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const board = boardFromParams(request);
      if (!singleJobPostingPrice(board)) throw forbidden('single_posting_unavailable');
      const teamId = teamIdOf(request);
      const id = request.params.id;
      if (!(await findOfferRow(app.db, teamId, id))) throw notFound();
      const checkout = await refreshCheckoutStatus(
        { db: app.db, payments },
        { teamId, offerId: id, board: board.name, id: request.body?.session_id },
      );
      if (!checkout) throw notFound('checkout_not_found');
      const offer = await getEmployerOffer(app.db, teamId, id);
      if (!offer) throw notFound();
      return { data: { checkout: toSession(checkout, payments.checkoutUrl(checkout.id)), offer } };
    },
  );
};

export default publishing;
