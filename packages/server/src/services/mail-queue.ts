import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { JOBS } from './jobs.js';
import type { MailMessage } from './mail.js';
import { claimMailToRecipient, UNSOLICITED_TEMPLATES } from './mail-limit.js';

/**
 * The request that asked, as a service sees it (never the request itself): its id goes with the
 * mails it queues, so the mail job's log lines (and a dead letter) carry the request's `reqId`;
 * its log gets what fails. Routes build it with `askerOf(request)` (plugins/jobs.ts).
 */
export interface Asker {
  id: string;
  log: FastifyBaseLogger;
}

/** What queuing a mail needs of the app: the database (the recipient limit) and the queue. */
export type MailQueueApp = Pick<FastifyInstance, 'db' | 'jobs'>;

/** What a service that mails from a board needs: also the origins and the brands' builds. */
export type BoardMailApp = Pick<FastifyInstance, 'db' | 'jobs' | 'env' | 'brands'>;

/**
 * The queue of a mail: the ones a person waits for on screen (confirmations of an address, an
 * account, a newsletter or an alert, reset links: the same kinds a visitor can have sent to any
 * address) go ahead of notifications, on a queue of their own.
 */
export const mailJobOf = (template: string) =>
  UNSOLICITED_TEMPLATES.has(template) ? JOBS.accountMail : JOBS.mail;

/**
 * Whether a mail a visitor had sent to an address may go (services/mail-limit.ts); logged when
 * not, without the address.
 */
export async function allowMail(
  app: Pick<FastifyInstance, 'db'>,
  asker: Asker,
  message: MailMessage,
): Promise<boolean> {
  const allowed = await claimMailToRecipient(app.db, message.to);
  if (!allowed)
    asker.log.warn({ template: message.template }, 'mail not sent: recipient limit reached');
  return allowed;
}

/**
 * Queues an e-mail: the request neither waits for SMTP nor fails with it. The mail job retries
 * with back-off (about 15 minutes in all) and then lands in the dead-letter queue, logged as an
 * error with the asker's request id. A kind a visitor can have sent to any address counts against
 * the recipient's limit first; past it the mail is dropped in silence (the client's answer is
 * the same).
 */
export async function queueMail(
  app: MailQueueApp,
  asker: Asker,
  message: MailMessage,
  options: { singletonKey?: string } = {},
): Promise<void> {
  if (UNSOLICITED_TEMPLATES.has(message.template) && !(await allowMail(app, asker, message)))
    return;
  await app.jobs.send(mailJobOf(message.template), message, {
    requestId: asker.id,
    singletonKey: options.singletonKey,
  });
}
