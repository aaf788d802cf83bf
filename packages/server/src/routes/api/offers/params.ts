import { z } from 'zod';
import { notFound } from '../../../lib/http-errors.js';

/** `{jobboard}` of the API paths; an unknown board is a 404 (boardFromParams). */
export const BoardParam = z.string().max(40);

/**
 * The id of a public resource in a path (`/offers/{id}`, `/company/{id}`). Pages derive it from
 * their URL (`/offre/{slug}` without an id ends up here with the slug), so anything that is not
 * an id is a 404 like an id that does not exist, rather than a 422.
 */
export const ResourceIdParam = z.string().max(40);

export function toResourceId(value: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw notFound();
  const id = Number(value);
  if (id > 2_147_483_647) throw notFound();
  return id;
}
