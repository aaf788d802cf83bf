import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AlertListSchema,
  AlertUpdateSchema,
  IdParamSchema,
  type Language,
  errorAnswers,
} from '@jobboard/contracts';
import { notFound } from '../../../lib/http-errors.js';
import { boardFromParams, requireBoard } from '../../../plugins/brand.js';
import {
  deleteUserAlert,
  listUserAlerts,
  toAlert,
  updateUserAlert,
} from '../../../repositories/alerts.js';
import { getReference } from '../../../repositories/reference.js';
import { BoardParamsSchema, BoardParam } from '../offers/params.js';

const errors = errorAnswers(401, 403, 404, 422);
const params = z.object({ board: BoardParam, id: IdParamSchema });

/**
 * The candidate's job alerts on a board ("My alerts", docs/candidates.md). Registered inside the
 * candidates module, behind its candidate guard; a candidate reads and changes only their own
 * (another's id is a 404, as a missing one). Each call answers the whole list again.
 */
const alerts: FastifyPluginAsyncZod = async (app) => {
  const listOf = async (userId: number, board: string, lang: Language) => {
    const reference = await getReference(app.db);
    return {
      data: (await listUserAlerts(app.db, userId, board)).map((row) =>
        toAlert(reference, row, lang),
      ),
    };
  };

  app.get(
    '/jobboard/:board/user/alerts',
    {
      preValidation: requireBoard,
      schema: {
        tags: ['candidates'],
        summary: "The candidate's job alerts on the board, oldest first",
        params: BoardParamsSchema,
        response: { 200: AlertListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listOf(request.candidate!.id, boardFromParams(request).name, request.lg);
    },
  );

  app.patch(
    '/jobboard/:board/user/alerts/:id',
    {
      preValidation: requireBoard,
      schema: {
        tags: ['candidates'],
        summary: 'Change how often an alert is mailed (daily or weekly)',
        params,
        body: AlertUpdateSchema,
        response: { 200: AlertListSchema, ...errors },
      },
    },
    async (request) => {
      const userId = request.candidate!.id;
      const changed = await updateUserAlert(
        app.db,
        userId,
        request.params.id,
        request.body.frequency,
      );
      if (!changed) throw notFound();
      return listOf(userId, boardFromParams(request).name, request.lg);
    },
  );

  app.delete(
    '/jobboard/:board/user/alerts/:id',
    {
      preValidation: requireBoard,
      schema: {
        tags: ['candidates'],
        summary: 'Delete an alert',
        params,
        response: { 200: AlertListSchema, ...errors },
      },
    },
    async (request) => {
      const userId = request.candidate!.id;
      if (!(await deleteUserAlert(app.db, userId, request.params.id))) throw notFound();
      return listOf(userId, boardFromParams(request).name, request.lg);
    },
  );
};

export default alerts;
