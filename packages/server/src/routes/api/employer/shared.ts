import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { EmployerListQuerySchema, pageOf, type PageMeta, errorAnswers } from '@jobboard/contracts';
import type { DbLike } from '../../../db/client.js';
import { forbidden, ValidationError, fieldError } from '../../../lib/http-errors.js';
import { findNulStrings, parseWith } from '../../../lib/validation.js';

/** The failures an employer call answers with, besides its own success. */
export const EMPLOYER_ERRORS = errorAnswers(401, 403, 404, 422);

/** The signed-in employer's team (every employer call is scoped to it); 403 without one. */
export function teamIdOf(request: FastifyRequest): number {
  const teamId = request.employer?.teamId;
  if (!teamId) throw forbidden('no_team');
  return teamId;
}

/**
 * Decodes the `j` query parameter of the employer lists (the JSON of the sort and filters).
 * Bad JSON or a bad shape is a 422 on `j` (`j.sort.field`…), never a 500.
 */
export function parseListParams<T extends z.ZodType>(
  schema: T,
  j: string | undefined,
): z.output<T> {
  let json: unknown = {};
  if (j) {
    try {
      json = JSON.parse(j);
    } catch {
      throw fieldError('j', 'validation.invalid_format');
    }
  }
  if (findNulStrings(json).length > 0) throw fieldError('j', 'validation.invalid_characters');
  try {
    return parseWith(schema, json);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError(
      Object.fromEntries(
        Object.entries(error.fields).map(([field, messages]) => [
          field === 'body' ? 'j' : `j.${field}`,
          messages,
        ]),
      ),
    );
  }
}

/**
 * A GET of one of the team's lists (GET /ats/companies, GET /ats/offers): `j` decoded
 * with the list's own params schema, `page` as given, and one page of items back.
 */
export function addTeamListRoute<Params extends z.ZodType, Item extends z.ZodType>(
  app: FastifyInstance,
  route: {
    url: string;
    summary: string;
    preValidation: preHandlerAsyncHookHandler;
    paramsSchema: Params;
    itemSchema: Item;
    list: (
      db: DbLike,
      teamId: number,
      params: z.output<Params>,
      page: number,
    ) => Promise<{ data: Array<z.input<Item>>; meta: PageMeta }>;
  },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    route.url,
    {
      preValidation: route.preValidation,
      schema: {
        tags: ['employers'],
        summary: route.summary,
        querystring: EmployerListQuerySchema,
        response: { 200: pageOf(route.itemSchema), ...EMPLOYER_ERRORS },
      },
    },
    async (request) => {
      const params = parseListParams(route.paramsSchema, request.query.j);
      return route.list(app.db, teamIdOf(request), params, request.query.page);
    },
  );
}
