import {
  CANDIDATE_GUARD,
  ClientFieldsSchema,
  EmailConfirmedSchema,
  SecureLinkInputSchema,
} from '@jobboard/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../../config/rate-limits.js';
import { t } from '../../../i18n/messages.js';
import { HttpError, forbidden, linkFailure } from '../../../lib/http-errors.js';
import {
  endSession,
  requireCandidate,
  requireEmployer,
  startSession,
  type Guard,
  type SessionUser,
} from '../../../plugins/auth.js';
import { boardFromParams } from '../../../plugins/brand.js';
import { askerOf } from '../../../plugins/jobs.js';
import { confirmEmail, resendEmailConfirmation } from '../../../services/email-confirmation.js';
import { errors, MessageSchema, withClient } from './schemas.js';
import { BoardParamsSchema } from '../offers/params.js';

/**
 * The e-mail address's confirmation (either guard): the link of the mail, which signs a new
 * account in, and a new link on request.
 */
const emailConfirmation: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/email-confirmation',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirms the e-mail address of the link (either guard)',
        body: withClient(SecureLinkInputSchema),
        response: { 200: EmailConfirmedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { selector, token } = request.body;
      const confirmation = await confirmEmail(app, askerOf(request), {
        selector,
        token,
        lang: request.lg,
      });
      if (confirmation.kind === 'already_confirmed')
        return { message: t(request.lg, 'email_confirmed') };
      if (confirmation.kind === 'link_failed') throw linkFailure(confirmation.check.reason);
      if (confirmation.kind === 'account_gone') throw new HttpError(404, 'link_invalid');
      const { user, next } = confirmation;
      // The link of a sign-up (which no longer signs in, for the same answer to a taken e-mail)
      // proves the mailbox: the new account is signed in here, on its own guard.
      await endSession(request, reply, user.guard);
      await startSession(request, reply, { id: user.id, guard: user.guard });
      return { message: t(request.lg, 'email_confirmed'), ...(next ? { next } : {}) };
    },
  );

  const resend = (guard: Guard) => async (request: FastifyRequest) => {
    const board = boardFromParams(request);
    const session: SessionUser | null = guard === 'ats' ? request.employer : request.candidate;
    if (!session) throw new HttpError(401, 'unauthorized');
    const outcome = await resendEmailConfirmation(app, askerOf(request), {
      board,
      account: session,
      lang: request.lg,
    });
    // The client shows this 403's message in a toast (docs/api.md#errors).
    if (outcome.kind === 'already_confirmed') throw forbidden('email_already_confirmed');
    if (outcome.kind === 'account_gone') throw new HttpError(401, 'unauthorized');
    return { message: t(request.lg, 'email_confirmation_sent', { email: outcome.email }) };
  };
  const resendSchema = (who: string) => ({
    tags: ['auth'],
    summary: `Sends a new confirmation link (${who}); 403 when already confirmed`,
    params: BoardParamsSchema,
    body: ClientFieldsSchema.nullish(),
    response: { 200: MessageSchema, ...errors },
  });

  app.post(
    '/jobboard/:board/user/email-confirmation/resend',
    {
      preValidation: requireCandidate,
      config: { rateLimit: RATE_LIMITS.emailConfirmationResend },
      schema: resendSchema('candidates'),
    },
    resend(CANDIDATE_GUARD),
  );
  app.post(
    '/jobboard/:board/employer/email-confirmation/resend',
    {
      preValidation: requireEmployer,
      config: { rateLimit: RATE_LIMITS.emailConfirmationResend },
      schema: resendSchema('employers'),
    },
    resend('ats'),
  );
};

export default emailConfirmation;
