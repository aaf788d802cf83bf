import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@jobboard/contracts';
import type { BrandManifest } from '@jobboard/manifest';
import { linkFailure, type HttpError } from '../../../lib/http-errors.js';
import type { CheckResult } from '../../../repositories/secure-links.js';
import { boardMailBrand, boardOrigin, type MailBrand } from '../../../services/mail-brand.js';

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
