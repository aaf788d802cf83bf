import {
  BOARD_FIELD,
  CANDIDATE_GUARD,
  CandidateSignupInputSchema,
  EmployerSignupInputSchema,
  TEAM_SIZES,
} from '@jobboard/contracts';
import { normalizePhone } from '@jobboard/contracts/phone';
import type { BrandManifest } from '@jobboard/manifest';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '../../../config/rate-limits.js';
import { t } from '../../../i18n/messages.js';
import { fieldError } from '../../../lib/http-errors.js';
import type { Guard } from '../../../plugins/auth.js';
import { hashPassword } from '../../../services/passwords.js';
import {
  findUserByEmail,
  insertEmployer,
  insertUser,
  type UserRow,
} from '../../../repositories/users.js';
import {
  createBackground,
  sendAccountExists,
  sendEmailConfirmation,
  type ConfirmationData,
} from './links.js';
import { errors, MessageSchema, recipient } from './schemas.js';

/** The board a sign-up comes from: the payload's board field (BOARD_FIELD) when it names one, else the Host's. */
const SignupBoardSchema = z.object({ jobboard: z.string().max(40).optional() });

/**
 * Sign-up of a candidate (/jobboard/signup) or an employer (/ats/signup). A sign-up answers the
 * same whether the e-mail was free or taken (no account enumeration): nobody is signed in, and
 * the mailbox tells its owner what happened. The confirmation link signs the new account in
 * (POST /email-confirmation, email-confirmation.ts).
 */
const signup: FastifyPluginAsyncZod = async (app) => {
  const background = createBackground(app);

  const signupBoard = (request: { brand: BrandManifest }, key: string | undefined) => {
    if (!key) return request.brand;
    const board = app.brands.get(key);
    if (!board) throw fieldError(BOARD_FIELD, 'validation.invalid_value');
    return board;
  };

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

  /** The one answer of a sign-up, taken e-mail or not. */
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
};

export default signup;
