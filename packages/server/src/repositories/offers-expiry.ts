import { sql } from 'drizzle-orm';
import type { DbLike } from '../db/client.js';

/** Expires the published offers whose date has passed; the ids it expired. */
export async function expireDueOffers(db: DbLike): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(
    sql`UPDATE offers SET status = 'expired', updated_at = now()
         WHERE status = 'published' AND expires_at IS NOT NULL AND expires_at <= now()
     RETURNING id`,
  );
  return rows.map((row) => row.id);
}
