import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Language, OfferListItem } from '@jobboard/contracts';
import { pathTo } from '@jobboard/contracts/routes';
import type { DatabaseKind } from '../db/client.js';

/** What the mails that list offers share (job alerts, « Offres pour vous »). */

/** An offer as a mail lists it: in the recipient's language where it has one, with its page's URL. */
export function offerMailLine(offer: OfferListItem, lang: Language, origin: string) {
  const content = offer.contents[lang] ?? offer.contents[offer.primary_language];
  const company = offer.company
    ? (lang === 'en' ? offer.company.name_en : offer.company.name_fr) ||
      offer.company.name_fr ||
      offer.company.name_en
    : null;
  return {
    title: content?.title ?? '',
    company: company || null,
    url: origin + pathTo('offer', lang, { slug: content?.slug || 'offer', id: offer.id }),
  };
}

/** RFC 8058's headers: the mail client's own unsubscribe button posts to `url`, one click. */
export const oneClickUnsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export interface SweepCounts {
  /** Rows claimed (each now marked sent for its period). */
  due: number;
  /** Mails queued. */
  mailed: number;
  /** Batches that claimed something. */
  batches: number;
}

/**
 * A mail sweep's loop: claims a batch of due rows, has `mail` queue their mails (it returns how
 * many), and goes on until a batch comes short. On PGlite the queries run on this process's
 * thread, so the event loop gets a turn between batches: a page waits for a batch, not for the
 * whole sweep. Each batch logs `label` with its size and the mails queued so far.
 */
export async function sweepInBatches<T>(
  sweep: { dbKind: DatabaseKind; batchSize: number; log: FastifyBaseLogger; label: string },
  claim: (limit: number) => Promise<T[]>,
  mail: (batch: T[]) => Promise<number>,
): Promise<SweepCounts> {
  const counts: SweepCounts = { due: 0, mailed: 0, batches: 0 };
  for (;;) {
    if (counts.batches > 0 && sweep.dbKind === 'pglite') await nextTurn();
    const batch = await claim(sweep.batchSize);
    if (batch.length === 0) return counts;
    counts.batches++;
    counts.due += batch.length;
    counts.mailed += await mail(batch);
    sweep.log.info({ due: batch.length, mailed: counts.mailed }, sweep.label);
    if (batch.length < sweep.batchSize) return counts;
  }
}
