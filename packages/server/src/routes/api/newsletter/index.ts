import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NewsletterAnswerSchema,
  NewsletterInputSchema,
  NewsletterLinkInputSchema,
  errorAnswers,
} from '@jobboard/contracts';
import { RATE_LIMITS } from '../../../config/rate-limits.js';
import { t } from '../../../i18n/messages.js';
import { linkFailure } from '../../../lib/http-errors.js';
import { boardFromParams } from '../../../plugins/brand.js';
import { askerOf } from '../../../plugins/jobs.js';
import { confirmSubscription, unsubscribe } from '../../../repositories/newsletter.js';
import { keepUntilClose } from '../../../services/after-answer.js';
import { subscribeToNewsletter } from '../../../services/newsletter.js';
import { BoardParam } from '../offers/params.js';

/** The newsletter signup of the footer and its e-mail links (docs/mail.md). */
const newsletter: FastifyPluginAsyncZod = async (app) => {
  // The confirmation is queued after the answer (subscribeToNewsletter).
  const keep = keepUntilClose(app);

  app.post(
    '/jobboard/:jobboard/news-letter',
    {
      config: { rateLimit: RATE_LIMITS.newsletter },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe (double opt-in: a confirmation link is mailed)',
        description:
          'The same 200 answer whether the address is new, pending or already subscribed.',
        params: z.object({ jobboard: BoardParam }),
        body: NewsletterInputSchema,
        response: {
          200: NewsletterAnswerSchema,
          ...errorAnswers(404, 422, 429),
        },
      },
    },
    async (request) => {
      const lang = request.lg;
      const { queueing } = await subscribeToNewsletter(app, askerOf(request), {
        board: boardFromParams(request),
        email: request.body.email,
        lang,
      });
      keep(queueing);
      return { message: t(lang, 'newsletter_requested') };
    },
  );

  app.post(
    '/jobboard/:jobboard/news-letter/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Follow the confirmation link (idempotent)',
        params: z.object({ jobboard: BoardParam }),
        body: NewsletterLinkInputSchema,
        response: {
          200: NewsletterAnswerSchema,
          ...errorAnswers(404, 410, 422),
        },
      },
    },
    async (request) => {
      const board = boardFromParams(request);
      const outcome = await confirmSubscription(app.db, {
        board: board.name,
        email: request.body.email,
        token: request.body.token,
      });
      if (outcome !== 'ok') throw linkFailure(outcome);
      return { message: t(request.lg, 'newsletter_confirmed') };
    },
  );

  app.post(
    '/jobboard/:jobboard/news-letter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Follow the unsubscribe link of a newsletter e-mail (idempotent)',
        params: z.object({ jobboard: BoardParam }),
        body: NewsletterLinkInputSchema,
        response: { 200: NewsletterAnswerSchema, ...errorAnswers(404, 422) },
      },
    },
    async (request) => {
      const board = boardFromParams(request);
      const outcome = await unsubscribe(app.db, app.env.SESSION_SECRET, {
        board: board.name,
        email: request.body.email,
        token: request.body.token,
      });
      if (outcome !== 'ok') throw linkFailure(outcome);
      return { message: t(request.lg, 'newsletter_unsubscribed') };
    },
  );
};

export default newsletter;
