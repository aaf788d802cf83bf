import type { FastifyPluginAsync } from 'fastify';
import {
  CANDIDATE_GUARD,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_POLICY_VERSION,
  formatConsentCookie,
  type ConsentChoice,
} from '@jobboard/contracts';
import { sameSitePath } from '@jobboard/contracts/safe-redirect';
import { RATE_LIMITS } from '../config/rate-limits.js';
import { fieldError } from '../lib/http-errors.js';
import { getSessionUser } from '../plugins/auth.js';
import { boardFromParams } from '../plugins/brand.js';
import { recordConsent } from '../repositories/privacy.js';

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
      const user =
        (await getSessionUser(request, CANDIDATE_GUARD)) ?? (await getSessionUser(request, 'ats'));
      await recordConsent(app.db, {
        board: board.name,
        choice,
        policyVersion: CONSENT_POLICY_VERSION,
        userId: user?.id ?? null,
      });
      reply.setCookie(CONSENT_COOKIE, formatConsentCookie(choice), {
        path: '/',
        maxAge: CONSENT_MAX_AGE_DAYS * 24 * 3600,
        sameSite: 'lax',
        secure: request.protocol === 'https' || app.env.PUBLIC_URL_SCHEME === 'https',
        httpOnly: false,
      });
      reply.header('cache-control', 'no-store');
      return reply.redirect(sameSitePath(fields.get('return')) ?? '/', 303);
    },
  );
};

export default consentForm;
