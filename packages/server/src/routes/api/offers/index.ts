import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorSchema,
  LanguageSchema,
  OfferListItemSchema,
  OfferSchema,
  OfferSearchPageSchema,
  OfferSearchQuerySchema,
  ValidationErrorSchema,
  dataOf,
} from '@jobboard/contracts';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { loadCandidate } from '../../../plugins/auth.js';
import { boardFromParams } from '../../../plugins/brand.js';
import {
  getLegacyOffer,
  getOffer,
  searchOffers,
  similarOffers,
  type OfferContext,
} from '../../../repositories/offers.js';
import { BoardParam, ResourceIdParam, toResourceId } from './params.js';

const errors = { 404: ErrorSchema, 422: ValidationErrorSchema };

/** Public offers of a board (SPEC §7 "Offers and attributes"). */
const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const servedBoards = new Set(app.brands.keys);
  const context = (request: FastifyRequest): OfferContext => ({
    candidateId: request.candidate?.id ?? null,
    boards: servedBoards,
  });
  /**
   * What `find` reads on the path's board for the path's offer `id` (the offer by its id or its
   * legacy id, its similar offers); a 404 when the offer is not readable there.
   */
  const readOnBoard = async <T>(
    request: FastifyRequest,
    find: (db: Db, board: string, id: number, context: OfferContext) => Promise<T | undefined>,
    id: string,
  ): Promise<T> => {
    const board = boardFromParams(request);
    const found = await find(app.db, board.name, toResourceId(id), context(request));
    if (!found) throw notFound();
    return found;
  };

  app.get(
    '/jobboard/:jobboard/offers',
    {
      preHandler: loadCandidate,
      schema: {
        tags: ['offers'],
        summary: 'Search the offers listed on a board',
        description:
          'Full-text `q` in French and English (accents ignored), filters as comma-separated ids. Default order: best match first when `q` is given, else newest first. Only offers published on the board and not expired. With `facets=1`, the answer adds `facets` (per filter family, each value with its number of offers given the other filters) and, when the page is empty, `relaxations` (the total without each active filter).',
        params: z.object({ jobboard: BoardParam }),
        querystring: OfferSearchQuerySchema,
        response: { 200: OfferSearchPageSchema, ...errors },
      },
    },
    async (request) => {
      const board = boardFromParams(request);
      const { page, per_page, sort, facets, ...filters } = request.query;
      return searchOffers(app.db, {
        ...filters,
        board: board.name,
        page,
        perPage: per_page,
        sort,
        facets: facets === '1',
        ...context(request),
      });
    },
  );

  app.get(
    '/jobboard/:jobboard/offers/:id',
    {
      preHandler: loadCandidate,
      schema: {
        tags: ['offers'],
        summary: 'One offer published on a board (expired ones included: their page says so)',
        params: z.object({ jobboard: BoardParam, id: ResourceIdParam }),
        response: { 200: dataOf(OfferSchema), ...errors },
      },
    },
    async (request) => ({ data: await readOnBoard(request, getOffer, request.params.id) }),
  );

  app.get(
    '/jobboard/:jobboard/legacy/offers/:lang/:id',
    {
      preHandler: loadCandidate,
      schema: {
        tags: ['offers'],
        summary: 'An offer by its id on the previous platform',
        params: z.object({ jobboard: BoardParam, lang: LanguageSchema, id: ResourceIdParam }),
        response: { 200: dataOf(OfferSchema), ...errors },
      },
    },
    async (request) => ({ data: await readOnBoard(request, getLegacyOffer, request.params.id) }),
  );

  app.get(
    '/jobboard/:jobboard/similar-offers/:id',
    {
      preHandler: loadCandidate,
      schema: {
        tags: ['offers'],
        summary: 'Offers like this one on the same board, same category first',
        params: z.object({ jobboard: BoardParam, id: ResourceIdParam }),
        response: { 200: z.object({ data: z.array(OfferListItemSchema) }), ...errors },
      },
    },
    async (request) => ({ data: await readOnBoard(request, similarOffers, request.params.id) }),
  );
};

export default offersRoutes;
