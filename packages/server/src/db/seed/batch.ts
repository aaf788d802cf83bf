import type { PgTable, TableConfig } from 'drizzle-orm/pg-core';
import type { DbLike } from '../client.js';

export const BATCH_SIZE = 1000;

export function chunk<T>(items: readonly T[], size = BATCH_SIZE): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** Multi-row INSERTs of 1,000 rows: faster than COPY on PGlite and well under PG's 65,535 parameters. */
export async function insertBatched<T extends PgTable<TableConfig>>(
  db: DbLike,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
  size = BATCH_SIZE,
): Promise<void> {
  for (const part of chunk(rows, size)) {
    if (part.length > 0) await db.insert(table).values(part);
  }
}
