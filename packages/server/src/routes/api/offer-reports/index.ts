import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OfferReportInputSchema, errorAnswers } from '@jobboard/contracts';
import { RATE_LIMITS } from '../../../config/rate-limits.js';
import { t } from '../../../i18n/messages.js';
import { notFound } from '../../../lib/http-errors.js';
import { boardFromParams } from '../../../plugins/brand.js';
import { askerOf } from '../../../plugins/jobs.js';
import { reportOffer } from '../../../services/offer-reports.js';
import { BoardParam, ResourceIdParam, toResourceId } from '../offers/params.js';

/**
 * Reporting an offer (docs/candidates.md#reporting-an-offer): anyone reading an offer on a board
 * may tell the board's moderators what is wrong with it (services/offer-reports.ts mails it). An
 * offer not readable on the board (unknown, draft, another board's) is a 404. Limited per client
 * address (RATE_LIMITS.offerReport, counted in the shared store, before the offer is read).
 */
const offerReports: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jobboard/:jobboard/offers/:id/report',
    {
      config: { rateLimit: RATE_LIMITS.offerReport },
      schema: {
        tags: ['offers'],
        summary: 'Report an offer to the board’s moderators (a reason, an optional detail): 202',
        params: z.object({ jobboard: BoardParam, id: ResourceIdParam }),
        body: OfferReportInputSchema,
        response: { 202: z.object({ message: z.string() }), ...errorAnswers(404, 422, 429) },
      },
    },
    async (request, reply) => {
      const { reason, detail } = request.body;
      const report = await reportOffer(app, askerOf(request), {
        board: boardFromParams(request),
        offerId: toResourceId(request.params.id),
        reason,
        detail,
      });
      if (report.kind === 'not_found') throw notFound();
      return reply.code(202).send({ message: t(request.lg, 'offer_report_sent') });
    },
  );
};

export default offerReports;
