import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  SAVED_OFFERS_MAX,
  SavedOfferIdsSchema,
  SavedOfferListSchema,
  SavedOffersJoinSchema,
  errorAnswers,
} from '@jobboard/contracts';
import { HttpError, notFound } from '../../../lib/http-errors.js';
import { boardFromParams, requireBoard } from '../../../plugins/brand.js';
import {
  joinSavedOffers,
  listSavedOfferIds,
  removeSavedOffer,
  saveOffer,
  savedOfferItems,
} from '../../../repositories/saved-offers.js';
import { publicOffer } from '../offers/index.js';
import { BoardParamsSchema } from '../offers/params.js';

const errors = errorAnswers(401, 403, 404, 409, 422);
const OfferParams = BoardParamsSchema.extend({ id: IdParamSchema });

/**
 * The candidate's saved jobs on a board (docs/candidates.md#saved-jobs). Registered inside the
 * candidates module, behind its candidate guard: a candidate reads and changes only their own
 * list (every query names the session's account). Writes answer the account's ids on the board,
 * which the browser keeps as its copy (the hearts of the pages read it).
 */
const savedOffers: FastifyPluginAsyncZod = async (app) => {
  const idsOf = async (userId: number, board: string) => ({
    data: (await listSavedOfferIds(app.db, userId, board)).map((r) => r.id),
  });

  app.get(
    '/jobboard/:board/user/saved-offers',
    {
      preValidation: requireBoard,
      schema: {
        tags: ['candidates'],
        summary: "The candidate's saved jobs on the board, newest saved first, open or closed",
        params: BoardParamsSchema,
        response: { 200: SavedOfferListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const board = boardFromParams(request).name;
      const userId = request.candidate!.id;
      const saved = await listSavedOfferIds(app.db, userId, board);
      const items = await savedOfferItems(app.db, board, saved, {
        candidateId: userId,
        boards: new Set(app.brands.keys),
      });
      return { data: items.map((item) => ({ ...item, offer: publicOffer(item.offer) })) };
    },
  );

  app.put(
    '/jobboard/:board/user/saved-offers/:id',
    {
      preValidation: requireBoard,
      schema: {
        tags: ['candidates'],
        summary: `Saves an offer (at most ${SAVED_OFFERS_MAX} an account); answers the saved ids`,
        params: OfferParams,
        response: { 200: SavedOfferIdsSchema, ...errors },
      },
    },
    async (request) => {
      const board = boardFromParams(request).name;
      const userId = request.candidate!.id;
      const outcome = await saveOffer(app.db, userId, board, request.params.id);
      if (outcome === 'missing') throw notFound();
      if (outcome === 'full')
        throw new HttpError(409, 'saved_offers_limit', { max: SAVED_OFFERS_MAX });
      return idsOf(userId, board);
    },
  );

  app.delete(
    '/jobboard/:board/user/saved-offers/:id',
    {
      preValidation: requireBoard,
      schema: {
        tags: ['candidates'],
        summary: 'Removes a saved offer (one not saved: no change); answers the saved ids',
        params: OfferParams,
        response: { 200: SavedOfferIdsSchema, ...errors },
      },
    },
    async (request) => {
      const board = boardFromParams(request).name;
      const userId = request.candidate!.id;
      await removeSavedOffer(app.db, userId, board, request.params.id);
      return idsOf(userId, board);
    },
  );

  app.post(
    '/jobboard/:board/user/saved-offers',
    {
      preValidation: requireBoard,
      schema: {
        tags: ['candidates'],
        summary:
          "Joins the browser's saved jobs to the account (at sign-in); answers the saved ids",
        params: BoardParamsSchema,
        body: SavedOffersJoinSchema,
        response: { 200: SavedOfferIdsSchema, ...errors },
      },
    },
    async (request) => {
      const board = boardFromParams(request).name;
      return {
        data: await joinSavedOffers(app.db, request.candidate!.id, board, request.body.offer_ids),
      };
    },
  );
};

export default savedOffers;
