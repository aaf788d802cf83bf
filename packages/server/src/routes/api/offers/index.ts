import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LanguageSchema,
  OfferListItemSchema,
  OfferSchema,
  OfferSearchPageSchema,
  OfferSearchQuerySchema,
  SearchSuggestionsQuerySchema,
  SearchSuggestionsSchema,
  dataOf,
  errorAnswers,
} from '@jobboard/contracts';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { loadCandidate } from '../../../plugins/auth.js';
import { boardFromParams } from '../../../plugins/brand.js';
import { searchSuggestions } from '../../../repositories/search-suggestions.js';
import {
  publicReadInput,
  type PublicRead,
  type PublicReadInput,
} from '../../../plugins/public-read.js';
import {
  getLegacyOffer,
  getOffer,
  searchOffers,
  similarOffers,
  type OfferContext,
} from '../../../repositories/offers.js';
import { BoardParam, ResourceIdParam, toResourceId } from './params.js';

const errors = errorAnswers(404, 422);

/** What a repository's finder finds (its answer but `undefined`). */
type Found<F extends (...args: never[]) => Promise<unknown>> = NonNullable<Awaited<ReturnType<F>>>;

/** The boards this server serves (an offer's list of boards names only these), per registry. */
const servedBoardsOf = new WeakMap<object, Set<string>>();
const servedBoards = (app: FastifyInstance): Set<string> => {
  let boards = servedBoardsOf.get(app.brands);
  if (!boards) servedBoardsOf.set(app.brands, (boards = new Set(app.brands.keys)));
  return boards;
};

/**
 * What `find` reads on the board for the path's offer `id` (the offer by its id or its legacy
 * id, its similar offers); a 404 when the offer is not readable there.
 */
const readOnBoard = async <T>(
  app: FastifyInstance,
  { board, params, candidateId }: PublicReadInput,
  find: (db: Db, board: string, id: number, context: OfferContext) => Promise<T | undefined>,
): Promise<T> => {
  const found = await find(app.db, board.name, toResourceId(String(params.id)), {
    candidateId,
    boards: servedBoards(app),
  });
  if (!found) throw notFound();
  return found;
};

/**
 * An offer as the public sees it: a confidential employer's offer names its city only, never its
 * street address (which would tell who the employer is).
 */
export function publicOffer<T extends { is_confidential: boolean; address: string | null }>(
  offer: T,
): T {
  return offer.is_confidential && offer.address !== null ? { ...offer, address: null } : offer;
}

/**
 * The answers of the public offer routes as functions of their input (plugins/public-read.ts): the
 * routes answer them, and page renders call them in-process.
 */
const searchRead: PublicRead<Awaited<ReturnType<typeof searchOffers>>> = async (
  app,
  { board, query, candidateId },
) => {
  const { page, per_page, sort, facets, lg, ...filters } = query as z.output<
    typeof OfferSearchQuerySchema
  >;
  const found = await searchOffers(app.db, {
    ...filters,
    board: board.name,
    page,
    perPage: per_page,
    sort,
    facets: facets === '1',
    lang: lg,
    candidateId,
    boards: servedBoards(app),
  });
  return { ...found, data: found.data.map(publicOffer) };
};
const offerRead: PublicRead<{ data: Found<typeof getOffer> }> = async (app, input) => ({
  data: publicOffer(await readOnBoard(app, input, getOffer)),
});
const legacyOfferRead: PublicRead<{ data: Found<typeof getOffer> }> = async (app, input) => ({
  data: publicOffer(await readOnBoard(app, input, getLegacyOffer)),
});
const similarRead: PublicRead<{ data: Found<typeof similarOffers> }> = async (app, input) => ({
  data: (await readOnBoard(app, input, similarOffers)).map(publicOffer),
});

/** Public offers of a board. */
const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobboard/:jobboard/offers',
    {
      preHandler: loadCandidate,
      schema: {
        tags: ['offers'],
        summary: 'Search the offers listed on a board',
        description:
          'Full-text `q` in French and English (accents ignored), filters as comma-separated ids. Default order: best match first when `q` is given, else newest first. Only offers published on the board and not expired. With `facets=1`, the answer adds `facets` (per filter family, each value with its number of offers given the other filters) and, when the page is empty, `relaxations` (the total without each active filter, and around a city within 50 km: `radius`).',
        params: z.object({ jobboard: BoardParam }),
        querystring: OfferSearchQuerySchema,
        response: { 200: OfferSearchPageSchema, ...errors },
      },
      config: { publicRead: searchRead },
    },
    async (request) => searchRead(app, await publicReadInput(request)),
  );

  app.get(
    '/jobboard/:jobboard/search-suggestions',
    {
      schema: {
        tags: ['offers'],
        summary: 'Skills, job titles and occupations for the keyword field, as the candidate types',
        description:
          'Up to 8 suggestions in `lang`, each of whose words starts with a word typed (accents and feminine forms ignored): first up to 2 skills or certifications that offers listed on the board carry (`offers`: how many), then titles listed on the board (most offers first) and, on a general board (no categoryIds in its manifest), occupations of the bilingual thesaurus.',
        params: z.object({ jobboard: BoardParam }),
        querystring: SearchSuggestionsQuerySchema,
        response: { 200: SearchSuggestionsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const board = boardFromParams(request);
      // The same for every visitor: browsers and shared caches may keep it a minute.
      reply.header('cache-control', 'public, max-age=60');
      return {
        data: await searchSuggestions(app.db, board.name, request.query.q, request.query.lang, {
          occupations: board.categoryIds.length === 0,
        }),
      };
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
      config: { publicRead: offerRead },
    },
    async (request) => offerRead(app, await publicReadInput(request)),
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
      config: { publicRead: legacyOfferRead },
    },
    async (request) => legacyOfferRead(app, await publicReadInput(request)),
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
      config: { publicRead: similarRead },
    },
    async (request) => similarRead(app, await publicReadInput(request)),
  );
};

export default offersRoutes;
