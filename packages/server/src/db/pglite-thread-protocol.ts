/**
 * Messages between the server's main thread and the thread that runs PGlite (pglite-thread.ts,
 * pglite-thread-worker.ts). A request names its transaction, if any, by the id of the `begin`
 * request that opened it.
 */
export type PGliteThreadRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Type OIDs whose text is kept as it is (drizzle's parsers for dates and intervals). */
      keepText: number[];
      tx?: number;
    }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** A database error as it crosses the threads: PGlite's DatabaseError fields (code, detail…). */
export interface SerializedError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type PGliteThreadResponse =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };
