import { ForgotPasswordInputSchema, GUARDS, ResetPasswordInputSchema } from '@jobboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../../config/rate-limits.js';
import { t } from '../../../i18n/messages.js';
import { HttpError } from '../../../lib/http-errors.js';
import { askerOf, queueMail } from '../../../plugins/jobs.js';
import { checkSecureLink } from '../../../repositories/secure-links.js';
import { findUserByEmail } from '../../../repositories/users.js';
import { requestPasswordReset, resetPassword } from '../../../services/password-reset.js';
import { notifyEmployersOfDelivered } from '../../../services/new-application-mails.js';
import { hashPassword } from '../../../services/passwords.js';
import { brandOrigin, createBackground, linkError, mailBrandOf } from './links.js';
import { errors, MessageSchema, withClient } from './schemas.js';

/**
 * A forgotten password: the reset link by mail (per guard, the same answer whether or not the
 * account exists), and the new password set from that link.
 */
const passwordReset: FastifyPluginAsyncZod = async (app) => {
  const background = createBackground(app);

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
        const user = await findUserByEmail(app.db, guard, request.body.email);
        if (user) {
          const brand = request.brand;
          // In the background: the answer's timing must not tell whether a mail was sent.
          background(request, 'password reset e-mail', async () => {
            const lang = request.lg;
            const mail = await requestPasswordReset(app.db, user, {
              lang,
              origin: brandOrigin(request, brand),
              brand: mailBrandOf(request, brand, lang),
            });
            // Queued once the link is committed: a rolled-back transaction mails nothing.
            if (mail) await queueMail(request, mail);
          });
        }
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
      const { selector, token, password } = request.body;
      const checked = await checkSecureLink(app.db, 'reset-password', selector, token);
      if (!checked.ok) throw linkError(checked);
      const userId = checked.link.userId;
      if (userId === null) throw new HttpError(404, 'link_invalid');
      const { used, delivered } = await resetPassword(app.db, {
        selector,
        token,
        userId,
        passwordHash: await hashPassword(password),
      });
      if (!used.ok) throw linkError(used);
      await notifyEmployersOfDelivered(app, askerOf(request), delivered);
      return { message: t(request.lg, 'password_reset_done') };
    },
  );
};

export default passwordReset;
