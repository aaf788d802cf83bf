import { Worker } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import type {
  PGliteThreadRequest,
  PGliteThreadResponse,
  SerializedError,
} from './pglite-thread-protocol.js';

/**
 * The embedded database (PGlite) in a thread of its own, behind the part of PGlite's API that
 * drizzle uses (query, exec, transaction).
 *
 * Why: PGlite is PostgreSQL compiled to WebAssembly, and runs wherever it is called. In the
 * server's event loop it took 40 % of that thread under pnpm bench:load (its queries, and the
 * parsing of their answers), beside React's rendering: one core did both while the second
 * waited. In its own thread it runs on the other core, and the event loop only renders.
 * The server (server.ts) opens it so; tests and scripts open PGlite in their own thread.
 *
 * Not supported through the thread: custom parsers other than "keep the text" (the only ones
 * drizzle passes), serializers, notifications, dumps of the data directory.
 */
export class PGliteThread {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private exited: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (response: PGliteThreadResponse | { ready: true }) => {
      if ('ready' in response) return;
      const waiting = this.pending.get(response.id);
      if (!waiting) return;
      this.pending.delete(response.id);
      if (response.ok) waiting.resolve(response.value);
      else waiting.reject(deserialize(response.error));
    });
    const fail = (error: Error) => {
      this.exited = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the database thread exited (${code})`)));
  }

  /** Starts the thread and opens the database in it (`dataDir` undefined: in memory). */
  static async start(options: { dataDir?: string }): Promise<PGliteThread> {
    const worker = new Worker(new URL('./pglite-thread-worker.mjs', import.meta.url), {
      workerData: { dataDir: options.dataDir },
      // Not the process's flags (a worker refuses `--input-type`, which a script run with `-e`
      // has): the entry registers tsx itself, and V8's flags hold for every thread.
      execArgv: [],
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        worker.off('error', reject);
        worker.off('message', onMessage);
        resolve();
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    return new PGliteThread(worker);
  }

  /** PGlite's query, with drizzle's options: row mode, and the types whose text is kept. */
  query<T>(
    sql: string,
    params: unknown[] = [],
    options: {
      rowMode?: 'array' | 'object';
      parsers?: Record<number, (text: string) => unknown>;
    } = {},
    tx?: number,
  ): Promise<Results<T>> {
    return this.send({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      keepText: keptTextTypes(options.parsers),
      tx,
    }) as Promise<Results<T>>;
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return this.send({ op: 'exec', sql, tx }) as Promise<Results[]>;
  }

  /** PGlite's transaction: committed when `callback` resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = (await this.send({ op: 'begin' })) as number;
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: Parameters<PGliteThread['query']>[2]) =>
        this.query<R>(sql, params, options, id),
      exec: (sql: string) => this.exec(sql, id),
      // drizzle runs nested transactions as savepoints (plain statements) and rolls back by
      // throwing: it calls nothing else on a transaction.
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.send({ op: 'end', tx: id, commit: false });
      throw error;
    }
    await this.send({ op: 'end', tx: id, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (!this.exited) await this.send({ op: 'close' });
    await this.worker.terminate();
  }

  /** As PGlite, for drizzle (which calls only the methods above). */
  asPGlite(): PGlite {
    return this as unknown as PGlite;
  }

  private send(request: DistributiveOmit<PGliteThreadRequest, 'id'>): Promise<unknown> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const PROBE = 'text kept as it is';
/** drizzle passes one parsers object per prepared query: checked once, not on every call. */
const checkedParsers = new WeakMap<object, number[]>();
/** The OIDs of `parsers`, each checked to keep its text (drizzle's date and interval parsers). */
function keptTextTypes(parsers: Record<number, (text: string) => unknown> | undefined): number[] {
  if (!parsers) return [];
  let oids = checkedParsers.get(parsers);
  if (!oids) {
    oids = Object.entries(parsers).map(([oid, parse]) => {
      if (parse(PROBE) !== PROBE)
        throw new Error(`PGliteThread: the parser of type ${oid} changes the text (not supported)`);
      return Number(oid);
    });
    checkedParsers.set(parsers, oids);
  }
  return oids;
}

/** The error as PGlite threw it: message and fields (code, detail, constraint…) for callers. */
function deserialize(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  Object.assign(error, serialized.fields);
  return error;
}
