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
import { pathTo } from '@jobboard/contracts/routes';
import { RATE_LIMITS } from '../../../config/rate-limits.js';
import { t } from '../../../i18n/messages.js';
import { HttpError, ValidationError, linkFailure } from '../../../lib/http-errors.js';
import { loadCandidate } from '../../../plugins/auth.js';
import { boardFromParams } from '../../../plugins/brand.js';
import { queueMail } from '../../../plugins/jobs.js';
import {
  AlertLimitError,
  confirmAlert,
  createAlert,
  toAlert,
  alertOfToken,
  unsubscribeAlert,
} from '../../../repositories/alerts.js';
import { getReference } from '../../../repositories/reference.js';
import { confirmationToken } from '../../../repositories/newsletter.js';
import { brandOrigin, mailBrandOf } from '../auth/links.js';
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
      const candidate = request.candidate;
      const email = request.body.email;
      if (!candidate && !email)
        throw new ValidationError({ email: [{ key: 'validation.required' }] });
      let outcome;
      try {
        outcome = await createAlert(app.db, {
          board: board.name,
          userId: candidate?.id ?? null,
          email: candidate ? null : email,
          language: lang,
          filters: request.body.filters,
          frequency: request.body.frequency,
        });
      } catch (error) {
        if (error instanceof AlertLimitError)
          throw new HttpError(409, 'alert_limit', { max: ALERT_MAX_PER_OWNER });
        throw error;
      }
      // A visitor's answer is the same whatever the address already has (no telling whether an
      // address has alerts): only a candidate gets the alert back.
      if (candidate && outcome.confirmed) {
        const reference = await getReference(app.db);
        return reply.code(201).send({
          message: t(lang, 'alert_created'),
          confirmed: true,
          data: toAlert(reference, outcome.alert, lang),
        });
      }
      if (!outcome.confirmed && outcome.link) {
        // The board's canonical origin (PUBLIC_ORIGIN), never the request's Host.
        const origin = brandOrigin(request, board);
        await queueMail(request, {
          to: email!,
          template: 'job-alert-confirmation',
          lang,
          brand: mailBrandOf(request, board, lang),
          data: {
            url:
              origin +
              pathTo('alertConfirmation', lang, { token: confirmationToken(outcome.link) }),
            summary: toAlert(await getReference(app.db), outcome.alert, lang).summary,
            weekly: outcome.alert.frequency === 'weekly',
          },
        });
      }
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
