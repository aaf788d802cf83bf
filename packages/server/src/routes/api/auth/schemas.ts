import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ClientFieldsSchema, UserSchema, dataOf, errorAnswers } from '@jobboard/contracts';
import { HttpError } from '../../../lib/http-errors.js';
import { getUserProfile } from '../../../repositories/users.js';

/** What the auth plugins share: body and answer schemas, the error answers, the profile answer. */

/** Client fields on every body, so `request.lg` still reads `lg` after validation. */
export const withClient = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) =>
  schema.extend(ClientFieldsSchema.shape);

export const MessageSchema = z.object({ message: z.string() });
export const UserAnswerSchema = dataOf(UserSchema);
export const errors = errorAnswers(400, 401, 403, 404, 410, 422, 429);

/** The signed-in user's answer (the same as GET /me); 404 when the account is gone. */
export async function profileOf(app: FastifyInstance, id: number) {
  const user = await getUserProfile(app.db, id, app.brands);
  if (!user) throw new HttpError(404, 'resource_not_found');
  return user;
}
