import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { forbidden, ValidationError, fieldError } from '../../../lib/http-errors.js';
import { findNulStrings, parseWith } from '../../../lib/validation.js';

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
