import { BOARD_FIELD, CANDIDATE_GUARD, GUARDS } from '@jobboard/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CandidateSignupInputSchema,
  ClientFieldsSchema,
  EmployerSignupInputSchema,
  ErrorSchema,
  ForgotPasswordInputSchema,
  GuardSchema,
  InvalidGrantSchema,
  LoginInputSchema,
  ResetPasswordInputSchema,
  SecureLinkInputSchema,
  SsoTokensSchema,
  TEAM_SIZES,
  UserSchema,
  ValidationErrorSchema,
  dataOf,
} from '@jobboard/contracts';
import type { BrandManifest } from '@jobboard/manifest';
import { RATE_LIMITS } from '../../../config/rate-limits.js';
import { SECURE_LINK_TYPES, type SecureLinkType } from '../../../db/schema.js';
import { t } from '../../../i18n/messages.js';
import { HttpError, fieldError, forbidden, invalidGrant } from '../../../lib/http-errors.js';
import {
  endSession,
  requireCandidate,
  requireEmployer,
  startSession,
  type Guard,
  type SessionUser,
} from '../../../plugins/auth.js';
import { boardFromParams } from '../../../plugins/brand.js';
import { queueMail } from '../../../plugins/jobs.js';
import { endAllSessions } from '../../../repositories/sessions.js';
import {
  hashPassword,
  needsRehash,
  verifyDummyPassword,
  verifyPassword,
} from '../../../services/passwords.js';
import { clearLoginThrottle, claimLoginAttempt } from '../../../services/login-throttle.js';
import {
  checkSecureLink,
  consumeSecureLink,
  issueSecureLink,
  revokeSecureLinks,
} from '../../../repositories/secure-links.js';
import {
  confirmNewsletterAtSignup,
  findUserByEmail,
  findUserById,
  getUserProfile,
  insertEmployer,
  insertUser,
  linkUserIfVerified,
  markEmailVerified,
  lockUser,
  recentLinkSent,
  updatePasswordHash,
  type UserRow,
} from '../../../repositories/users.js';
import { normalizePhone } from '@jobboard/contracts/phone';
import {
  createBackground,
  linkError,
  sendAccountExists,
  sendEmailConfirmation,
  issuePasswordReset,
  type ConfirmationData,
} from './links.js';

/**
 * Sign-up, sign-in, sign-out and the e-mail links of both guards (docs/candidates.md,
 * docs/employers.md): candidates under /jobboard, employers under /ats. Sessions are the httpOnly
 * cookies of plugins/auth.ts; each guard's session is separate.
 */

/** Client fields on every body, so `request.lg` still reads `lg` after validation. */
const withClient = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) =>
  schema.extend(ClientFieldsSchema.shape);

/** The board a sign-up comes from: the payload's board field (BOARD_FIELD) when it names one, else the Host's. */
const SignupBoardSchema = z.object({ jobboard: z.string().max(40).optional() });

const MessageSchema = z.object({ message: z.string() });
const UserAnswerSchema = dataOf(UserSchema);
const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  410: ErrorSchema,
  422: ValidationErrorSchema,
  429: ErrorSchema,
};

/** A forgot-password request for an address that just got a link sends no second mail. */
const RESET_MAIL_INTERVAL_MS = 60_000;

