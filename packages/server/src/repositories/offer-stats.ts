import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  OFFER_STATS_DAYS,
  OFFER_TIME_ZONE,
  offerDate,
  type OfferBoardStats,
  type OfferStats,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { applications, offerJobboards, offerStats } from '../db/schema.js';
import { deliveredToEmployer } from './applications.js';
import { isTeamOffer } from './team-offer.js';

/**
 * Each offer's statistics (docs/employers.md#offer-statistics): counters per offer, board and day,
 * and the figures the employer reads from them and from the applications.
 */

/** Counts to add to one offer's row of one board and day. */
export interface OfferStatsIncrement {
  offerId: number;
  board: string;
  /** YYYY-MM-DD in OFFER_TIME_ZONE. */
  day: string;
  views: number;
  applyClicks: number;
}

/**
 * Adds counts to their rows in one statement: each row is created at its first count and
 * incremented in place after that (INSERT … ON CONFLICT DO UPDATE), so that processes counting
 * at once never lose a count. Only an offer listed on the board counts there: a made-up id, a
 * draft or another board's offer adds nothing (and no row). The increments must name each row
 * once (a statement may not update a row twice).
 */
export async function addOfferStats(db: DbLike, increments: OfferStatsIncrement[]): Promise<void> {
  if (increments.length === 0) return;
  const rows = JSON.stringify(
    increments.map((i) => ({
      offer_id: i.offerId,
      board: i.board,
      day: i.day,
      views: i.views,
      apply_clicks: i.applyClicks,
    })),
  );
  await db.execute(sql`
    insert into offer_stats (offer_id, board, day, views, apply_clicks)
    select v.offer_id, v.board, v.day, v.views, v.apply_clicks
      from jsonb_to_recordset(${rows}::jsonb)
        as v(offer_id int, board text, day date, views int, apply_clicks int)
      join offer_jobboards j on j.offer_id = v.offer_id and j.board = v.board
    on conflict (offer_id, board, day) do update
      set views = offer_stats.views + excluded.views,
          apply_clicks = offer_stats.apply_clicks + excluded.apply_clicks`);
}

/** The dates of the period that ends on `to`, oldest first. */
function periodDays(to: string, days: number): string[] {
  const end = new Date(`${to}T12:00:00Z`);
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(end);
    day.setUTCDate(end.getUTCDate() - (days - 1 - i));
    return day.toISOString().slice(0, 10);
  });
}

/**
 * The statistics of one of the team's offers over the last OFFER_STATS_DAYS days, board by
 * board: the boards it is on now, then any other board that counted something in the period.
 * Undefined when the offer is not the team's (the route's 404).
 */
export async function getOfferStats(
  db: DbLike,
  teamId: number,
  offerId: number,
  now = new Date(),
): Promise<OfferStats | undefined> {
  if (!(await isTeamOffer(db, teamId, offerId))) return undefined;
  const to = offerDate(0, now);
  const days = periodDays(to, OFFER_STATS_DAYS);
  const from = days[0]!;
  // The zone written into the SQL, not a parameter: GROUP BY must see the same expression as
  // the select list (three parameters would be three different expressions to PostgreSQL).
  const zone = sql.raw(`'${OFFER_TIME_ZONE.replace(/[^A-Za-z_/]/g, '')}'`);
  const day = sql<string>`(${applications.createdAt} at time zone ${zone})::date::text`;
  const [boardRows, counterRows, applicationRows] = await Promise.all([
    db
      .select({ board: offerJobboards.jobboard })
      .from(offerJobboards)
      .where(eq(offerJobboards.offerId, offerId))
      .orderBy(offerJobboards.publishedAt, offerJobboards.jobboard),
    db
      .select({
        board: offerStats.jobboard,
        day: offerStats.day,
        views: offerStats.views,
        applyClicks: offerStats.applyClicks,
      })
      .from(offerStats)
      .where(
        and(
          eq(offerStats.offerId, offerId),
          sql`${offerStats.day} between ${from}::date and ${to}::date`,
        ),
      ),
    db
      .select({ board: applications.jobboard, day, n: sql<number>`count(*)::int` })
      .from(applications)
      .where(
        and(
          eq(applications.offerId, offerId),
          deliveredToEmployer,
          sql`${day} between ${from} and ${to}`,
        ),
      )
      .groupBy(applications.jobboard, day),
  ]);
  const published = new Set(boardRows.map((r) => r.board));
  const order = [...published];
  const byBoard = new Map<string, Map<string, OfferBoardStats['days'][number]>>();
  const dayOf = (board: string, date: string) => {
    let boardDays = byBoard.get(board);
    if (!boardDays) {
      byBoard.set(board, (boardDays = new Map()));
      if (!published.has(board)) order.push(board);
    }
    let entry = boardDays.get(date);
    if (!entry) boardDays.set(date, (entry = { date, views: 0, apply_clicks: 0, applications: 0 }));
    return entry;
  };
  for (const board of published) byBoard.set(board, new Map());
  for (const r of counterRows) {
    const entry = dayOf(r.board, r.day);
    entry.views += r.views;
    entry.apply_clicks += r.applyClicks;
  }
  // An application of a candidate's deleted account still counts; one without a board (made
  // before boards were recorded) cannot be placed on one.
  for (const r of applicationRows) if (r.board) dayOf(r.board, r.day).applications += Number(r.n);
  return {
    from,
    to,
    boards: order.map((board) => {
      const boardDays = byBoard.get(board)!;
      const series = days.map(
        (date) => boardDays.get(date) ?? { date, views: 0, apply_clicks: 0, applications: 0 },
      );
      const sum = (key: 'views' | 'apply_clicks' | 'applications') =>
        series.reduce((total, d) => total + d[key], 0);
      const views = sum('views');
      const applicationsCount = sum('applications');
      return {
        board,
        published: published.has(board),
        totals: {
          views,
          apply_clicks: sum('apply_clicks'),
          applications: applicationsCount,
          application_rate: views > 0 ? applicationsCount / views : null,
        },
        days: series,
      };
    }),
  };
}

/** Each offer's views, every board and day together (« Mes offres »). */
export async function offerViewCounts(db: DbLike, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ offerId: offerStats.offerId, n: sql<number>`sum(${offerStats.views})::int` })
    .from(offerStats)
    .where(inArray(offerStats.offerId, ids))
    .groupBy(offerStats.offerId);
  return new Map(rows.map((r) => [r.offerId, Number(r.n)]));
}
