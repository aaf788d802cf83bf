import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';

/**
 * Background jobs (decision 006). One interface, two queues:
 * - PostgreSQL server: pg-boss, jobs in the `pgboss` schema of the app's database, so any number
 *   of processes share them and each job runs in one of them;
 * - embedded default (PGlite, one process): the same job functions run in-process through a
 *   small in-memory queue (pg-boss needs a real PostgreSQL server and its connections).
 *
 * A job's data travels in an envelope with the request id that enqueued it, so the job's log
 * lines carry the same `reqId` as the request's.
 */

/** The names of the background jobs (the plugin in plugins/jobs.ts registers their handlers). */
export const JOBS = {
  /** One e-mail: rendered and sent (SMTP or outbox) outside the request. */
  mail: 'mail.send',
  /** Published offers past their expiry date become expired (every minute). */
  expireOffers: 'offers.expire',
  /** Job alerts whose day or week has passed: their new offers mailed (every minute). */
  alerts: 'alerts.send',
  /** Rate-limit counters of windows long over (every minute, PostgreSQL only). */
  purgeRateLimits: 'rate-limits.purge',
  /** Secure links (sign-up, reset, sign-in mails) expired for over a day: deleted (hourly). */
  purgeSecureLinks: 'secure-links.purge',
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

interface Envelope {
  data: unknown;
  requestId?: string;
}

const DEAD_SUFFIX = '.dead';
/** Advisory lock of the queues' creation (db/startup-lock.ts uses 727275, migrations 727274). */
const QUEUE_SETUP_LOCK = 727276;

/** A stable UUID from a name and a key (pg-boss ids are UUIDs; the same key gives the same id). */
export function singletonId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  // Shaped as a version-5-like UUID so PostgreSQL's uuid type accepts it.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function retryDelayMs(definition: JobDefinition<never>, attempt: number): number {
  const base = (definition.retryDelaySeconds ?? 0) * 1000;
  return definition.retryBackoff ? base * 2 ** (attempt - 1) : base;
}

const errorText = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/* ----------------------------------------------------------------------------- in memory */

interface MemoryJob {
  id: string;
  name: string;
  envelope: Envelope;
  attempt: number;
  dueAt: number;
}

/**
 * The embedded queue: one process, jobs in memory. What it cannot promise is what memory cannot:
 * a job delayed past a restart is lost (the offers' expiry sweep runs again at start, and mail
 * is sent within milliseconds of being queued).
 */
export class MemoryJobQueue implements JobQueue {
  readonly kind = 'memory' as const;
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly seenKeys = new Set<string>();
  private readonly waiting: MemoryJob[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly dead: DeadJob[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private started = false;
  private stopped = false;
  private idleWaiters: Array<() => void> = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  define<T>(definition: JobDefinition<T>): void {
    this.definitions.set(definition.name, definition as JobDefinition<never>);
  }

  async start(): Promise<void> {
    this.started = true;
    for (const definition of this.definitions.values()) {
      if (!definition.every) continue;
      const period = JOB_INTERVALS[definition.every].ms;
      const timer = setInterval(() => void this.send(definition.name, {}), period);
      timer.unref();
      this.timers.add(timer);
      // Once at start too: whatever came due while the process was down.
      void this.send(definition.name, {});
    }
    this.pump();
  }

  async send<T>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`Unknown job: ${name}`);
    if (this.stopped) throw new Error(`Job queue stopped: ${name} not accepted`);
    if (options.singletonKey !== undefined) {
      const key = `${name}\n${options.singletonKey}`;
      if (this.seenKeys.has(key)) return null;
      this.seenKeys.add(key);
    }
    const id =
      options.singletonKey !== undefined ? singletonId(name, options.singletonKey) : randomUUID();
    this.schedule({
      id,
      name,
      envelope: { data, requestId: options.requestId },
      attempt: 1,
      dueAt: options.startAfter?.getTime() ?? Date.now(),
    });
    return id;
  }

