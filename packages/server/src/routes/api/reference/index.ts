import { BOARD_FIELD, errorAnswers } from '@jobboard/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BoardAttributesQuerySchema,
  BoardAttributesSchema,
  BoardAttributesSubsetSchema,
  type AttributeType,
  type BoardAttributes,
  type BoardAttributesSubset,
  CityLookupQuerySchema,
  CityLookupSchema,
  type CityLookup,
  type Language,
  ExperiencesSchema,
  NocPageSchema,
  NocQuerySchema,
  OfferAttributesSchema,
} from '@jobboard/contracts';
import { RATE_LIMITS } from '../../../config/rate-limits.js';
import { deepFreeze, type PublicRead } from '../../../plugins/public-read.js';
import { fieldError } from '../../../lib/http-errors.js';
import { boardFromParams } from '../../../plugins/brand.js';
import {
  getReference,
  listNocJobTitles,
  cityNamed,
  lookupCities,
  type ReferenceData,
} from '../../../repositories/reference.js';
import { BoardParam } from '../offers/params.js';

/** Reference data changes with a deployment, not during the day: browsers and CDNs may keep it. */
const REFERENCE_CACHE_CONTROL = 'public, max-age=300';

/** The answer of /jobboard/{jobboard}/offer-attributes (schema applied), per cached reference data. */
const boardAttributesAnswers = new WeakMap<ReferenceData, BoardAttributes>();
/** …the answers of `?types=`, per reference data and list of types (at most 2^7 lists)… */
const boardAttributesSubsets = new WeakMap<ReferenceData, Map<string, BoardAttributesSubset>>();
/** …and serialized, per answer. */
const boardAttributesJson = new WeakMap<BoardAttributesSubset, string>();

/** Attributes by type and cities: the same on every board (the path's board must exist). */
const boardAttributes = async (
  app: FastifyInstance,
  types?: readonly AttributeType[],
): Promise<BoardAttributesSubset> => {
  const reference = await getReference(app.db);
  let answer = boardAttributesAnswers.get(reference);
  if (!answer) {
    // Frozen: one object shared by every call, and by page renders in-process (public-read.ts).
    answer = deepFreeze(
      BoardAttributesSchema.parse({
        data: { attributes: reference.byType, cities: reference.cities },
      }),
    );
    boardAttributesAnswers.set(reference, answer);
  }
  if (!types) return answer;
  // The types in their own order, so that "skill,category" and "category,skill" are one answer.
  const key = [...types].sort().join(',');
  let subsets = boardAttributesSubsets.get(reference);
  if (!subsets) boardAttributesSubsets.set(reference, (subsets = new Map()));
  let subset = subsets.get(key);
  if (!subset) {
    const all = answer.data.attributes;
    subset = deepFreeze(
      BoardAttributesSubsetSchema.parse({
        data: {
          attributes: Object.fromEntries(types.map((type) => [type, all[type]])),
          cities: answer.data.cities,
        },
      }),
    );
    subsets.set(key, subset);
  }
  return subset;
};

/** GET /cities in `lang`: the one municipality a typed name names, else those matching q or id. */
async function citiesAnswer(
  app: FastifyInstance,
  { q, id, name, limit }: z.output<typeof CityLookupQuerySchema>,
  lang: Language,
): Promise<CityLookup> {
  if (name !== undefined && id === undefined) {
    const city = await cityNamed(app.db, name, lang);
    return { data: city ? [city] : [] };
  }
  return { data: await lookupCities(app.db, { q, id, lang, limit }) };
}

/**
 * The same answer for a page render, in-process (a search page names the municipality of its
 * filter): no trip through the HTTP pipeline and no turn of the type-ahead's rate limit, which
 * counts keystrokes, not pages. Without `lang` the API answers in the visitor's language
 * (request.lg: their cookie), which a read is not given: it declines, and the render asks the API.
 */
const citiesRead: PublicRead<CityLookup> = async (app, { query }) => {
  const lookup = query as z.output<typeof CityLookupQuerySchema>;
  if (lookup.lang === undefined) throw new Error('GET /cities without lang: the API answers it');
  return citiesAnswer(app, lookup, lookup.lang);
};

/** Attributes, cities, experiences and NOC job titles (docs/api.md#reference-data). */
const reference: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/offer-attributes',
    {
      schema: {
        tags: ['reference'],
        summary: 'Every offer attribute, grouped by type',
        response: { 200: OfferAttributesSchema },
      },
    },
    async (_request, reply) => {
      const { byType } = await getReference(app.db);
      reply.header('cache-control', REFERENCE_CACHE_CONTROL);
      return { data: byType };
    },
  );

  app.get(
    '/jobboard/:jobboard/offer-attributes',
    {
      schema: {
        tags: ['reference'],
        summary: 'Field data of the search and offer forms: attributes by type and cities',
        params: z.object({ jobboard: BoardParam }),
        querystring: BoardAttributesQuerySchema,
        response: {
          200: BoardAttributesSubsetSchema,
          ...errorAnswers(404, 422),
        },
      },
      config: {
        publicRead: (app, input) =>
          boardAttributes(app, (input.query as { types?: AttributeType[] }).types),
      },
    },
    async (request, reply) => {
      boardFromParams(request);
      const answer = await boardAttributes(app, request.query.types);
      reply.header('cache-control', REFERENCE_CACHE_CONTROL);
      // The search pages load it whole (45 KB): serialized once per reference data, not per call.
      let json = boardAttributesJson.get(answer);
      if (json === undefined) {
        json = JSON.stringify(answer);
        boardAttributesJson.set(answer, json);
      }
      // A string with a JSON content type is sent as it is (the schema was applied already).
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.get(
    '/experiences',
    {
      schema: {
        tags: ['reference'],
        summary: 'The experience ranges',
        response: { 200: ExperiencesSchema },
      },
    },
    async (_request, reply) => {
      const { byType } = await getReference(app.db);
      reply.header('cache-control', REFERENCE_CACHE_CONTROL);
      return { data: byType.experience.map(({ id, label }) => ({ id, label })) };
    },
  );

  app.get(
    '/cities',
    {
      schema: {
        tags: ['reference'],
        summary:
          'Canadian municipalities whose name has a word starting with q (accents and case ignored), prefix matches first, then by population; or the one of id; or the one a typed name names',
        querystring: CityLookupQuerySchema,
        response: { 200: CityLookupSchema, ...errorAnswers(422) },
      },
      config: { rateLimit: RATE_LIMITS.lookup, publicRead: citiesRead },
    },
    async (request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE_CONTROL);
      return citiesAnswer(app, request.query, request.query.lang ?? request.lg);
    },
  );

  app.get(
    '/noc-job-titles',
    {
      schema: {
        tags: ['reference'],
        summary: 'NOC job titles, 10 a page, searched by title (accents and case ignored)',
        querystring: NocQuerySchema,
        response: { 200: NocPageSchema, ...errorAnswers(422) },
      },
    },
    async (request) => {
      const { page, title, lang, jobboard } = request.query;
      // The board only scopes the call (the path names it); titles are the same on every board.
      if (jobboard !== undefined && !app.brands.has(jobboard))
        throw fieldError(BOARD_FIELD, 'validation.invalid_value');
      return listNocJobTitles(app.db, { page, title, lang: lang ?? request.lg });
    },
  );
};

export default reference;
