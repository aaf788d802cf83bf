import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, OfferStatsSchema, dataOf } from '@jobboard/contracts';
import { notFound } from '../../../lib/http-errors.js';
import { requirePermission } from '../../../plugins/auth.js';
import { requireBoard } from '../../../plugins/brand.js';
import { getOfferStats } from '../../../repositories/offer-stats.js';
import { EMPLOYER_ERRORS, teamIdOf } from './shared.js';
import { BoardParam } from '../offers/params.js';

/**
 * An offer's statistics, board by board (docs/employers.md#offer-statistics): for the team that
 * owns the offer and may manage its offers, like the offer itself; another team's offer is a 404.
 */
const offerStats: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobboard/:board/employer/offer/:offerId/stats',
    {
      preValidation: [requirePermission('manage_offers'), requireBoard],
      schema: {
        tags: ['employers'],
        summary:
          "An offer's views, Apply clicks and applications per board and day, the last 30 days",
        params: z.object({ board: BoardParam, offerId: IdParamSchema }),
        response: { 200: dataOf(OfferStatsSchema), ...EMPLOYER_ERRORS },
      },
    },
    async (request) => {
      const stats = await getOfferStats(app.db, teamIdOf(request), request.params.offerId);
      if (!stats) throw notFound();
      return { data: stats };
    },
  );
};

export default offerStats;