  private schedule(job: MemoryJob): void {
    const delay = job.dueAt - Date.now();
    if (delay <= 0) {
      this.waiting.push(job);
      // After the current request's answer, like pg-boss's separate worker.
      setImmediate(() => this.pump());
      return;
    }
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        if (this.stopped) return;
        this.waiting.push(job);
        this.pump();
      },
      Math.min(delay, 2 ** 31 - 1),
    );
    timer.unref();
    this.timers.add(timer);
  }

  private pump(): void {
    if (!this.started) return;
    while (this.waiting.length) {
      const job = this.waiting.shift()!;
      const promise = this.run(job).finally(() => {
        this.running.delete(promise);
        this.notifyIdle();
      });
      this.running.add(promise);
    }
    this.notifyIdle();
  }

  private async run(job: MemoryJob): Promise<void> {
    const definition = this.definitions.get(job.name)!;
    const log = this.log.child({ reqId: job.envelope.requestId, job: job.name, jobId: job.id });
    try {
      await definition.run(job.envelope.data as never, {
        id: job.id,
        name: job.name,
        attempt: job.attempt,
        log,
      });
    } catch (error) {
      const retries = definition.retryLimit ?? 0;
      if (job.attempt <= retries && !this.stopped) {
        log.warn({ err: error, attempt: job.attempt }, `job ${job.name} failed: will retry`);
        this.schedule({
          ...job,
          attempt: job.attempt + 1,
          dueAt: Date.now() + retryDelayMs(definition, job.attempt),
        });
        return;
      }
      log.error({ err: error, attempt: job.attempt }, `job ${job.name} failed: dead`);
      this.dead.push({
        id: job.id,
        name: job.name,
        data: job.envelope.data,
        error: errorText(error),
        requestId: job.envelope.requestId,
      });
    }
  }

  private notifyIdle(): void {
    if (this.waiting.length || this.running.size) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  async drain(timeoutMs = 10_000): Promise<void> {
    // Jobs queued with setImmediate by the request that just answered.
    await new Promise((resolve) => setImmediate(resolve));
    for (;;) {
      if (!this.waiting.length && !this.running.size) return;
      await Promise.race([
        new Promise<void>((resolve) => this.idleWaiters.push(resolve)),
        new Promise<void>((_, reject) =>
          setTimeout(() => reject(new Error('Job queue did not drain in time')), timeoutMs).unref(),
        ),
      ]);
    }
  }

  async deadJobs(): Promise<DeadJob[]> {
    return [...this.dead];
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    // Jobs already due still run (a mail accepted by a request just before SIGTERM).
    this.pump();
    await Promise.allSettled([...this.running]);
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    if (this.waiting.length)
      this.log.warn({ jobs: this.waiting.length }, 'job queue stopped with jobs not run');
  }
}

/* ------------------------------------------------------------------------------- pg-boss */

export interface PgBossQueueOptions {
  pool: pg.Pool;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for jobs that other processes sent (seconds, ≥ 0.5). */
  pollingIntervalSeconds?: number;
  /** Seconds a stopping process waits for its running jobs (pg-boss then fails them for a retry). */
  stopTimeoutSeconds?: number;
}

