import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RecommendedMailSchema,
  RecommendedOfferListSchema,
  errorAnswers,
} from '@jobboard/contracts';
import { notFound } from '../../../lib/http-errors.js';
import { boardFromParams, requireBoard } from '../../../plugins/brand.js';
import {
  candidateProfile,
  isEmptyProfile,
  recommendedOffers,
} from '../../../repositories/recommended-offers.js';
import { forYouMailOn, setForYouMail } from '../../../repositories/for-you-mails.js';
import { findUserById } from '../../../repositories/users.js';
import { publicOffer } from '../offers/index.js';
import { BoardParamsSchema } from '../offers/params.js';

const errors = errorAnswers(401, 403, 404, 422);

/**
 * « Offres pour vous / Jobs for you » (docs/candidates.md#jobs-for-you). Registered inside the
 * candidates module, behind its candidate guard: the ranking reads the session's own profile.
 * The home page asks for it after hydration, so the page the server caches for visitors never
 * waits on it.
 */
const recommended: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobboard/:board/user/recommended-offers',
    {
      preValidation: requireBoard,
      schema: {
        tags: ['candidates'],
        summary: "The board's open offers ranked by what the candidate's profile matches",
        params: BoardParamsSchema,
        response: { 200: RecommendedOfferListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const board = boardFromParams(request).name;
      const userId = request.candidate!.id;
      const [profile, weekly] = await Promise.all([
        candidateProfile(app.db, userId),
        forYouMailOn(app.db, userId, board),
      ]);
      if (!profile) throw notFound();
      if (isEmptyProfile(profile))
        return { data: [], meta: { profile: 'empty' as const, weekly_mail: weekly } };
      const items = await recommendedOffers(app.db, board, profile, {
        candidateId: userId,
        boards: new Set(app.brands.keys),
      });
      return {
        data: items.map((item) => ({ ...item, offer: publicOffer(item.offer) })),
        meta: { profile: 'filled' as const, weekly_mail: weekly },
      };
    },
  );

  app.put(
    '/jobboard/:board/user/recommended-offers/mail',
    {
      preValidation: requireBoard,
      schema: {
        tags: ['candidates'],
        summary: 'Turns the weekly mail of the jobs for you on this board on or off',
        params: BoardParamsSchema,
        body: RecommendedMailSchema,
        response: { 200: RecommendedMailSchema, ...errors },
      },
    },
    async (request) => {
      const board = boardFromParams(request).name;
      const user = await findUserById(app.db, request.candidate!.id);
      if (!user) throw notFound();
      await setForYouMail(app.db, user.id, board, request.body.weekly_mail, user.language);
      return { weekly_mail: request.body.weekly_mail };
    },
  );
};

export default recommended;
