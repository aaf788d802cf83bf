import type { FastifyPluginAsync } from 'fastify';
import type { ConsentChoice } from '@jobboard/contracts';
import { sameSitePath } from '@jobboard/contracts/safe-redirect';
import { RATE_LIMITS } from '../config/rate-limits.js';
import { fieldError } from '../lib/http-errors.js';
import { boardFromParams } from '../plugins/brand.js';
import { keepConsentChoice } from './api/privacy/consent-choice.js';

/** The form's fields are a few short words; anything longer is not the banner's form. */
const BODY_LIMIT = 4096;

/**
 * The choice the consent banner's form stands for (docs/privacy.md): its button's `choice`
 * (`all`, `none`, or `custom` with the ticked boxes, which a browser sends as `on`). Null when
 * the form is not the banner's.
 */
export function choiceOfForm(fields: URLSearchParams): ConsentChoice | null {
  const choice = fields.get('choice');
  if (choice === 'all') return { advertising: true, measurement: true };
  if (choice === 'none') return { advertising: false, measurement: false };
  if (choice === 'custom')
    return {
      advertising: fields.get('advertising') === 'on',
      measurement: fields.get('measurement') === 'on',
    };
  return null;
}

/**
 * POST /api/jobboard/{jobboard}/consent/form: the consent banner without JavaScript. The
 * browser posts the banner's form (url-encoded); the choice is recorded as the JSON route
 * records it, the cookie set, and the visitor sent back (303) to the page the form was on —
 * its `return` path, through the one safe-redirect function, else the home page. A form that
 * names no choice is a 422 and changes nothing.
 */
const consentForm: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, new URLSearchParams(String(body))),
  );
  app.post<{ Params: { jobboard: string } }>(
    '/api/jobboard/:jobboard/consent/form',
    {
      config: { rateLimit: RATE_LIMITS.consent },
      schema: { hide: true },
    },
    async (request, reply) => {
      const board = boardFromParams(request);
      const fields = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const choice = choiceOfForm(fields);
      if (!choice) throw fieldError('choice', 'validation.required');
      await keepConsentChoice(request, reply, board.name, choice);
      reply.header('cache-control', 'no-store');
      return reply.redirect(sameSitePath(fields.get('return')) ?? '/', 303);
    },
  );
};

export default consentForm;
