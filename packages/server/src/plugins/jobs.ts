import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { Db } from '../db/client.js';
import type { MailMessage } from '../services/mail.js';
import { sendDueAlerts } from '../services/alert-mails.js';
import { purgeRateLimits } from '../services/rate-limit-store.js';
import {
  claimMailToRecipient,
  purgeMailCounts,
  UNSOLICITED_TEMPLATES,
} from '../services/mail-limit.js';
import { JOBS, MemoryJobQueue, PgBossJobQueue, type JobQueue } from '../services/jobs.js';
import { deleteExpiredSecureLinks } from '../repositories/secure-links.js';

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

/** The node-postgres pool behind drizzle (its `$client`). */
export function pgPoolOf(db: Db): pg.Pool {
  return (db as unknown as { $client: pg.Pool }).$client;
}

/** Expires the published offers whose date has passed; the ids it expired. */
export async function expireDueOffers(db: Db): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(
    sql`UPDATE offers SET status = 'expired', updated_at = now()
         WHERE status = 'published' AND expires_at IS NOT NULL AND expires_at <= now()
     RETURNING id`,
  );
  return rows.map((row) => row.id);
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
  await request.server.jobs.send(JOBS.mail, message, {
    requestId: request.id,
    singletonKey: options.singletonKey,
  });
}

export default fp<JobsOptions>(
  async (app, options) => {
    const kind = options.queue ?? (app.dbKind === 'postgres' ? 'pg-boss' : 'memory');
    const log = app.log;
    const queue: JobQueue =
      kind === 'pg-boss'
        ? new PgBossJobQueue({
            pool: pgPoolOf(app.db),
            log,
            stopTimeoutSeconds: app.env.SHUTDOWN_TIMEOUT_SECONDS,
          })
        : new MemoryJobQueue(log);

    queue.define<MailMessage>({
      name: JOBS.mail,
      retryLimit: 5,
      retryDelaySeconds: 30,
      retryBackoff: true,
      async run(message, { log }) {
        const sent = await app.mailer.send(message);
        log.info({ template: message.template, mailId: sent.id }, 'mail sent');
      },
    });
    queue.define({
      name: JOBS.expireOffers,
      every: 'minute',
      async run(_data, { log }) {
        const ids = await expireDueOffers(app.db);
        if (!ids.length) return;
        log.info({ offers: ids }, 'offers expired');
        // Their pages change on every process.
        app.cacheBus?.publish({ reason: 'offers-expired' });
      },
    });

    queue.define({
      name: JOBS.alerts,
      every: 'minute',
      async run(_data, { log }) {
        const sent = await sendDueAlerts(app, log);
        if (sent.due) log.info(sent, 'job alerts swept');
      },
    });

    queue.define({
      name: JOBS.purgeRateLimits,
      every: 'minute',
      async run() {
        // Route limits live in PostgreSQL's table on a PostgreSQL server only (in memory on
        // PGlite); the recipients' mail counts on both.
        if (app.dbKind === 'postgres') await purgeRateLimits(pgPoolOf(app.db));
        else await purgeMailCounts(app.db);
      },
    });

    queue.define({
      name: JOBS.purgeSecureLinks,
      every: 'hour',
      async run(_data, { log }) {
        const deleted = await deleteExpiredSecureLinks(app.db);
        if (deleted) log.info({ deleted }, 'expired secure links deleted');
      },
    });

    app.decorate('jobs', queue);
    await queue.start();
    // After the server stopped taking requests (onClose runs once in-flight requests ended):
    // the jobs they queued still run here, or stay in PostgreSQL for another process.
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['context'] },
);
