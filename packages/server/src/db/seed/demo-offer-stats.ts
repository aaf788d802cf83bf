import { inArray } from 'drizzle-orm';
import { OFFER_STATS_DAYS, offerDate } from '@jobboard/contracts';
import { createRandom } from '../../lib/prng.js';
import type { DbLike } from '../client.js';
import { offerJobboards, offerStats } from '../schema.js';
import { insertBatched } from './batch.js';
import { DAY, type DemoContext } from './demo-context.js';
import type { DemoOffer } from './demo-offers.js';

/**
 * Statistics for the demo team's published offers (docs/employers.md#offer-statistics): views
 * and Apply clicks on each board an offer is on, every day since it was published within the
 * period, so that the demo employer's pages show what an employer sees after a month. Drawn
 * from a random sequence of their own: the rest of the demo stays as it was.
 */
export async function seedOfferStats(
  db: DbLike,
  ctx: DemoContext,
  offers: readonly DemoOffer[],
  demoTeamId: number,
): Promise<void> {
  const ids = offers.filter((o) => o.status === 'published' && o.teamId === demoTeamId);
  if (ids.length === 0) return;
  const random = createRandom((ctx.options.seed ?? 20_261_122) + 38);
  const links = await db
    .select({
      offerId: offerJobboards.offerId,
      board: offerJobboards.jobboard,
      publishedAt: offerJobboards.publishedAt,
    })
    .from(offerJobboards)
    .where(
      inArray(
        offerJobboards.offerId,
        ids.map((o) => o.id),
      ),
    );
  const rows: Array<typeof offerStats.$inferInsert> = [];
  for (const link of links) {
    // A board of its trade draws fewer visitors than a general one, but more of them apply.
    const general = ctx.boards.general.includes(link.board);
    const reach = random.int(general ? 8 : 2, general ? 40 : 15);
    const clickRate = general ? 0.06 : 0.14;
    const age = Math.floor((ctx.now.getTime() - link.publishedAt.getTime()) / DAY);
    for (let back = Math.min(age, OFFER_STATS_DAYS - 1); back >= 0; back--) {
      // Most views in the first days after publishing, fewer on weekends.
      const fresh = Math.max(0.3, 1 - (age - back) / 20);
      const weekday = new Date(ctx.now.getTime() - back * DAY).getUTCDay();
      const weekend = weekday === 0 || weekday === 6 ? 0.5 : 1;
      const views = Math.round(reach * fresh * weekend * (0.5 + random.next()));
      if (views === 0) continue;
      rows.push({
        offerId: link.offerId,
        jobboard: link.board,
        day: offerDate(-back, ctx.now),
        views,
        applyClicks: Math.round(views * clickRate * (0.5 + random.next())),
      });
    }
  }
  await insertBatched(db, offerStats, rows);
}
