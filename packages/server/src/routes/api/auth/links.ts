import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guard, Language } from '@jobboard/contracts';
import { pathTo } from '@jobboard/contracts/routes';
import type { BrandManifest } from '@jobboard/manifest';
import { hasHeldApplications } from '../../../repositories/applications.js';
import type { DbLike } from '../../../db/client.js';
import { linkFailure, type HttpError } from '../../../lib/http-errors.js';
import type { CheckResult } from '../../../repositories/secure-links.js';
import { issueSecureLink } from '../../../repositories/secure-links.js';
import { boardMailBrand, boardOrigin, type MailBrand } from '../../../services/mail-brand.js';
import { queueMail } from '../../../plugins/jobs.js';

/**
 * The e-mails with a link (address confirmation, password reset) and what a failed link means.
 * Links point to the token pages of the site's route table (emailConfirmation,
 * resetPassword), with the selector and the token in the path.
 */

/** The origin of a brand's links in mails: its configured one, never the request's Host (boardOrigin). */
export function brandOrigin(request: FastifyRequest, brand: BrandManifest): string {
  return boardOrigin(request.server, brand);
}

/** The board a mail comes from, in the recipient's language: sender, logo and colours of its build. */
export function mailBrandOf(
  request: FastifyRequest,
  brand: BrandManifest,
  lang: Language,
): MailBrand {
  return boardMailBrand(request.server, brand, lang);
}

export interface LinkRecipient {
  id: number;
  email: string;
  firstName: string;
  language: Language;
}

/** Context kept with a confirmation link: the sign-up's newsletter box, confirmed with the address. */
export interface ConfirmationData {
  newsletter?: string;
}

export async function sendEmailConfirmation(
  request: FastifyRequest,
  brand: BrandManifest,
  user: LinkRecipient,
  data: ConfirmationData = {},
  db: DbLike = request.server.db,
): Promise<void> {
  const { selector, token } = await issueSecureLink(db, {
    type: 'email-confirmation',
    userId: user.id,
    email: user.email,
    data: Object.keys(data).length ? JSON.stringify(data) : null,
  });
  const origin = brandOrigin(request, brand);
  const lang = user.language;
  await queueMail(request, {
    to: user.email,
    template: 'email-confirmation',
    lang,
    brand: mailBrandOf(request, brand, lang),
    data: {
      firstName: user.firstName,
      url: origin + pathTo('emailConfirmation', lang, { selector, token }),
      // An application made while registering waits for this link: the mail says so.
      heldApplication: await hasHeldApplications(db, user.id),
    },
  });
}

/** To the owner of an address someone tried to sign up with again: where to sign in or reset. */
export async function sendAccountExists(
  request: FastifyRequest,
  brand: BrandManifest,
  user: LinkRecipient,
  guard: Guard,
): Promise<void> {
  const origin = brandOrigin(request, brand);
  const lang = user.language;
  const employer = guard === 'ats';
  await queueMail(request, {
    to: user.email,
    template: 'account-exists',
    lang,
    brand: mailBrandOf(request, brand, lang),
    data: {
      firstName: user.firstName,
      loginUrl: origin + pathTo(employer ? 'employerLogin' : 'login', lang),
      resetUrl: origin + pathTo(employer ? 'employerForgotPassword' : 'forgotPassword', lang),
    },
  });
}

/** A link that did not check out: unknown or forged → 404; used or expired → 410. */
export function linkError(result: Extract<CheckResult, { ok: false }>): HttpError {
  return linkFailure(result.reason);
}

/**
 * Work that must not delay (or time) the answer, e.g. the forgot-password mail: whether it runs
 * must not show in the response time. Failures are logged; app.close() waits for what is running.
 */
export function createBackground(app: FastifyInstance) {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });
  return (request: FastifyRequest, label: string, task: () => Promise<void>) => {
    // Started after the answer is written (setImmediate runs after the reply's microtasks).
    const promise = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err: unknown) => request.log.error({ err }, `${label} failed`))
      .finally(() => running.delete(promise));
    running.add(promise);
  };
}
