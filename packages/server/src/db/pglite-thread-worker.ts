import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';
import type {
  PGliteThreadRequest,
  PGliteThreadResponse,
  SerializedError,
} from './pglite-thread-protocol.js';

/** The thread that owns the embedded database (pglite-thread.ts says why). */
const port = parentPort!;
const { dataDir } = workerData as { dataDir?: string };
const db = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });

interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  /** Settles once COMMIT or ROLLBACK has run. */
  finished: Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();
const ROLLBACK = Symbol('rollback');

const keepText = (value: string) => value;
/** The parsers of each list of kept types (drizzle sends the same few lists on every query). */
const parsersByTypes = new Map<string, Record<number, typeof keepText>>();
const parsersKeeping = (oids: number[]) => {
  const key = oids.join(',');
  let parsers = parsersByTypes.get(key);
  if (!parsers)
    parsersByTypes.set(key, (parsers = Object.fromEntries(oids.map((oid) => [oid, keepText]))));
  return parsers;
};
const targetOf = (tx: number | undefined) => {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
};

function serialize(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error))
    if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value;
  return { name: error.name, message: error.message, fields };
}

async function run(request: PGliteThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const parsers = parsersKeeping(request.keepText);
      const { rows, fields, affectedRows } = await targetOf(request.tx).query(
        request.sql,
        request.params,
        { rowMode: request.rowMode, parsers },
      );
      return { rows, fields, affectedRows };
    }
    case 'exec':
      return (await targetOf(request.tx).exec(request.sql)).map(
        ({ rows, fields, affectedRows }) => ({
          rows,
          fields,
          affectedRows,
        }),
      );
    case 'begin': {
      // PGlite's own transaction: BEGIN now, COMMIT or ROLLBACK when the main thread says so.
      // Until then PGlite runs no other statement (it holds its lock), as one connection would.
      let began!: () => void;
      const begun = new Promise<void>((resolve) => (began = resolve));
      const entry = {} as OpenTransaction;
      entry.finished = db
        .transaction(
          (tx) =>
            new Promise<void>((resolve, reject) => {
              entry.tx = tx;
              entry.end = (commit) => (commit ? resolve() : reject(ROLLBACK));
              transactions.set(request.id, entry);
              began();
            }),
        )
        .catch((error: unknown) => {
          if (error !== ROLLBACK) throw error;
        })
        .finally(() => transactions.delete(request.id));
      await Promise.race([begun, entry.finished]);
      return request.id;
    }
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`transaction ${request.tx} is not open`);
      open.end(request.commit);
      await open.finished;
      return null;
    }
    case 'close':
      await db.close();
      return null;
  }
}

port.on('message', (request: PGliteThreadRequest) => {
  run(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies PGliteThreadResponse),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        ok: false,
        error: serialize(error),
      } satisfies PGliteThreadResponse),
  );
});
port.postMessage({ ready: true });
