import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pathTo } from '@jobboard/contracts/routes';
import { z } from 'zod';
import {
  type CandidateApplication,
  CandidateApplicationsSchema,
  IdParamSchema,
  errorAnswers,
} from '@jobboard/contracts';
import { notFound } from '../../../lib/http-errors.js';
import { boardFromParams, requireBoard } from '../../../plugins/brand.js';
import {
  type CandidateApplicationRow,
  listCandidateApplications,
  withdrawApplication,
} from '../../../repositories/applications.js';
import { boardOrigin } from '../../../services/mail-brand.js';
import { BoardParamsSchema, BoardParam } from '../offers/params.js';

/**
 * Each application with the board it was sent on: that board's label and, while the offer is
 * listed there, its page on that board's own origin (the list links an offer this board does
 * not show to where the candidate found it).
 */
function withAppliedOn(
  request: FastifyRequest,
  rows: CandidateApplicationRow[],
): CandidateApplication[] {
  return rows.map(({ appliedOn, ...application }) => {
    const brand = appliedOn ? request.server.brands.get(appliedOn.board) : undefined;
    if (!appliedOn || !brand) return { ...application, applied_on: null };
    const origin = boardOrigin(request.server, brand);
    const { contents, primary_language: primary, id } = application.offer;
    const url = (lang: 'fr' | 'en') => {
      const content = contents[lang] ?? contents[primary] ?? contents.fr ?? contents.en;
      return origin + pathTo('offer', lang, { slug: content?.slug || 'offre', id });
    };
    return {
      ...application,
      applied_on: {
        board: brand.name,
        label: brand.label,
        url: appliedOn.listed ? { fr: url('fr'), en: url('en') } : null,
      },
    };
  });
}

const errors = errorAnswers(401, 403, 404, 422);

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
        params: BoardParamsSchema,
        response: { 200: CandidateApplicationsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const board = boardFromParams(request);
      const rows = await listCandidateApplications(app.db, request.candidate!.id, board.name);
      return { data: withAppliedOn(request, rows) };
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
        params: z.object({ board: BoardParam, id: IdParamSchema }),
        response: { 200: CandidateApplicationsSchema, ...errors },
      },
    },
    async (request) => {
      const board = boardFromParams(request);
      const userId = request.candidate!.id;
      if (!(await withdrawApplication(app.db, userId, request.params.id))) throw notFound();
      return {
        data: withAppliedOn(request, await listCandidateApplications(app.db, userId, board.name)),
      };
    },
  );
};

export default applications;
