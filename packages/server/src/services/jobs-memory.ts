import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  errorText,
  JOB_INTERVALS,
  jobLog,
  logJobFailure,
  retryDelayMs,
  singletonId,
  type DeadJob,
  type Envelope,
  type JobDefinition,
  type JobQueue,
  type SendOptions,
} from './jobs.js';

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
  private readonly runningByName = new Map<string, number>();
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

  /** Starts the waiting jobs, oldest first, each kind up to its concurrency. */
  private pump(): void {
    if (!this.started) return;
    for (let i = 0; i < this.waiting.length;) {
      const job = this.waiting[i]!;
      const definition = this.definitions.get(job.name)!;
      const busy = this.runningByName.get(job.name) ?? 0;
      if (busy >= (definition.concurrency ?? 1)) {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      this.runningByName.set(job.name, busy + 1);
      const promise = this.run(job).finally(() => {
        this.running.delete(promise);
        this.runningByName.set(job.name, (this.runningByName.get(job.name) ?? 1) - 1);
        // A slot of its kind is free: the next one of that kind may start.
        this.pump();
        this.notifyIdle();
      });
      this.running.add(promise);
    }
    this.notifyIdle();
  }

  private async run(job: MemoryJob): Promise<void> {
    const definition = this.definitions.get(job.name)!;
    const log = jobLog(this.log, job.envelope, job.name, job.id);
    try {
      await definition.run(job.envelope.data as never, {
        id: job.id,
        name: job.name,
        attempt: job.attempt,
        log,
      });
    } catch (error) {
      const willRetry = job.attempt <= (definition.retryLimit ?? 0) && !this.stopped;
      logJobFailure(log, job.name, error, job.attempt, willRetry);
      if (willRetry) {
        this.schedule({
          ...job,
          attempt: job.attempt + 1,
          dueAt: Date.now() + retryDelayMs(definition, job.attempt),
        });
        return;
      }
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
    // Each kind at its own width: the finished ones start the next.
    this.pump();
    while (this.running.size) await Promise.allSettled([...this.running]);
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    if (this.waiting.length)
      this.log.warn({ jobs: this.waiting.length }, 'job queue stopped with jobs not run');
  }
}
