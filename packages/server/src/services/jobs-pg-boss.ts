import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import {
  JOB_INTERVALS,
  jobLog,
  logJobFailure,
  singletonId,
  type DeadJob,
  type Envelope,
  type JobDefinition,
  type JobQueue,
  type SendOptions,
} from './jobs.js';

const DEAD_SUFFIX = '.dead';

/**
 * How often an idle worker asks the database for jobs, by kind of queue. A job sent by this
 * process wakes its worker at once (send); polling finds the others: those another process sent,
 * retries and jobs whose start time has come (seconds late at most), and the sweeps' cron runs
 * (a minute's sweep up to 10 s after its minute, an hour's up to a minute after its hour). Every
 * queue polled each second was eleven queries a second on an idle database, per process.
 */
export const POLLING_SECONDS = { sent: 5, minute: 10, hour: 60 } as const;
const pollingSeconds = (definition: JobDefinition<never>): number =>
  POLLING_SECONDS[definition.every ?? 'sent'];
/** Advisory lock of the queues' creation (db/startup-lock.ts uses 727275, migrations 727274). */
const QUEUE_SETUP_LOCK = 727276;

export interface PgBossQueueOptions {
  pool: pg.Pool;
  log: FastifyBaseLogger;
  /**
   * How often an idle worker looks for jobs (seconds, ≥ 0.5), the same for every queue; by
   * default each queue's own (POLLING_SECONDS).
   */
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
  /** pg-boss's queries still going (see stop()). */
  private readonly queries = new Set<Promise<unknown>>();
  private stopping = false;

  constructor(private readonly options: PgBossQueueOptions) {
    const { pool } = options;
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => this.tracked(pool.query(text, values)) },
      // Maintenance (expiry, archive) and cron run in one process at a time (advisory locks).
      supervise: true,
      schedule: true,
      // A job that failed is kept a week for inspection, a completed one a day.
      archiveCompletedAfterSeconds: 24 * 3600,
      deleteAfterDays: 7,
    });
    this.boss.on('error', (error) => options.log.error({ err: error }, 'pg-boss error'));
  }

  private tracked<T>(query: Promise<T>): Promise<T> {
    this.queries.add(query);
    query.then(
      () => this.queries.delete(query),
      () => this.queries.delete(query),
    );
    return query;
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
      const batchSize = definition.concurrency ?? 1;
      const id = await this.boss.work<Envelope>(
        definition.name,
        {
          batchSize,
          includeMetadata: true,
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? pollingSeconds(definition),
        },
        async (jobs) => {
          const promise = this.runBatch(definition, jobs);
          this.running.add(promise);
          try {
            await promise;
          } finally {
            this.running.delete(promise);
          }
          // A full batch says more are waiting: fetch again now rather than after the polling
          // interval (a backlog of mail goes at the queue's width, not a batch a second).
          const worker = this.workerIds.get(definition.name);
          if (jobs.length === batchSize && worker && !this.stopping) this.boss.notifyWorker(worker);
        },
      );
      this.workerIds.set(definition.name, id);
    }
  }

  /**
   * The jobs of one fetch, side by side. pg-boss completes or fails a batch as a whole; a job
   * that failed is failed here on its own (retry, then dead letter), and pg-boss's completion of
   * the batch then touches only the others (it completes active jobs only).
   */
  private async runBatch(
    definition: JobDefinition<never>,
    jobs: PgBoss.JobWithMetadata<Envelope>[],
  ): Promise<void> {
    const outcomes = await Promise.allSettled(jobs.map((job) => this.run(definition, job)));
    await Promise.all(
      outcomes.map((outcome, i) =>
        outcome.status === 'rejected'
          ? // Serialized by pg-boss as it serializes a failed batch's error.
            this.boss.fail(definition.name, jobs[i]!.id, outcome.reason)
          : undefined,
      ),
    );
  }

  private async run(
    definition: JobDefinition<never>,
    job: PgBoss.JobWithMetadata<Envelope>,
  ): Promise<void> {
    // A cron job's data is {}, not an envelope.
    const envelope: Envelope = job.data && 'data' in job.data ? job.data : { data: job.data };
    const log = jobLog(this.options.log, envelope, definition.name, job.id);
    const attempt = job.retryCount + 1;
    try {
      await definition.run(envelope.data as never, { id: job.id, name: job.name, attempt, log });
    } catch (error) {
      logJobFailure(log, definition.name, error, attempt, attempt <= (definition.retryLimit ?? 0));
      throw error; // runBatch records the failure; pg-boss retries, then moves it to the dead queue
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
      // One count over every queue at once: counted queue by queue, a job that queues another
      // (an export mailing its link) could finish between two counts and leave its mail unseen.
      const { rows } = await this.options.pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM pgboss.job
          WHERE name = ANY($1) AND state < 'completed'
            AND (state = 'active' OR start_after <= now())`,
        [[...this.definitions.keys()]],
      );
      const pending = Number(rows[0]?.n ?? 0);
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
    // pg-boss records a job's end without awaiting it (its worker calls complete() and goes
    // on), so the write may start after the job's own promise settled: the app's pool, closed
    // after this, must outlive it ("Cannot use a pool after calling end on the pool").
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.allSettled([...this.queries]);
  }
}
