import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CandidateApplicationsSchema,
  ErrorSchema,
  IdParamSchema,
  ValidationErrorSchema,
} from '@jobboard/contracts';
import { notFound } from '../../../lib/http-errors.js';
import { boardFromParams, requireBoard } from '../../../plugins/brand.js';
import {
  listCandidateApplications,
  withdrawApplication,
} from '../../../repositories/applications.js';

const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ValidationErrorSchema };

/**
 * The candidate's applications (docs/candidates.md): where each stands, and withdrawing one.
 * Registered inside the candidates module, behind its candidate guard; a candidate reads and
 * withdraws only their own (another's id is a 404, as a missing one).
 */
const applications: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobboard/:board/user/applications',
    {
      preValidation: requireBoard,
      schema: {
        tags: ['candidates'],
        summary: "The candidate's applications, newest first, with their current stage",
        params: z.object({ board: z.string().max(40) }),
        response: { 200: CandidateApplicationsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const board = boardFromParams(request);
      return { data: await listCandidateApplications(app.db, request.candidate!.id, board.name) };
    },
  );

  app.post(
    '/jobboard/:board/user/applications/:id/withdraw',
    {
      preValidation: requireBoard,
      schema: {
        tags: ['candidates'],
        summary:
          'Withdraw an application: the employer sees it withdrawn and can no longer download its documents',
        params: z.object({ board: z.string().max(40), id: IdParamSchema }),
        response: { 200: CandidateApplicationsSchema, ...errors },
      },
    },
    async (request) => {
      const board = boardFromParams(request);
      const userId = request.candidate!.id;
      if (!(await withdrawApplication(app.db, userId, request.params.id))) throw notFound();
      return { data: await listCandidateApplications(app.db, userId, board.name) };
    },
  );
};

export default applications;
