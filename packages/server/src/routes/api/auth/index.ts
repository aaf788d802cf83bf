import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import emailConfirmation from './email-confirmation.js';
import linkCheck from './link-check.js';
import passwordReset from './password-reset.js';
import sessions from './sessions.js';
import signup from './signup.js';

/**
 * Sign-up, sign-in, sign-out and the e-mail links of both guards (docs/candidates.md,
 * docs/employers.md): candidates under /jobboard, employers under /ats. One plugin per concern:
 * - signup.ts: candidate and employer sign-up (the same answer whether the e-mail is taken);
 * - sessions.ts: sign-in and sign-out per guard, the signed-in employer, ATS sign-on tokens;
 * - password-reset.ts: the forgot-password mail and the new password from its link;
 * - email-confirmation.ts: the confirmation link and a new one on request;
 * - link-check.ts: a mail's link checked before its page (and the ATS's sso tokens);
 * - schemas.ts: what they share. The flows themselves are services (signup, email-confirmation,
 *   password-reset); a failed link answers `linkFailure` (lib/http-errors.ts).
 */
const auth: FastifyPluginAsyncZod = async (app) => {
  await app.register(signup);
  await app.register(sessions);
  await app.register(passwordReset);
  await app.register(linkCheck);
  await app.register(emailConfirmation);
};

export default auth;
