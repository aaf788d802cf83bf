import { APPLICATION_MESSAGE_MAX, errorAnswers } from '@jobboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplyInputSchema,
  CandidateSignupInputSchema,
  ClientFieldsSchema,
  IdParamSchema,
} from '@jobboard/contracts';
import { RATE_LIMITS } from '../../../config/rate-limits.js';
import {
  HttpError,
  ValidationError,
  fieldError,
  forbidden,
  notFound,
} from '../../../lib/http-errors.js';
import { fieldMap, issuesToFields, type IssueLike } from '../../../lib/validation.js';
import { t } from '../../../i18n/messages.js';
import { requireCandidate } from '../../../plugins/auth.js';
import { boardFromParams } from '../../../plugins/brand.js';
import { askerOf } from '../../../plugins/jobs.js';
import { keepUntilClose } from '../../../services/after-answer.js';
import { applyToOffer } from '../../../services/apply.js';
import { registerAndApply, type RegisterForm } from '../../../services/apply-register.js';
import type { ApplicationRow } from '../../../repositories/applications.js';
import { readMultipart, type MultipartForm } from '../candidates/multipart.js';
import { BoardParam } from '../offers/params.js';

/**
 * Applying to an offer (docs/candidates.md): a signed-in candidate with one of their documents, or
 * a visitor who registers and applies in one multipart call. The offer must be listed on the board
 * of the path (published there, not expired): otherwise 404. One application per candidate and
 * offer: a second one is a 409 Conflict (the client shows "already applied"). The application keeps
 * links to its documents, which the employer downloads later.
 */
const ParamsSchema = z.object({ jobboard: BoardParam, offerId: IdParamSchema });
const ApplicationAnswerSchema = z.object({
  id: z.number().int(),
  offer_id: z.number().int(),
  jobboard: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
const errors = errorAnswers(401, 403, 404, 409, 413, 415, 422, 429);

/** A new application: its offer is the one applied to (only a closed team's have none). */
const toAnswer = (row: ApplicationRow, offerId: number) => ({
  id: row.id,
  offer_id: offerId,
  jobboard: row.jobboard,
  created_at: row.createdAt.toISOString(),
});

/** Text fields of apply-register: a form sends its checkbox as "on". */
const ApplyRegisterFieldsSchema = CandidateSignupInputSchema.omit({ newsletter: true }).extend({
  ...ClientFieldsSchema.shape,
  newsletter: z
    .enum(['on', 'true', '1', 'false', '0', ''])
    .optional()
    .transform((v) => v === 'on' || v === 'true' || v === '1'),
  message: z.string().max(APPLICATION_MESSAGE_MAX).optional(),
});

/** The file field of apply-register ("file" is accepted too, as on the documents upload). */
const RESUME_FIELDS = ['resume', 'file'] as const;

const apply: FastifyPluginAsyncZod = async (app) => {
  // The apply-register mails go after the answer.
  const keep = keepUntilClose(app);

  app.post(
    '/jobboard/:jobboard/offers/:offerId/apply',
    {
      preValidation: requireCandidate,
      schema: {
        tags: ['candidates'],
        summary:
          'Apply with one of the candidate’s documents; already applied: 409; address not confirmed: 403',
        params: ParamsSchema,
        body: ApplyInputSchema,
        response: { 201: z.object({ data: ApplicationAnswerSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const board = boardFromParams(request);
      const { resume_id: resumeId, cover_letter_id: coverLetterId, message } = request.body;
      const outcome = await applyToOffer(app, askerOf(request), {
        board,
        offerId: request.params.offerId,
        candidate: request.candidate!,
        resumeId,
        coverLetterId,
        message,
      });
      if (outcome.kind === 'offer_not_listed') throw notFound();
      if (outcome.kind === 'already_applied') throw new HttpError(409, 'already_applied');
      // The apply page says to confirm, with the resend button.
      if (outcome.kind === 'email_not_confirmed') throw forbidden('apply_needs_confirmed_email');
      if (outcome.kind === 'document_not_found')
        throw fieldError(outcome.field, 'validation.document_not_found');
      return reply.code(201).send({ data: toAnswer(outcome.application, outcome.offerId) });
    },
  );

  /**
   * Register and apply in one step: the same 202 whether or not the e-mail has an account
   * (registerAndApply says why and what each case keeps and mails).
   */
  app.post(
    '/jobboard/:jobboard/offers/:offerId/apply-register',
    {
      config: { rateLimit: RATE_LIMITS.signup },
      schema: {
        tags: ['candidates'],
        summary:
          'Register and apply in one step (multipart: first_name, last_name, email, password, resume, optional message): 202 and a mail, the same answer whether or not the e-mail is taken',
        consumes: ['multipart/form-data'],
        params: ParamsSchema,
        response: { 202: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      // The resume streams to storage as the body arrives (its size checked on the way); the
      // service removes it on a refusal and for a taken address.
      const form = await readMultipart(request, RESUME_FIELDS);
      const outcome = await registerAndApply(app, askerOf(request), {
        board: boardFromParams(request),
        offerId: request.params.offerId,
        lang: request.lg,
        form: readRegisterForm(form),
        discard: () => form.discard(),
      });
      if (outcome.kind === 'offer_not_listed') throw notFound();
      if (outcome.kind === 'form_refused') throw new ValidationError(outcome.fields);
      keep(outcome.mailing);
      return reply.code(202).send({
        message: t(request.lg, 'apply_register_check_email', {
          email: outcome.email.trim().toLowerCase(),
        }),
      });
    },
  );
};

export default apply;

/**
 * The apply-register form: its text fields and its resume judged together, so that every refusal
 * comes in one 422 and a form sent without scripts (or by another client) is corrected in one
 * round, as the browser's own check shows them.
 */
function readRegisterForm(form: MultipartForm): RegisterForm {
  const parsed = ApplyRegisterFieldsSchema.safeParse(form.fields);
  const file = RESUME_FIELDS.map((name) => form.files.get(name)).find(Boolean);
  const sniffed = file?.sniffed;
  const stored = file?.stored;
  if (!parsed.success || !file || !sniffed || !stored) {
    const refused = parsed.success
      ? fieldMap<ValidationError['fields'][string]>()
      : issuesToFields(parsed.error.issues as unknown as IssueLike[]);
    if (!file) refused.resume = [{ key: 'validation.required' }];
    else if (!sniffed || !stored) refused.resume = [{ key: 'validation.unsupported_document' }];
    return { ok: false, refused };
  }
  const fields = parsed.data;
  return {
    ok: true,
    candidate: {
      email: fields.email,
      password: fields.password,
      firstName: fields.first_name,
      lastName: fields.last_name,
    },
    newsletter: fields.newsletter,
    message: fields.message?.trim() || null,
    resume: {
      filename: file.filename,
      mimeType: sniffed.mimeType,
      size: stored.size,
      storagePath: stored.storagePath,
    },
  };
}
