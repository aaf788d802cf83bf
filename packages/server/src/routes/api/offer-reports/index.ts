import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OfferReportInputSchema, errorAnswers } from '@jobboard/contracts';
import { pathTo } from '@jobboard/contracts/routes';
import { moderationAddress } from '@jobboard/manifest';
import { RATE_LIMITS } from '../../../config/rate-limits.js';
import { t } from '../../../i18n/messages.js';
import { notFound } from '../../../lib/http-errors.js';
import { boardFromParams } from '../../../plugins/brand.js';
import { queueMail } from '../../../plugins/jobs.js';
import { getOffer } from '../../../repositories/offers.js';
import { oneLine } from '../../../services/mail.js';
import { brandOrigin, mailBrandOf } from '../auth/links.js';
import { BoardParam, ResourceIdParam, toResourceId } from '../offers/params.js';

/**
 * Reporting an offer (docs/candidates.md#reporting-an-offer): anyone reading an offer on a board
 * may tell the board's moderators what is wrong with it. The report is mailed, through the mail
 * queue, to the board's moderation address (manifest `moderationEmail`, else its privacy
 * officer's), in the board's default language, with the offer's address and the reporter's
 * reason and detail; nothing about the reporter (no address, no account) goes with it, and
 * nothing is stored. An offer not readable on the board (unknown, draft, another board's) is a
 * 404. Limited per client address (RATE_LIMITS.offerReport, counted in the shared store).
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
      const board = boardFromParams(request);
      const offer = await getOffer(app.db, board.name, toResourceId(request.params.id));
      if (!offer) throw notFound();
      const lang = board.behaviour.defaultLanguage;
      const written = offer.contents[lang] ? lang : offer.primary_language;
      const content = offer.contents[written] ?? offer.contents.fr ?? offer.contents.en;
      const slug = content?.slug || 'offer';
      const { reason, detail } = request.body;
      await queueMail(request, {
        to: moderationAddress(board),
        template: 'offer-report',
        lang,
        brand: mailBrandOf(request, board, lang),
        data: {
          offerId: offer.id,
          offerTitle: oneLine(content?.title ?? ''),
          // The moderators see who posted it, confidential or not.
          companyName: oneLine(
            (lang === 'fr' ? offer.company?.name_fr : offer.company?.name_en) ||
              offer.company?.name_fr ||
              offer.company?.name_en ||
              '',
          ),
          url: brandOrigin(request, board) + pathTo('offer', written, { slug, id: offer.id }),
          reason: t(lang, `offer_report_reason.${reason}`),
          detail: detail?.trim() ?? '',
        },
      });
      return reply.code(202).send({ message: t(request.lg, 'offer_report_sent') });
    },
  );
};

export default offerReports;
