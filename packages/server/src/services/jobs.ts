import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Background jobs (decision 006). One interface, two queues:
 * - PostgreSQL server: pg-boss, jobs in the `pgboss` schema of the app's database, so any number
 *   of processes share them and each job runs in one of them;
 * - embedded default (PGlite, one process): the same job functions run in-process through a
 *   small in-memory queue (pg-boss needs a real PostgreSQL server and its connections).
 *
 * A job's data travels in an envelope with the request id that enqueued it, so the job's log
 * lines carry the same `reqId` as the request's.
 *
 * Where things are:
 * - this file: the job names (JOBS), the interface every queue implements, shared helpers;
 * - jobs-definitions.ts: THE list of job definitions (what each job does, its retries, its
 *   interval). A new job gets a name in JOBS and an entry in that list, nowhere else: the jobs
 *   plugin defines every job of the list on whichever queue runs;
 * - jobs-memory.ts and jobs-pg-boss.ts: one queue backend each, nothing job-specific in them.
 */

/** The names of the background jobs; what each does is in jobs-definitions.ts. */
export const JOBS = {
  /**
   * One notification e-mail (a new application, a stage, an alert's offers, an export's link…):
   * rendered and sent (SMTP or outbox) outside the request.
   */
  mail: 'mail.send',
  /**
   * One e-mail a person waits for on screen (address and account confirmations, reset links:
   * MAIL_QUEUE_OF_TEMPLATE): its own queue, so a backlog of notifications never holds it.
   */
  accountMail: 'mail.account',
  /**
   * Applications whose stage settled STAGE_MAIL_DELAY_SECONDS ago: one mail each with the last
   * stage (queued after each move, and every minute for those a restart dropped).
   */
  stageMails: 'mail.application-stages',
  /** Published offers past their expiry date become expired (every minute). */
  expireOffers: 'offers.expire',
  /** Job alerts whose day or week has passed: their new offers mailed (every minute). */
  alerts: 'alerts.send',
  /** The weekly mails of « Offres pour vous » whose week has passed (hourly). */
  forYouMails: 'for-you.send',
  /** Rate-limit counters of windows long over (every minute, PostgreSQL only). */
  purgeRateLimits: 'rate-limits.purge',
  /** Secure links (sign-up, reset, sign-in mails) expired for over a day: deleted (hourly). */
  purgeSecureLinks: 'secure-links.purge',
  /** One data export: its ZIP built and stored, its link mailed (services/privacy-export.ts). */
  privacyExport: 'privacy.export',
  /** Exports asked for whose job was lost (a restart of the in-memory queue): queued again (hourly, and at start). */
  privacyExportsPending: 'privacy.exports-pending',
  /** Retention: inactive accounts warned, then their documents and applications deleted (hourly). */
  privacyRetention: 'privacy.retention',
} as const;

export interface JobContext {
  id: string;
  name: string;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  /** A child of the app's logger with `reqId` (the request that enqueued the job) and `job`. */
  log: FastifyBaseLogger;
}

export interface JobDefinition<T = unknown> {
  name: string;
  run(data: T, context: JobContext): Promise<void>;
  /** Retries after the first failure (default 0); then the job is dead (dead-letter queue). */
  retryLimit?: number;
  /** Seconds before the first retry (doubled each time when retryBackoff). */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /**
   * Jobs of this kind one process runs at once (default 1). pg-boss fetches this many per poll
   * and fetches again at once while batches come full, so a backlog goes at this width.
   */
  concurrency?: number;
  /**
   * A sweep: runs every minute or every hour on one process of the many (pg-boss's cron, a
   * timer in memory), and once when the in-memory queue starts.
   */
  every?: JobInterval;
}

export type JobInterval = 'minute' | 'hour';

/** The cron line and the timer's period of each interval. */
export const JOB_INTERVALS: Record<JobInterval, { cron: string; ms: number }> = {
  minute: { cron: '* * * * *', ms: 60_000 },
  hour: { cron: '0 * * * *', ms: 3_600_000 },
};

export interface SendOptions {
  /**
   * The same key for the same job: sent twice (two processes, a retried request), it runs once.
   * pg-boss: the job's id is derived from it; in memory: a set of the keys seen.
   */
  singletonKey?: string;
  /** Not before this time (an offer's expiry date). */
  startAfter?: Date;
  /** The request that enqueued it (request.id), written on the job's log lines. */
  requestId?: string;
}

/** A job that failed its last retry: kept, logged as an error, never silently dropped. */
export interface DeadJob {
  id: string;
  name: string;
  data: unknown;
  error: string;
  requestId?: string;
}

export interface JobQueue {
  readonly kind: 'memory' | 'pg-boss';
  /** Declares a job; before start(). */
  define<T>(definition: JobDefinition<T>): void;
  start(): Promise<void>;
  /** The job's id, or null when a job with the same singletonKey was already sent. */
  send<T>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Resolves once no job is due or running (tests read the outbox after it). Jobs delayed to a
   * later time (startAfter, a retry's delay) are not waited for.
   */
  drain(timeoutMs?: number): Promise<void>;
  /** Dead jobs (the in-memory queue keeps them; pg-boss keeps them in the `<name>.dead` queue). */
  deadJobs(): Promise<DeadJob[]>;
  /** Stops taking jobs and waits for the running ones (graceful shutdown). */
  stop(): Promise<void>;
}

/** What a queue stores for a job: its data and the request that sent it. */
export interface Envelope {
  data: unknown;
  requestId?: string;
}

/** A stable UUID from a name and a key (pg-boss ids are UUIDs; the same key gives the same id). */
export function singletonId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  // Shaped as a version-5-like UUID so PostgreSQL's uuid type accepts it.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function retryDelayMs(definition: JobDefinition<never>, attempt: number): number {
  const base = (definition.retryDelaySeconds ?? 0) * 1000;
  return definition.retryBackoff ? base * 2 ** (attempt - 1) : base;
}

/** A job's logger: the app's with the request that sent the job, the job's name and its id. */
export const jobLog = (log: FastifyBaseLogger, envelope: Envelope, name: string, id: string) =>
  log.child({ reqId: envelope.requestId, job: name, jobId: id });

/** A failed run, in the same words on both queues: a warning while a retry is left, else an error. */
export function logJobFailure(
  log: FastifyBaseLogger,
  name: string,
  error: unknown,
  attempt: number,
  willRetry: boolean,
): void {
  if (willRetry) log.warn({ err: error, attempt }, `job ${name} failed: will retry`);
  else log.error({ err: error, attempt }, `job ${name} failed: dead`);
}

export const errorText = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);