const auth: FastifyPluginAsyncZod = async (app) => {
  const background = createBackground(app);

  const profileOf = async (id: number) => {
    const user = await getUserProfile(app.db, id, app.brands);
    if (!user) throw new HttpError(404, 'resource_not_found');
    return user;
  };

  const signupBoard = (request: { brand: BrandManifest }, key: string | undefined) => {
    if (!key) return request.brand;
    const board = app.brands.get(key);
    if (!board) throw fieldError(BOARD_FIELD, 'validation.invalid_value');
    return board;
  };

  /**
   * A mail sent because of a request is written in the language of the page the request came
   * from (`lg`), not the account's stored language: the visitor reads it in the language they
   * were using.
   */
  const recipient = (user: UserRow, request: FastifyRequest) => ({
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    language: request.lg,
  });

  /* ------------------------------------------------------------ sign-up */

  app.post(
    '/jobboard/signup',
    {
      config: { rateLimit: RATE_LIMITS.signup },
      schema: {
        tags: ['auth'],
        summary:
          'Candidate sign-up: 202 and a mail (the confirmation link, or "you already have an account"): the same answer whether or not the e-mail is taken',
        body: CandidateSignupInputSchema.extend(SignupBoardSchema.shape),
        response: { 202: MessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const board = signupBoard(request, body.jobboard);
      // Hashed in both cases: a taken e-mail must take as long as a new one.
      const passwordHash = await hashPassword(body.password);
      const user = await insertUser(app.db, {
        guard: CANDIDATE_GUARD,
        email: body.email,
        passwordHash,
        firstName: body.first_name,
        lastName: body.last_name,
        language: request.lg,
      });
      const data: ConfirmationData = body.newsletter ? { newsletter: board.name } : {};
      mailAfterSignup(request, CANDIDATE_GUARD, board, body.email, user, data);
      return reply.code(202).send(signupAnswer(request, body.email));
    },
  );

  app.post(
    '/ats/signup',
    {
      config: { rateLimit: RATE_LIMITS.signup },
      schema: {
        tags: ['auth'],
        summary:
          'Employer sign-up: a team with every permission, allowed on the board it signed up from; 202 and a mail, the same whether or not the e-mail is taken',
        body: EmployerSignupInputSchema.extend(SignupBoardSchema.shape),
        response: { 202: MessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const board = signupBoard(request, body.jobboard);
      if (!(TEAM_SIZES as readonly string[]).includes(body.team_size))
        throw fieldError('team_size', 'validation.invalid_value');
      let phoneNumber: string | null = null;
      if (body.phone_number?.trim()) {
        phoneNumber = normalizePhone(body.phone_number, 'CA');
        if (!phoneNumber) throw fieldError('phone_number', 'validation.invalid_phone');
      }
      const passwordHash = await hashPassword(body.password);
      const user = await insertEmployer(app.db, {
        email: body.email,
        passwordHash,
        firstName: body.first_name,
        lastName: body.last_name,
        language: request.lg,
        phoneNumber,
        country: phoneNumber ? 'CA' : null,
        teamName: body.company_name,
        teamSize: body.team_size,
        board: board.name,
      });
      const data: ConfirmationData = body.newsletter ? { newsletter: board.name } : {};
      mailAfterSignup(request, 'ats', board, body.email, user, data);
      return reply.code(202).send(signupAnswer(request, body.email));
    },
  );

  /**
   * A sign-up answers the same whether the e-mail was free or taken (no account enumeration):
   * nobody is signed in, and the mailbox tells its owner what happened. The confirmation link
   * signs the new account in (POST /email-confirmation).
   */
  const signupAnswer = (request: FastifyRequest, email: string) => ({
    message: t(request.lg, 'signup_check_email', { email: email.trim().toLowerCase() }),
  });

  /**
   * The mail after a sign-up, sent after the answer (its timing must not tell which one it is):
   * the confirmation link to a new account, "you already have an account" to a taken address.
   * The account exists once created: a mail failure is logged, and "resend" is there for it.
   */
  function mailAfterSignup(
    request: FastifyRequest,
    guard: Guard,
    board: BrandManifest,
    email: string,
    created: UserRow | undefined,
    data: ConfirmationData,
  ) {
    background(request, 'sign-up e-mail', async () => {
      if (created) {
        await sendEmailConfirmation(request, board, recipient(created, request), data);
        return;
      }
      const existing = await findUserByEmail(app.db, guard, email);
      if (existing) await sendAccountExists(request, board, recipient(existing, request), guard);
    });
  }

  /* ------------------------------------------------------------ per guard: login, logout, forgot */

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
        const valid = user
          ? await verifyPassword(password, user.passwordHash)
          : await verifyDummyPassword(password);
        if (!user || !valid) throw invalidGrant();
        await clearLoginThrottle(app.db, guard, email);
        if (needsRehash(user.passwordHash))
          await updatePasswordHash(app.db, user.id, await hashPassword(password));
        // A previous session of this guard in the browser ends (another account, or a fixed id).
        await endSession(request, reply, guard);
        await startSession(request, reply, { id: user.id, guard });
        return { data: await profileOf(user.id) };
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
            // The user's row is locked from the check to the new link: requests for one address
            // arriving together send one mail, not one each.
            const mail = await app.db.transaction(async (tx) => {
              await lockUser(tx, user.id);
              if (await recentLinkSent(tx, user.id, 'reset-password', RESET_MAIL_INTERVAL_MS))
                return null;
              return issuePasswordReset(request, brand, recipient(user, request), tx);
            });
            // Queued once the link is committed: a rolled-back transaction mails nothing.
            if (mail) await queueMail(request, mail);
          });
        }
        return { message: t(request.lg, 'password_reset_sent') };
      },
    );
  }

  /* ------------------------------------------------------------ links */

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
      const hash = await hashPassword(password);
      const result = await app.db.transaction(async (tx) => {
        const used = await consumeSecureLink(tx, 'reset-password', selector, token);
        if (!used.ok || userId === null) return used;
        await updatePasswordHash(tx, userId, hash);
        // The owner proved the mailbox: a lock set by someone guessing the password ends.
        const owner = await findUserById(tx, userId);
        if (owner) await clearLoginThrottle(tx, owner.guard, owner.email);
        // The link came to the mailbox: the address is proven.
        await markEmailVerified(tx, userId);
        await endAllSessions(tx, userId);
        // Any other reset link of the account is now useless.
        await revokeSecureLinks(tx, userId, 'reset-password');
        return used;
      });
      if (!result.ok) throw linkError(result);
      if (userId === null) throw new HttpError(404, 'link_invalid');
      return { message: t(request.lg, 'password_reset_done') };
    },
  );

  app.get(
    '/check-secure-link/:type/:selector/:token',
    {
      // The ATS checks its single sign-on tokens from its own servers, by any host name.
      config: { brand: false },
      schema: {
        tags: ['auth'],
        summary:
          'Checks a link (e-mail confirmation, reset, newsletter) without using it; an sso token is used by this check',
        params: z.object({
          type: z.string().max(40),
          selector: z.string().max(200),
          token: z.string().max(200),
        }),
        response: {
          200: dataOf(
            z.object({
              type: z.enum(SECURE_LINK_TYPES),
              email: z.string().nullable(),
              /** Whose link it is (a reset page sends an employer to the employer login). */
              guard: GuardSchema.nullable().optional(),
              user: UserSchema.nullable().optional(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { type, selector, token } = request.params;
      const link = SecureLinkInputSchema.safeParse({ selector, token });
      if (!(SECURE_LINK_TYPES as readonly string[]).includes(type) || !link.success)
        throw new HttpError(404, 'link_invalid');
      const linkType = type as SecureLinkType;
      reply.header('cache-control', 'no-store');
      if (linkType === 'sso') {
        const used = await consumeSecureLink(app.db, 'sso', selector, token);
        if (!used.ok) throw linkError(used);
        const user = used.link.userId
          ? await getUserProfile(app.db, used.link.userId, app.brands)
          : null;
        return { data: { type: linkType, email: used.link.email, user } };
      }
      const checked = await checkSecureLink(app.db, linkType, selector, token);
      if (!checked.ok) throw linkError(checked);
      const owner = checked.link.userId
        ? await findUserById(app.db, checked.link.userId)
        : undefined;
      return { data: { type: linkType, email: checked.link.email, guard: owner?.guard ?? null } };
    },
  );

  app.post(
    '/email-confirmation',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirms the e-mail address of the link (either guard)',
        body: withClient(SecureLinkInputSchema),
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { selector, token } = request.body;
      const used = await consumeSecureLink(app.db, 'email-confirmation', selector, token);
      if (!used.ok) {
        // A second click on the same link: the address is confirmed, say so rather than "used".
        if (used.reason === 'used' && (await linkUserIfVerified(app.db, selector)))
          return { message: t(request.lg, 'email_confirmed') };
        throw linkError(used);
      }
      const { userId, data } = used.link;
      const user = userId === null ? undefined : await findUserById(app.db, userId);
      if (!user) throw new HttpError(404, 'link_invalid');
      await markEmailVerified(app.db, user.id);
      // The link of a sign-up (which no longer signs in, for the same answer to a taken e-mail)
      // proves the mailbox: the new account is signed in here, on its own guard.
      await endSession(request, reply, user.guard);
      await startSession(request, reply, { id: user.id, guard: user.guard });
      const context = parseConfirmationData(data);
      if (context.newsletter && app.brands.has(context.newsletter))
        await confirmNewsletterAtSignup(app.db, {
          board: context.newsletter,
          email: user.email,
          language: user.language,
        });
      return { message: t(request.lg, 'email_confirmed') };
    },
  );

  const resend = (guard: Guard) => async (request: FastifyRequest) => {
    const board = boardFromParams(request);
    const session: SessionUser | null = guard === 'ats' ? request.employer : request.candidate;
    if (!session) throw new HttpError(401, 'unauthorized');
    // The client shows this 403's message in a toast (docs/api.md#errors).
    if (session.emailVerified) throw forbidden('email_already_confirmed');
    const user = await findUserById(app.db, session.id);
    if (!user) throw new HttpError(401, 'unauthorized');
    await sendEmailConfirmation(request, board, recipient(user, request));
    return { message: t(request.lg, 'email_confirmation_sent', { email: user.email }) };
  };
  const resendSchema = (who: string) => ({
    tags: ['auth'],
    summary: `Sends a new confirmation link (${who}); 403 when already confirmed`,
    params: z.object({ board: z.string().max(40) }),
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

  /* ------------------------------------------------------------ employer session */

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
      return { data: await profileOf(request.employer!.id) };
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

function parseConfirmationData(data: string | null): ConfirmationData {
  if (!data) return {};
  try {
    const parsed = JSON.parse(data) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as ConfirmationData) : {};
  } catch {
    return {};
  }
}

export default auth;
