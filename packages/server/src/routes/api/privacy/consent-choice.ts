import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CANDIDATE_GUARD,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_POLICY_VERSION,
  formatConsentCookie,
  type ConsentChoice,
} from '@jobboard/contracts';
import { getSessionUser } from '../../../plugins/auth.js';
import { recordConsent } from '../../../repositories/privacy/consent.js';

/**
 * Keeps a visitor's consent choice, the same way whichever form sent it (the banner's script or
 * its plain form): a record of the board, choice and policy version (no address, no user agent;
 * the account when signed in on either side, so that it appears in that account's data export),
 * and the first-party cookie the pages read. The cookie is readable by the page (not httpOnly):
 * the page decides what loads before asking the server.
 */
export async function keepConsentChoice(
  request: FastifyRequest,
  reply: FastifyReply,
  board: string,
  choice: ConsentChoice,
): Promise<void> {
  const app = request.server;
  const user =
    (await getSessionUser(request, CANDIDATE_GUARD)) ?? (await getSessionUser(request, 'ats'));
  await recordConsent(app.db, {
    board,
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
}
