import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SavedOfferListSchema, SavedOffersQuerySchema, errorAnswers } from '@jobboard/contracts';
import { RATE_LIMITS } from '../../../config/rate-limits.js';
import { boardFromParams, requireBoard } from '../../../plugins/brand.js';
import { savedOfferItems } from '../../../repositories/saved-offers.js';
import { publicOffer } from '../offers/index.js';
import { BoardParam } from '../offers/params.js';

/**
 * A visitor's saved jobs (docs/candidates.md#saved-jobs): the list lives in their browser, and
 * the saved-jobs page asks for these offers by id. The same items as a candidate's list, without
 * the saving time; ids of drafts and of offers that do not exist are left out.
 */
const savedOffersPublic: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobboard/:jobboard/saved-offers',
    {
      preValidation: requireBoard,
      // One query for up to 200 offers: a visitor's page asks once, a script not much more.
      config: { rateLimit: RATE_LIMITS.lookup },
      schema: {
        tags: ['offers'],
        summary: "A browser's saved jobs, open or closed, in the order of `ids`",
        params: z.object({ jobboard: BoardParam }),
        querystring: SavedOffersQuerySchema,
        response: { 200: SavedOfferListSchema, ...errorAnswers(404, 422) },
      },
    },
    async (request, reply) => {
      // The list is the browser's own business: not kept by shared caches.
      reply.header('cache-control', 'private, no-store');
      const board = boardFromParams(request).name;
      const items = await savedOfferItems(
        app.db,
        board,
        request.query.ids.map((id) => ({ id, savedAt: null })),
        { boards: new Set(app.brands.keys) },
      );
      return { data: items.map((item) => ({ ...item, offer: publicOffer(item.offer) })) };
    },
  );
};

export default savedOffersPublic;
