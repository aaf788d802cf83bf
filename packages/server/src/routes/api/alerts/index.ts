import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALERT_MAX_PER_OWNER,
  AlertAnswerSchema,
  AlertSubscriptionSchema,
  AlertCreatedSchema,
  AlertInputSchema,
  AlertTokenInputSchema,
  errorAnswers,
} from '@jobboard/contracts';
import { RATE_LIMITS } from '../../../config/rate-limits.js';
import { t } from '../../../i18n/messages.js';
import { HttpError, ValidationError, linkFailure } from '../../../lib/http-errors.js';
import { loadCandidate } from '../../../plugins/auth.js';
import { boardFromParams } from '../../../plugins/brand.js';
import { askerOf } from '../../../plugins/jobs.js';
import { alertOfToken, confirmAlert, unsubscribeAlert } from '../../../repositories/alerts.js';
import { saveAlert } from '../../../services/alerts.js';
import { BoardParam } from '../offers/params.js';

/**
 * Job alerts of the search pages (docs/mail.md#job-alerts): saving a search (a candidate's at once,
 * a visitor's after the double opt-in link), following that link, and the unsubscribe button of the
 * unsubscribe page. A candidate's own alerts (list, frequency, delete) are in candidates/alerts.ts;
 * the one-click POST of mail clients in routes/alert-unsubscribe.ts.
 */
const alerts: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jobboard/:jobboard/alerts',
    {
      preHandler: loadCandidate,
      config: { rateLimit: RATE_LIMITS.newsletter },
      schema: {
        tags: ['alerts'],
        summary: 'Save a search as a job alert (daily or weekly mail of its new offers)',
        description:
          'Signed in as a candidate: saved and confirmed at once (201 with the alert). Otherwise `email` is required and a confirmation link is mailed (202): the alert is never sent before the link is followed. The same search saved again is the same alert.',
        params: z.object({ jobboard: BoardParam }),
        body: AlertInputSchema,
        response: {
          201: AlertCreatedSchema,
          202: AlertCreatedSchema,
          ...errorAnswers(404, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const board = boardFromParams(request);
      const lang = request.lg;
      const { email, filters, frequency } = request.body;
      const userId = request.candidate?.id ?? null;
      if (userId === null && !email)
        throw new ValidationError({ email: [{ key: 'validation.required' }] });
      const saved = await saveAlert(app, askerOf(request), {
        board,
        lang,
        userId,
        email,
        filters,
        frequency,
      });
      if (saved.kind === 'limit')
        throw new HttpError(409, 'alert_limit', { max: ALERT_MAX_PER_OWNER });
      if (saved.kind === 'saved')
        return reply
          .code(201)
          .send({ message: t(lang, 'alert_created'), confirmed: true, data: saved.alert });
      return reply
        .code(202)
        .send({ message: t(lang, 'alert_requested', { email: email! }), confirmed: false });
    },
  );

  app.post(
    '/jobboard/:jobboard/alerts/confirm',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Follow the confirmation link of a visitor’s alert (idempotent)',
        params: z.object({ jobboard: BoardParam }),
        body: AlertTokenInputSchema,
        response: {
          200: AlertAnswerSchema,
          ...errorAnswers(404, 410, 422),
        },
      },
    },
    async (request) => {
      const board = boardFromParams(request);
      const outcome = await confirmAlert(app.db, board.name, request.body.token);
      if (outcome !== 'ok') throw linkFailure(outcome);
      return { message: t(request.lg, 'alert_confirmed') };
    },
  );

  app.post(
    '/jobboard/:jobboard/alerts/unsubscribe/status',
    {
      schema: {
        tags: ['alerts'],
        summary:
          'The unsubscribe page’s question: does the token still name an alert (a POST: the token stays out of URLs and logs)',
        params: z.object({ jobboard: BoardParam }),
        body: AlertTokenInputSchema,
        response: { 200: AlertSubscriptionSchema, ...errorAnswers(404, 422) },
      },
    },
    async (request) => {
      boardFromParams(request);
      return { subscribed: (await alertOfToken(app.db, request.body.token)) !== undefined };
    },
  );

  app.post(
    '/jobboard/:jobboard/alerts/unsubscribe',
    {
      schema: {
        tags: ['alerts'],
        summary: 'The unsubscribe page’s button: deletes the alert of the token (idempotent)',
        params: z.object({ jobboard: BoardParam }),
        body: AlertTokenInputSchema,
        response: { 200: AlertAnswerSchema, ...errorAnswers(404, 422) },
      },
    },
    async (request) => {
      boardFromParams(request);
      // Idempotent, and truthful: a token that names no alert (already used, made up) says so.
      const deleted = await unsubscribeAlert(app.db, request.body.token);
      return { message: t(request.lg, deleted ? 'alert_unsubscribed' : 'link_no_longer_valid') };
    },
  );
};

export default alerts;
