import { sql } from 'drizzle-orm';
import {
  ALERT_MAIL_OFFERS,
  HOURS_PER_YEAR,
  type AlertFilters,
  type AlertFrequency,
  type Language,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { buildSearchQuery } from '../search/query.js';
import { cityFilterIds, type ReferenceData } from './reference.js';

/*
 * The alerts sweep's data (services/alert-mails.ts sends): the due alerts claimed in one
 * statement, and their new offers matched in one query per batch.
 */

/** How long an alert waits between two mails. */
export const PERIOD_MS: Record<AlertFrequency, number> = {
  daily: 24 * 3600_000,
  weekly: 7 * 24 * 3600_000,
};

export interface DueAlert {
  id: number;
  board: string;
  /** A candidate's alert (null: a visitor's, by e-mail only). */
  userId: number | null;
  /** The account's address for a candidate's alert, else the alert's own. */
  email: string;
  language: Language;
  filters: AlertFilters;
  frequency: AlertFrequency;
  /** Offers published after this were not mailed yet (the last mail, else the confirmation). */
  since: Date;
  /** The alert's own (alertUnsubscribeToken). */
  unsubscribeToken: string;
}

/**
 * Takes up to `limit` confirmed alerts whose period has passed and marks them sent at `now`, in
 * one statement: the rows are locked (SKIP LOCKED: a concurrent sweep takes others) and no
 * longer due once it commits, so an alert is claimed once per period however many sweeps run.
 */
export async function claimDueAlerts(db: DbLike, now: Date, limit: number): Promise<DueAlert[]> {
  const { rows } = await db.execute<{
    id: number;
    board: string;
    user_id: number | null;
    email: string | null;
    language: Language;
    filters: AlertFilters;
    frequency: AlertFrequency;
    since: string | Date;
    unsubscribe_token: string;
  }>(sql`
    with due as (
      select a.id, coalesce(a.last_sent_at, a.confirmed_at) as since
        from job_alerts a
       where a.confirmed_at is not null
         and ((a.frequency = 'daily' and coalesce(a.last_sent_at, a.confirmed_at) <= ${new Date(now.getTime() - PERIOD_MS.daily)})
           or (a.frequency = 'weekly' and coalesce(a.last_sent_at, a.confirmed_at) <= ${new Date(now.getTime() - PERIOD_MS.weekly)}))
       order by a.id
       limit ${limit}
         for update of a skip locked
    )
    update job_alerts a set last_sent_at = ${now}
      from due
     where a.id = due.id
    returning a.id, a.board, a.user_id, coalesce((select u.email from users u where u.id = a.user_id), a.email) as email,
              a.language, a.filters, a.frequency, due.since, a.unsubscribe_token`);
  return rows
    .filter((row) => row.email)
    .map((row) => ({
      id: row.id,
      board: row.board,
      userId: row.user_id,
      email: row.email!,
      language: row.language,
      filters: typeof row.filters === 'string' ? JSON.parse(row.filters) : row.filters,
      frequency: row.frequency,
      since: new Date(row.since),
      unsubscribeToken: row.unsubscribe_token,
    }))
    .sort((a, b) => a.id - b.id);
}

export interface AlertMatch {
  /** Newest first, at most ALERT_MAIL_OFFERS. */
  offerIds: number[];
  /** Every matching offer (the mail says "and N more"). */
  total: number;
}

/**
 * The new offers of every alert of a batch, in ONE query (an alert's cities are first widened
 * to those within its radius, in memory from `reference`): the batch goes in as a jsonb array
 * (jsonb_to_recordset), the offers published on the batch's boards since its oldest `since` are
 * read once with their attribute ids as an array, and a hash join on the board keeps, per alert,
 * those its filters accept (a window numbers them newest first and counts them) — the same rules as the search (searchConditions): values of a family are
 * alternatives, families combine, keywords in either language, pay reaching the minimum with
 * hours converted at HOURS_PER_YEAR.
 */
export async function matchAlerts(
  db: DbLike,
  batch: readonly DueAlert[],
  now: Date,
  reference: ReferenceData,
): Promise<Map<number, AlertMatch>> {
  const result = new Map<number, AlertMatch>();
  if (batch.length === 0) return result;
  const input = batch.map((a) => {
    // The keywords through the search's own analysis (search/query.ts): an alert finds what
    // the search page finds, thesaurus and folded feminine forms included.
    const keywords = a.filters.q ? buildSearchQuery(a.filters.q) : null;
    return {
      id: a.id,
      board: a.board,
      since: a.since.toISOString(),
      q: keywords !== null,
      tq_fr_text: keywords?.match.fr ?? null,
      tq_en_text: keywords?.match.en ?? null,
      tq_title_fr_text: keywords?.titleMatch?.fr ?? null,
      tq_title_en_text: keywords?.titleMatch?.en ?? null,
      category: a.filters.category ?? null,
      specialization: a.filters.specialization ?? null,
      // The municipalities within the alert's radius, found in memory: the query stays one.
      city: a.filters.city?.length
        ? cityFilterIds(reference, a.filters.city, a.filters.radius)
        : null,
      schedule: a.filters.schedule ?? null,
      experience: a.filters.experience ?? null,
      pay: a.filters.pay === '1' || a.filters.pay_min !== undefined,
      pay_min: a.filters.pay_min ?? null,
      pay_unit: a.filters.pay_unit ?? 'hour',
    };
  });
  const { rows } = await db.execute<{ alert_id: number; offer_ids: number[]; total: number }>(sql`
    with batch as materialized (
      select b.*, b.tq_fr_text::tsquery as tq_fr, b.tq_en_text::tsquery as tq_en,
             b.tq_title_fr_text::tsquery as tq_title_fr, b.tq_title_en_text::tsquery as tq_title_en
        from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as b(
          id int, board text, since timestamptz, q boolean, tq_fr_text text, tq_en_text text,
          tq_title_fr_text text, tq_title_en_text text,
          category int[], specialization int[],
          city int[], schedule int[], experience int[], pay boolean, pay_min numeric, pay_unit text)
    ),
    fresh as materialized (
      select oj.board, oj.offer_id, oj.published_at, o.city_id, o.search_fr, o.search_en,
             o.search_title_fr, o.search_title_en,
             o.salary_period, coalesce(o.salary_max, o.salary_min) as pay_top,
             array(select oa.attribute_id from offer_attributes oa where oa.offer_id = o.id) as attrs
        from offer_jobboards oj
        join offers o on o.id = oj.offer_id
       where oj.board in (select distinct board from batch)
         and oj.published_at > (select min(since) from batch)
         and oj.published_at <= ${now}
         and o.status = 'published'
         and (o.expires_at is null or o.expires_at > ${now})
    ),
    matched as (
      select b.id as alert_id, f.offer_id,
             row_number() over (partition by b.id order by f.published_at desc, f.offer_id desc) as rank,
             count(*) over (partition by b.id) as total
        from batch b
        join fresh f on f.board = b.board and f.published_at > b.since
       where (b.category is null or f.attrs && b.category)
         and (b.specialization is null or f.attrs && b.specialization)
         and (b.schedule is null or f.attrs && b.schedule)
         and (b.experience is null or f.attrs && b.experience)
         and (b.city is null or f.city_id = any(b.city))
         and (not b.pay or f.pay_top is not null)
         and (b.pay_min is null or f.pay_top >= case
               when f.salary_period = 'hour' then
                 case when b.pay_unit = 'hour' then b.pay_min else b.pay_min / ${HOURS_PER_YEAR} end
               else
                 case when b.pay_unit = 'year' then b.pay_min else b.pay_min * ${HOURS_PER_YEAR} end
             end)
         and (not b.q or f.search_fr @@ b.tq_fr or f.search_en @@ b.tq_en
              or f.search_title_fr @@ b.tq_title_fr or f.search_title_en @@ b.tq_title_en)
    )
    select alert_id, array_agg(offer_id order by rank) as offer_ids, max(total)::int as total
      from matched
     where rank <= ${ALERT_MAIL_OFFERS}
     group by alert_id`);
  for (const row of rows)
    result.set(row.alert_id, { offerIds: row.offer_ids.map(Number), total: Number(row.total) });
  return result;
}
