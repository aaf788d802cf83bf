import {
  BOARD_FIELD,
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
import { askerOf } from '../../../plugins/jobs.js';
import { keepUntilClose } from '../../../services/after-answer.js';
import { signUpCandidate, signUpEmployer, type SignupInput } from '../../../services/signup.js';
import { errors, MessageSchema } from './schemas.js';
import { BoardParam } from '../offers/params.js';

/** The board a sign-up comes from: the payload's board field (BOARD_FIELD) when it names one, else the Host's. */
const SignupBoardSchema = z.object({ jobboard: BoardParam.optional() });
const CandidateSignupBodySchema = CandidateSignupInputSchema.extend(SignupBoardSchema.shape);
const EmployerSignupBodySchema = EmployerSignupInputSchema.extend(SignupBoardSchema.shape);
type CandidateSignupBody = z.output<typeof CandidateSignupBodySchema>;

/** The options of both sign-up routes: one limit, one answer (202 and a message). */
const signupRoute = <Body extends z.ZodType>(summary: string, body: Body) => ({
  config: { rateLimit: RATE_LIMITS.signup },
  schema: { tags: ['auth'], summary, body, response: { 202: MessageSchema, ...errors } },
});

/**
 * Sign-up of a candidate (/jobboard/signup) or an employer (/ats/signup). A sign-up answers the
 * same whether the e-mail was free or taken (no account enumeration): nobody is signed in, and
 * the mailbox tells its owner what happened. The confirmation link signs the new account in
 * (POST /email-confirmation, email-confirmation.ts).
 */
const signup: FastifyPluginAsyncZod = async (app) => {
  // The mail goes after the answer (services/signup.ts).
  const keep = keepUntilClose(app);

  const signupBoard = (request: { brand: BrandManifest }, key: string | undefined) => {
    if (!key) return request.brand;
    const board = app.brands.get(key);
    if (!board) throw fieldError(BOARD_FIELD, 'validation.invalid_value');
    return board;
  };

  /** What both sign-ups ask for; the board first, so an unknown one is the first error. */
  const signupInput = (request: FastifyRequest, body: CandidateSignupBody): SignupInput => ({
    board: signupBoard(request, body.jobboard),
    email: body.email,
    password: body.password,
    firstName: body.first_name,
    lastName: body.last_name,
    lang: request.lg,
    newsletter: Boolean(body.newsletter),
  });

  app.post(
    '/jobboard/signup',
    signupRoute(
      'Candidate sign-up: 202 and a mail (the confirmation link, or "you already have an account"): the same answer whether or not the e-mail is taken',
      CandidateSignupBodySchema,
    ),
    async (request, reply) => {
      const { body } = request;
      const { mailing } = await signUpCandidate(app, askerOf(request), signupInput(request, body));
      keep(mailing);
      return reply.code(202).send(signupAnswer(request, body.email));
    },
  );

  app.post(
    '/ats/signup',
    signupRoute(
      'Employer sign-up: a team with every permission, allowed on the board it signed up from; 202 and a mail, the same whether or not the e-mail is taken',
      EmployerSignupBodySchema,
    ),
    async (request, reply) => {
      const { body } = request;
      const input = signupInput(request, body);
      if (!(TEAM_SIZES as readonly string[]).includes(body.team_size))
        throw fieldError('team_size', 'validation.invalid_value');
      let phoneNumber: string | null = null;
      if (body.phone_number?.trim()) {
        phoneNumber = normalizePhone(body.phone_number, 'CA');
        if (!phoneNumber) throw fieldError('phone_number', 'validation.invalid_phone');
      }
      const { mailing } = await signUpEmployer(app, askerOf(request), {
        ...input,
        phoneNumber,
        teamName: body.company_name,
        teamSize: body.team_size,
      });
      keep(mailing);
      return reply.code(202).send(signupAnswer(request, body.email));
    },
  );

  /** The one answer of a sign-up, taken e-mail or not. */
  const signupAnswer = (request: FastifyRequest, email: string) => ({
    message: t(request.lg, 'signup_check_email', { email: email.trim().toLowerCase() }),
  });
};

export default signup;
