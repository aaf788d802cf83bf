import type { FastifyInstance } from 'fastify';
import { pgPoolOf } from '../db/client.js';
import { deleteExpiredSecureLinks } from '../repositories/secure-links.js';
import { deleteStaleInvitations } from '../repositories/team-invitations.js';
import { expireDueOffers } from '../repositories/offers-expiry.js';
import { sendDueAlerts } from './alert-mails.js';
import { sendDueForYouMails } from './for-you-mails.js';
import { JOBS, type JobDefinition } from './jobs.js';
import type { MailMessage } from './mail.js';
import { purgeMailCounts } from './mail-limit.js';
import { purgeRateLimits } from './rate-limit-store.js';
import { dataExportJob, pendingExportsJob } from './privacy-export.js';
import { retentionJob } from './privacy-retention.js';
import { sendSettledStageMails } from './stage-mails.js';

/**
 * THE list of background jobs: the one place a job is registered. The jobs plugin defines every
 * entry on whichever queue runs (pg-boss or in memory) before starting it, so a job added here
 * runs on both. To add one: a name in JOBS (jobs.ts), a function returning its definition
 * (here, or in a file of its own beside the code it drives), and one line in the list below.
 * A definition says what the job does and nothing about the queue: retries, back-off and
 * `every` (a sweep each minute or hour) are honoured by both backends.
 */
export function jobDefinitions(app: FastifyInstance): JobDefinition<never>[] {
  return [
    mailJob(app, JOBS.mail, MAIL_CONCURRENCY.notifications),
    mailJob(app, JOBS.accountMail, MAIL_CONCURRENCY.account),
    stageMailsJob(app),
    expireOffersJob(app),
    alertsJob(app),
    forYouMailsJob(app),
    purgeRateLimitsJob(app),
    purgeSecureLinksJob(app),
    dataExportJob(app),
    pendingExportsJob(app),
    retentionJob(app),
  ];
}

/**
 * Mails at once per process and queue. A send is a template rendering and an SMTP exchange
 * (or two outbox files): mostly waiting on the network, so ten at a time send hundreds a minute
 * where one at a time sent one a second; the SMTP transport pools its connections (mail.ts).
 */
export const MAIL_CONCURRENCY = { notifications: 10, account: 4 } as const;

/**
 * One e-mail rendered and sent outside the request, on one of two queues: notifications, and
 * the mails a person waits for (confirmations, resets), which a backlog of the first never
 * holds. Retries with back-off (about 15 minutes in all), then lands in the dead-letter queue,
 * logged as an error with the request's id.
 */
function mailJob(
  app: FastifyInstance,
  name: typeof JOBS.mail | typeof JOBS.accountMail,
  concurrency: number,
): JobDefinition<MailMessage> {
  return {
    name,
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    concurrency,
    async run(message, { log }) {
      const sent = await app.mailer.send(message);
      log.info({ template: message.template, mailId: sent.id }, 'mail sent');
    },
  };
}

/** Stage mails of the applications whose stage settled (services/stage-mails.ts). */
function stageMailsJob(app: FastifyInstance): JobDefinition {
  return {
    name: JOBS.stageMails,
    every: 'minute',
    async run(_data, { log }) {
      const mailed = await sendSettledStageMails(app);
      if (mailed) log.info({ mailed }, 'application stage mails queued');
    },
  };
}

/** Published offers past their expiry date become expired; every process's pages then change. */
function expireOffersJob(app: FastifyInstance): JobDefinition {
  return {
    name: JOBS.expireOffers,
    every: 'minute',
    async run(_data, { log }) {
      const ids = await expireDueOffers(app.db);
      if (!ids.length) return;
      log.info({ offers: ids }, 'offers expired');
      // Their pages change: this process's cached pages go (the page cache's invalidate also
      // tells the other processes: plugins/cache-bus.ts); without pages, the others only.
      if (app.hasDecorator('pageCache')) app.pageCache.invalidate();
      else app.cacheBus?.publish({ reason: 'offers-expired' });
    },
  };
}

/** Job alerts whose day or week has passed: their new offers mailed (services/alert-mails.ts). */
function alertsJob(app: FastifyInstance): JobDefinition {
  return {
    name: JOBS.alerts,
    every: 'minute',
    async run(_data, { log }) {
      const sent = await sendDueAlerts(app, log);
      if (sent.due) log.info(sent, 'job alerts swept');
    },
  };
}

/** The weekly « Offres pour vous » mails whose week has passed (services/for-you-mails.ts). */
function forYouMailsJob(app: FastifyInstance): JobDefinition {
  return {
    name: JOBS.forYouMails,
    every: 'hour',
    async run(_data, { log }) {
      const sent = await sendDueForYouMails(app, log);
      if (sent.due) log.info(sent, 'for-you mails swept');
    },
  };
}

/** Counters of rate-limit windows long over, and of the recipients' mail limits. */
function purgeRateLimitsJob(app: FastifyInstance): JobDefinition {
  return {
    name: JOBS.purgeRateLimits,
    every: 'minute',
    async run() {
      // Route limits live in PostgreSQL's table on a PostgreSQL server only (in memory on
      // PGlite); the recipients' mail counts on both.
      if (app.dbKind === 'postgres') await purgeRateLimits(pgPoolOf(app.db));
      else await purgeMailCounts(app.db);
    },
  };
}

/**
 * Secure links (sign-up, reset, sign-in mails) expired for over a day, and team invitations
 * expired for over 30 days: deleted.
 */
function purgeSecureLinksJob(app: FastifyInstance): JobDefinition {
  return {
    name: JOBS.purgeSecureLinks,
    every: 'hour',
    async run(_data, { log }) {
      const deleted = await deleteExpiredSecureLinks(app.db);
      if (deleted) log.info({ deleted }, 'expired secure links deleted');
      const invitations = await deleteStaleInvitations(app.db);
      if (invitations) log.info({ deleted: invitations }, 'stale team invitations deleted');
    },
  };
}