/**
 * pg-boss on the app's own connection pool (its `db` option): no second pool per process. Jobs
 * are rows of pgboss.job fetched with FOR UPDATE SKIP LOCKED, so each runs in one process; a
 * job sent with a singletonKey gets an id derived from the key, and the (name, id) primary key
 * refuses the second insert whatever process sends it.
 */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly workerIds = new Map<string, string>();
  private readonly running = new Set<Promise<unknown>>();
  private stopping = false;

  constructor(private readonly options: PgBossQueueOptions) {
    const { pool } = options;
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values) },
      // Maintenance (expiry, archive) and cron run in one process at a time (advisory locks).
      supervise: true,
      schedule: true,
      // A job that failed is kept a week for inspection, a completed one a day.
      archiveCompletedAfterSeconds: 24 * 3600,
      deleteAfterDays: 7,
    });
    this.boss.on('error', (error) => options.log.error({ err: error }, 'pg-boss error'));
  }

  define<T>(definition: JobDefinition<T>): void {
    this.definitions.set(definition.name, definition as JobDefinition<never>);
  }

  /**
   * Creates the queues (each makes a partition of pgboss.job): processes starting together
   * deadlock in pg-boss's createQueue, so one at a time, under an advisory lock, and only the
   * missing ones.
   */
  private async createQueues(): Promise<void> {
    const lock = await this.options.pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
      for (const definition of this.definitions.values()) {
        const dead = definition.name + DEAD_SUFFIX;
        if (!(await this.boss.getQueue(dead))) await this.boss.createQueue(dead, { name: dead });
        const options = {
          name: definition.name,
          retryLimit: definition.retryLimit ?? 0,
          retryDelay: definition.retryDelaySeconds ?? 0,
          retryBackoff: definition.retryBackoff ?? false,
          deadLetter: dead,
        };
        if (await this.boss.getQueue(definition.name))
          await this.boss.updateQueue(definition.name, options);
        else await this.boss.createQueue(definition.name, options);
        const cron = definition.every && JOB_INTERVALS[definition.every].cron;
        if (cron)
          // One schedule row per queue name: writing it again is harmless.
          await this.boss.schedule(definition.name, cron, {}, { singletonKey: 'cron' });
      }
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK]).catch(() => undefined);
      lock.release();
    }
  }

  async start(): Promise<void> {
    await this.boss.start();
    await this.createQueues();
    for (const definition of this.definitions.values()) {
      const id = await this.boss.work<Envelope>(
        definition.name,
        {
          batchSize: 1,
          includeMetadata: true,
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1,
        },
        async ([job]) => {
          if (!job) return;
          const promise = this.run(definition, job);
          this.running.add(promise);
          try {
            await promise;
          } finally {
            this.running.delete(promise);
          }
        },
      );
      this.workerIds.set(definition.name, id);
    }
  }

  private async run(
    definition: JobDefinition<never>,
    job: PgBoss.JobWithMetadata<Envelope>,
  ): Promise<void> {
    // A cron job's data is {}, not an envelope.
    const envelope: Envelope = job.data && 'data' in job.data ? job.data : { data: job.data };
    const log = this.options.log.child({
      reqId: envelope.requestId,
      job: definition.name,
      jobId: job.id,
    });
    const attempt = job.retryCount + 1;
    try {
      await definition.run(envelope.data as never, { id: job.id, name: job.name, attempt, log });
    } catch (error) {
      if (attempt > (definition.retryLimit ?? 0))
        log.error({ err: error, attempt }, `job ${definition.name} failed: dead`);
      else log.warn({ err: error, attempt }, `job ${definition.name} failed: will retry`);
      throw error; // pg-boss records the failure, retries, then moves it to the dead queue
    }
  }

  async send<T>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`Unknown job: ${name}`);
    const envelope: Envelope = { data, requestId: options.requestId };
    const id = await this.boss.send(name, envelope as object, {
      ...(options.singletonKey !== undefined && {
        id: singletonId(name, options.singletonKey),
      }),
      ...(options.startAfter && { startAfter: options.startAfter }),
    });
    // Wake this process's worker now rather than at its next poll.
    const worker = this.workerIds.get(name);
    if (id && worker && !this.stopping) this.boss.notifyWorker(worker);
    return id;
  }

  async drain(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      let pending = 0;
      for (const name of this.definitions.keys()) {
        // created, retry and active jobs that are due (a delayed one is not waited for).
        const { rows } = await this.options.pool.query<{ n: string }>(
          `SELECT count(*) AS n FROM pgboss.job
            WHERE name = $1 AND state < 'completed'
              AND (state = 'active' OR start_after <= now())`,
          [name],
        );
        pending += Number(rows[0]?.n ?? 0);
      }
      if (pending === 0) return;
      if (Date.now() > deadline) throw new Error('Job queue did not drain in time');
      for (const id of this.workerIds.values()) this.boss.notifyWorker(id);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async deadJobs(): Promise<DeadJob[]> {
    const names = [...this.definitions.keys()].map((name) => name + DEAD_SUFFIX);
    const { rows } = await this.options.pool.query<{
      id: string;
      name: string;
      data: Envelope;
      output: unknown;
    }>(`SELECT id, name, data, output FROM pgboss.job WHERE name = ANY($1) ORDER BY created_on`, [
      names,
    ]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name.slice(0, -DEAD_SUFFIX.length),
      data: row.data?.data,
      error: JSON.stringify(row.output ?? null),
      requestId: row.data?.requestId,
    }));
  }

  async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    // graceful: workers stop fetching and pg-boss waits for active jobs up to the timeout; the
    // app's pool is not pg-boss's to close (close: false).
    await this.boss.stop({
      graceful: true,
      wait: true,
      close: false,
      timeout: (this.options.stopTimeoutSeconds ?? 10) * 1000,
    });
    await Promise.allSettled([...this.running]);
  }
}
