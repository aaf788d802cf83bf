import { z } from 'zod';
import { notFound } from '../../../lib/http-errors.js';

/**
 * A board's key: `{jobboard}` of the public paths, `{board}` of the signed-in ones; an unknown
 * board is a 404 (boardFromParams).
 */
export const BoardParam = z.string().max(40);
/** The params of a path that names only its board as `{board}` (`/jobboard/{board}/user/…`). */
export const BoardParamsSchema = z.object({ board: BoardParam });

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
