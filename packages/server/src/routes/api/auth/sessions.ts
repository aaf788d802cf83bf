import {
  GUARDS,
  InvalidGrantSchema,
  LoginInputSchema,
  SsoTokensSchema,
  ErrorSchema,
} from '@jobboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '../../../config/rate-limits.js';
import { HttpError, invalidGrant } from '../../../lib/http-errors.js';
import { endSession, requireEmployer, startSession } from '../../../plugins/auth.js';
import { issueSecureLink } from '../../../repositories/secure-links.js';
import { findUserByEmail, updatePasswordHash } from '../../../repositories/users.js';
import { clearLoginThrottle, claimLoginAttempt } from '../../../services/login-throttle.js';
import { checkPassword, hashPassword, needsRehash } from '../../../services/passwords.js';
import { errors, profileOf, UserAnswerSchema } from './schemas.js';

/**
 * Sessions: sign-in and sign-out of each guard (candidates under /jobboard, employers under
 * /ats), the signed-in employer, and the single sign-on tokens of the ATS link. Sessions are the
 * httpOnly cookies of plugins/auth.ts; each guard's session is separate.
 */
const sessions: FastifyPluginAsyncZod = async (app) => {
  for (const guard of GUARDS) {
    const tag = guard === 'ats' ? 'employers' : 'candidates';

    app.post(
      `/${guard}/auth/login`,
      {
        config: { rateLimit: RATE_LIMITS.login },
        schema: {
          tags: ['auth', tag],
          summary: `Sign in (${guard}); bad credentials: 400 invalid_grant`,
          body: LoginInputSchema,
          // 400 is invalid_grant for bad credentials, { message } for a body that is not JSON.
          response: {
            200: UserAnswerSchema,
            ...errors,
            400: z.union([InvalidGrantSchema, ErrorSchema]),
          },
        },
      },
      async (request, reply) => {
        const { email, password } = request.body;
        // Per account, across client addresses and processes: the attempt is counted before its
        // password is checked, and none is checked while the account is locked.
        const attempt = await claimLoginAttempt(app.db, guard, email);
        if (!attempt.allowed) {
          const seconds = Math.ceil(attempt.retryAfterMs / 1000);
          reply.header('retry-after', String(seconds));
          throw new HttpError(429, 'login_throttled', { minutes: Math.ceil(seconds / 60) });
        }
        const user = await findUserByEmail(app.db, guard, email);
        // Unknown e-mail and wrong password take the same time and give the same answer.
        const valid = await checkPassword(password, user?.passwordHash ?? null);
        if (!user || !valid) throw invalidGrant();
        await clearLoginThrottle(app.db, guard, email);
        if (needsRehash(user.passwordHash))
          await updatePasswordHash(app.db, user.id, await hashPassword(password));
        // A previous session of this guard in the browser ends (another account, or a fixed id).
        await endSession(request, reply, guard);
        await startSession(request, reply, { id: user.id, guard });
        return { data: await profileOf(app, user.id) };
      },
    );

    app.post(
      `/${guard}/auth/logout`,
      {
        schema: {
          tags: ['auth', tag],
          summary: `Sign out (${guard}); the other guard's session stays`,
          response: { 204: z.null().describe('Signed out') },
        },
      },
      async (request, reply) => {
        await endSession(request, reply, guard);
        return reply.code(204).send(null);
      },
    );
  }

  app.get(
    '/ats/me',
    {
      preValidation: requireEmployer,
      schema: {
        tags: ['auth', 'employers'],
        summary: 'The signed-in employer, with permissions and team',
        response: { 200: UserAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await profileOf(app, request.employer!.id) };
    },
  );

  app.get(
    '/ats/auth/sso-tokens',
    {
      preValidation: requireEmployer,
      schema: {
        tags: ['auth', 'employers'],
        summary: 'A single-use, two-minute token pair for the ATS link',
        response: { 200: SsoTokensSchema, ...errors },
      },
    },
    async (request, reply) => {
      const employer = request.employer!;
      const { selector, token } = await issueSecureLink(app.db, {
        type: 'sso',
        userId: employer.id,
        email: employer.email,
      });
      reply.header('cache-control', 'no-store');
      return { selector, token };
    },
  );
};

export default sessions;
