import { ForgotPasswordInputSchema, GUARDS, ResetPasswordInputSchema } from '@jobboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../../config/rate-limits.js';
import { t } from '../../../i18n/messages.js';
import { HttpError, linkFailure } from '../../../lib/http-errors.js';
import { askerOf } from '../../../plugins/jobs.js';
import { keepUntilClose } from '../../../services/after-answer.js';
import { requestPasswordReset, resetPassword } from '../../../services/password-reset.js';
import { errors, MessageSchema, withClient } from './schemas.js';

/**
 * A forgotten password: the reset link by mail (per guard, the same answer whether or not the
 * account exists), and the new password set from that link.
 */
const passwordReset: FastifyPluginAsyncZod = async (app) => {
  // The link and its mail go after the answer (requestPasswordReset).
  const keep = keepUntilClose(app);

  for (const guard of GUARDS) {
    const tag = guard === 'ats' ? 'employers' : 'candidates';

    app.post(
      `/${guard}/auth/forgot-password`,
      {
        config: { rateLimit: RATE_LIMITS.forgotPassword },
        schema: {
          tags: ['auth', tag],
          summary: 'Sends a reset link; the same answer whether or not the account exists',
          body: ForgotPasswordInputSchema,
          response: { 200: MessageSchema, ...errors },
        },
      },
      async (request) => {
        const { mailing } = await requestPasswordReset(app, askerOf(request), {
          guard,
          email: request.body.email,
          board: request.brand,
          lang: request.lg,
        });
        keep(mailing);
        return { message: t(request.lg, 'password_reset_sent') };
      },
    );
  }

  app.put(
    '/auth/reset-password',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: 'New password from a reset link; every session of the account ends',
        body: withClient(ResetPasswordInputSchema),
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      const outcome = await resetPassword(app, askerOf(request), request.body);
      if (outcome.kind === 'link_failed') throw linkFailure(outcome.check.reason);
      if (outcome.kind === 'no_account') throw new HttpError(404, 'link_invalid');
      return { message: t(request.lg, 'password_reset_done') };
    },
  );
};

export default passwordReset;
