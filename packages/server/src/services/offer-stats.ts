import { offerDate, type OfferEvent } from '@jobboard/contracts';
import type { Db } from '../db/client.js';
import { isCrawler } from '../lib/crawlers.js';
import { addOfferStats, type OfferStatsIncrement } from '../repositories/offer-stats.js';

/** How often the counts gathered in memory are written, in one statement. */
export const OFFER_STATS_FLUSH_MS = 5_000;
/** Past this many rows waiting, the counts are written at once rather than at the next tick. */
const FLUSH_AT_ROWS = 2_000;
/** The rows kept through failed writes (the database away): past it, new counts are dropped. */
const MAX_PENDING_ROWS = 50_000;

export interface OfferStatsRecorder {
  /**
   * Counts a view of an offer's page or a click on its Apply button, on a board, today: false
   * (nothing counted) for a robot's request.
   */
  record(input: {
    offerId: number;
    board: string;
    event: OfferEvent;
    userAgent: string | undefined;
  }): boolean;
  /** Writes what was counted so far (the timer does it; tests and shutdown call it). */
  flush(): Promise<void>;
  /** Stops the timer after a last write. */
  close(): Promise<void>;
}

/**
 * Views and Apply clicks are gathered in memory and written every few seconds in one upsert
 * (repositories/offer-stats.ts): a visitor's beacon costs a map update, not a database write,
 * and a thousand views of one offer in five seconds are one row update, not a thousand
 * concurrent ones queuing on its lock. What a crash loses is a few seconds of counts.
 */
export function createOfferStatsRecorder(
  db: Db,
  options: { flushMs?: number; now?: () => Date; onError?: (error: unknown) => void } = {},
): OfferStatsRecorder {
  const now = options.now ?? (() => new Date());
  // The day is formatted once a minute, not once a view (an Intl formatter per call).
  let day = { value: '', until: 0 };
  const today = () => {
    const at = now();
    if (at.getTime() >= day.until || at.getTime() < day.until - 60_000)
      day = { value: offerDate(0, at), until: (Math.floor(at.getTime() / 60_000) + 1) * 60_000 };
    return day.value;
  };
  let pending = new Map<string, OfferStatsIncrement>();
  let writing: Promise<void> | undefined;

  const flush = async (): Promise<void> => {
    // One write at a time: a second flush waits for the first, then writes what came since.
    while (writing) await writing;
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    writing = addOfferStats(db, [...batch.values()])
      .catch((error: unknown) => {
        // Kept for the next write, added to what came meanwhile.
        for (const [key, row] of batch) {
          const current = pending.get(key);
          if (current) {
            current.views += row.views;
            current.applyClicks += row.applyClicks;
          } else if (pending.size < MAX_PENDING_ROWS) pending.set(key, row);
        }
        options.onError?.(error);
      })
      .finally(() => {
        writing = undefined;
      });
    await writing;
  };

  const timer = setInterval(() => void flush(), options.flushMs ?? OFFER_STATS_FLUSH_MS);
  timer.unref();

  return {
    record({ offerId, board, event, userAgent }) {
      if (isCrawler(userAgent)) return false;
      const date = today();
      const key = `${offerId}\u0000${board}\u0000${date}`;
      let row = pending.get(key);
      if (!row) {
        if (pending.size >= MAX_PENDING_ROWS) return false;
        pending.set(key, (row = { offerId, board, day: date, views: 0, applyClicks: 0 }));
      }
      if (event === 'view') row.views += 1;
      else row.applyClicks += 1;
      if (pending.size >= FLUSH_AT_ROWS) void flush();
      return true;
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
