import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pgPoolOf } from '../db/client.js';
import type { MailMessage } from '../services/mail.js';
import { claimMailToRecipient, UNSOLICITED_TEMPLATES } from '../services/mail-limit.js';
import { JOBS, type JobQueue } from '../services/jobs.js';
import { jobDefinitions } from '../services/jobs-definitions.js';
import { MemoryJobQueue } from '../services/jobs-memory.js';
import { PgBossJobQueue } from '../services/jobs-pg-boss.js';

// Its importers (app, cache bus, tests) reach the pool through here too.
export { pgPoolOf };

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs: pg-boss on a PostgreSQL server, in memory on PGlite (services/jobs.ts). */
    jobs: JobQueue;
  }
}

export interface JobsOptions {
  /** Default: pg-boss on PostgreSQL, memory on PGlite. */
  queue?: 'memory' | 'pg-boss';
}

/** The queue backend for the database: one constructor per backend, nothing job-specific. */
function createQueue(app: FastifyInstance, kind: 'memory' | 'pg-boss'): JobQueue {
  if (kind === 'memory') return new MemoryJobQueue(app.log);
  return new PgBossJobQueue({
    pool: pgPoolOf(app.db),
    log: app.log,
    stopTimeoutSeconds: app.env.SHUTDOWN_TIMEOUT_SECONDS,
  });
}

/**
 * Whether a mail a visitor had sent to an address may go (services/mail-limit.ts); logged when
 * not, without the address.
 */
export async function allowMail(request: FastifyRequest, message: MailMessage): Promise<boolean> {
  const allowed = await claimMailToRecipient(request.server.db, message.to);
  if (!allowed)
    request.log.warn({ template: message.template }, 'mail not sent: recipient limit reached');
  return allowed;
}

/**
 * The queue of a mail: the ones a person waits for on screen (confirmations of an address, an
 * account, a newsletter or an alert, reset links: the same kinds a visitor can have sent to any
 * address) go ahead of notifications, on a queue of their own.
 */
export const mailJobOf = (template: string) =>
  UNSOLICITED_TEMPLATES.has(template) ? JOBS.accountMail : JOBS.mail;

/**
 * Queues an e-mail: the request neither waits for SMTP nor fails with it. The mail job retries
 * with back-off (about 15 minutes in all) and then lands in the dead-letter queue, logged as an
 * error with the request's id.
 */
export async function queueMail(
  request: FastifyRequest,
  message: MailMessage,
  options: { singletonKey?: string } = {},
): Promise<void> {
  // Past the recipient's limit the mail is dropped in silence: the client's answer is the same.
  if (UNSOLICITED_TEMPLATES.has(message.template) && !(await allowMail(request, message))) return;
  await request.server.jobs.send(mailJobOf(message.template), message, {
    requestId: request.id,
    singletonKey: options.singletonKey,
  });
}

export default fp<JobsOptions>(
  async (app, options) => {
    const kind = options.queue ?? (app.dbKind === 'postgres' ? 'pg-boss' : 'memory');
    const queue = createQueue(app, kind);
    // Every job of the one list (services/jobs-definitions.ts), on either backend.
    for (const definition of jobDefinitions(app)) queue.define(definition);

    app.decorate('jobs', queue);
    await queue.start();
    // After the server stopped taking requests (onClose runs once in-flight requests ended):
    // the jobs they queued still run here, or stay in PostgreSQL for another process.
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['context'] },
);
