import { createHash, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  ALERT_MAIL_OFFERS,
  ALERT_MAX_PER_OWNER,
  AlertFiltersSchema,
  HOURS_PER_YEAR,
  type Alert,
  type AlertFilters,
  type AlertFrequency,
  type Language,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { jobAlerts } from '../db/schema.js';
import { buildSearchQuery } from '../search/query.js';
import { t } from '../i18n/messages.js';
import {
  checkSecureLink,
  consumeSecureLink,
  issueSecureLink,
  type IssuedLink,
} from './secure-links.js';
import { cityFilterIds, getReference, idsOfType, type ReferenceData } from './reference.js';

/**
 * Job alerts (docs/mail.md#job-alerts): saved searches mailed daily or weekly with what was
 * published on their board since their last mail.
 *
 * - Filters: the search's own (contracts AlertFiltersSchema, picked from the search query), kept
 *   to the ids that exist with the right type, so the matching SQL compares plain ids.
 * - A candidate's alert is confirmed at once; a visitor's waits for a 'job-alert' secure link
 *   (split token, single use, 30 days) and is never sent before.
 * - Unsubscribe: every mail of the alert carries the same link, "<id>-<token>" with the alert's
 *   own random token (schema.ts unsubscribeToken), which does not depend on SESSION_SECRET.
 *   Links mailed before that carry an HMAC of the id with the secret; they still work
 *   (unsubscribe_token_hash, see alertOfToken).
 * - Sending (sendDueAlerts in services/alert-mails.ts): claimDueAlerts marks a batch sent in one
 *   UPDATE … FOR UPDATE SKIP LOCKED (two sweeps never take the same alert), then matchAlerts
 *   finds every alert's new offers in ONE query for the whole batch.
 */

export type AlertRow = typeof jobAlerts.$inferSelect;

export const PERIOD_MS: Record<AlertFrequency, number> = {
  daily: 24 * 3600_000,
  weekly: 7 * 24 * 3600_000,
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The path segment of an alert's unsubscribe link, in every mail of the alert. */
export const alertUnsubscribeToken = (alert: { id: number; unsubscribeToken: string }) =>
  `${alert.id}-${alert.unsubscribeToken}`;

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The search's filters as an alert keeps them: known ids of the right type, sorted, no empties. */
export function normalizeAlertFilters(reference: ReferenceData, input: AlertFilters): AlertFilters {
  const parsed = AlertFiltersSchema.parse(input);
  const out: AlertFilters = {};
  const q = parsed.q?.trim();
  if (q) out.q = q;
  for (const type of ['category', 'specialization', 'schedule', 'experience'] as const) {
    const ids = idsOfType(reference, type, parsed[type] ?? []).sort((a, b) => a - b);
    if (ids.length) out[type] = ids;
  }
  const cities = [...new Set(parsed.city ?? [])]
    .filter((id) => reference.cityById.has(id))
    .sort((a, b) => a - b);
  if (cities.length) {
    out.city = cities;
    // A radius only means something around a city.
    if (parsed.radius !== undefined) out.radius = parsed.radius;
  }
  if (parsed.pay_min !== undefined) {
    out.pay = '1';
    out.pay_min = parsed.pay_min;
    out.pay_unit = parsed.pay_unit ?? 'hour';
  } else if (parsed.pay === '1') out.pay = '1';
  return out;
}

/** The alert's search in words, for the list and the mail: "cuisinier · Montréal · Temps plein". */
export function alertSummary(
  reference: ReferenceData,
  filters: AlertFilters,
  lang: Language,
): string {
  const parts: string[] = [];
  if (filters.q) parts.push(lang === 'fr' ? `« ${filters.q} »` : `“${filters.q}”`);
  for (const type of ['category', 'specialization'] as const)
    for (const id of filters[type] ?? []) {
      const label = reference.byId.get(id)?.label[lang];
      if (label) parts.push(label);
    }
  const cities = (filters.city ?? [])
    .map((id) => reference.cityById.get(id)?.label)
    .filter((label): label is string => label !== undefined);
  if (cities.length && filters.radius)
    parts.push(t(lang, 'alert.city_radius', { cities: cities.join(', '), km: filters.radius }));
  else parts.push(...cities);
  for (const type of ['schedule', 'experience'] as const)
    for (const id of filters[type] ?? []) {
      const label = reference.byId.get(id)?.label[lang];
      if (label) parts.push(label);
    }
  if (filters.pay_min !== undefined) {
    const amount = new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA').format(filters.pay_min);
    parts.push(
      t(lang, filters.pay_unit === 'year' ? 'alert.pay_min_year' : 'alert.pay_min_hour', {
        amount,
      }),
    );
  } else if (filters.pay === '1') parts.push(t(lang, 'alert.pay_shown'));
  return parts.length ? parts.join(' · ') : t(lang, 'alert.any');
}

/** The API's Alert; its summary in the page's language (the mails use the alert's own). */
export function toAlert(reference: ReferenceData, row: AlertRow, lang: Language): Alert {
  return {
    id: row.id,
    filters: row.filters,
    frequency: row.frequency,
    summary: alertSummary(reference, row.filters, lang),
    created_at: row.createdAt.toISOString(),
    last_sent_at: row.lastSentAt ? row.lastSentAt.toISOString() : null,
  };
}

export class AlertLimitError extends Error {}

export type CreateAlertOutcome =
  | { confirmed: true; alert: AlertRow }
  /** A visitor's: mail `link` to `email` (null: one was mailed a moment ago). */
  | { confirmed: false; alert: AlertRow; link: IssuedLink | null };

/** A confirmation is not mailed again for the same alert within this delay (no mail bombing). */
export const ALERT_CONFIRMATION_RESEND_MS = 10 * 60_000;

/**
 * Saves an alert. The same search saved again by the same owner on the board is the same alert
 * (its frequency and language follow the latest choice), not a second one.
 */
export async function createAlert(
  db: DbLike,
  input: {
    board: string;
    userId?: number | null;
    email?: string | null;
    language: Language;
    filters: AlertFilters;
    frequency: AlertFrequency;
  },
  now = new Date(),
): Promise<CreateAlertOutcome> {
  const reference = await getReference(db);
  const filters = normalizeAlertFilters(reference, input.filters);
  const userId = input.userId ?? null;
  const email = userId ? null : (input.email ?? null);
  if (!userId && !email) throw new Error('an alert needs a candidate or an e-mail address');
  return db.transaction(async (tx) => {
    const owner = userId ? eq(jobAlerts.userId, userId) : eq(jobAlerts.email, email!);
    const mine = and(eq(jobAlerts.jobboard, input.board), owner);
    const [same] = await tx
      .select()
      .from(jobAlerts)
      .where(and(mine, sql`${jobAlerts.filters} = ${JSON.stringify(filters)}::jsonb`))
      .limit(1)
      .for('update');
    let alert: AlertRow;
    if (same) {
      [alert] = (await tx
        .update(jobAlerts)
        .set({ frequency: input.frequency, language: input.language })
        .where(eq(jobAlerts.id, same.id))
        .returning()) as [AlertRow];
    } else {
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(jobAlerts).where(mine);
      if (n >= ALERT_MAX_PER_OWNER) throw new AlertLimitError();
      [alert] = (await tx
        .insert(jobAlerts)
        .values({
          jobboard: input.board,
          userId,
          email,
          language: input.language,
          filters,
          frequency: input.frequency,
          confirmedAt: userId ? now : null,
          createdAt: now,
        })
        .returning()) as [AlertRow];
    }
    if (alert.confirmedAt) return { confirmed: true, alert };
    const recent = await tx.execute<{ id: number }>(
      sql`select id from secure_links
           where type = 'job-alert' and data = ${String(alert.id)} and used_at is null
             and created_at > ${new Date(now.getTime() - ALERT_CONFIRMATION_RESEND_MS)}
           limit 1`,
    );
    if (recent.rows.length) return { confirmed: false, alert, link: null };
    const link = await issueSecureLink(
      tx,
      { type: 'job-alert', email, data: String(alert.id) },
      now,
    );
    return { confirmed: false, alert, link };
  });
}

export type AlertLinkOutcome = 'ok' | 'invalid' | 'expired' | 'used';

/** Follows a confirmation link ("<selector>.<verifier>"); following it again is a success. */
export async function confirmAlert(
  db: DbLike,
  board: string,
  token: string,
  now = new Date(),
): Promise<AlertLinkOutcome> {
  const [selector, verifier] = token.split('.');
  if (!selector || !verifier) return 'invalid';
  const checked = await checkSecureLink(db, 'job-alert', selector, verifier, now);
  if (!checked.ok) {
    if (checked.reason === 'expired') return 'expired';
    if (checked.reason !== 'used') return 'invalid';
  }
  const alertId = Number(checked.ok ? checked.link.data : NaN);
  if (!checked.ok) {
    // Used: fine if the alert it confirmed is still there. The link's row does not say which
    // alert without being valid, so a used link is only "used".
    return 'used';
  }
  const [alert] = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.jobboard, board)))
    .limit(1);
  if (!alert) return 'invalid';
  const consumed = await consumeSecureLink(db, 'job-alert', selector, verifier, now);
  if (!consumed.ok) return consumed.reason === 'used' ? 'used' : 'invalid';
  await db
    .update(jobAlerts)
    .set({ confirmedAt: now })
    .where(and(eq(jobAlerts.id, alertId), sql`${jobAlerts.confirmedAt} is null`));
  return 'ok';
}

/**
 * One-click unsubscribe: deletes the alert of the token. Idempotent (true when an alert was
 * deleted now, false when there was none: already gone, or a made-up token).
 */
export async function unsubscribeAlert(db: DbLike, token: string): Promise<boolean> {
  const alert = await alertOfToken(db, token);
  if (!alert) return false;
  const deleted = await db
    .delete(jobAlerts)
    .where(eq(jobAlerts.id, alert.id))
    .returning({ id: jobAlerts.id });
  return deleted.length > 0;
}

/**
 * The alert an unsubscribe token names, if any (the unsubscribe page says so before the click).
 * "<id>-<token>": found by its id, the token compared in constant time. Any other token may be
 * one mailed before alerts had their own: an HMAC of the id with SESSION_SECRET, whose SHA-256
 * the alert kept when it was created. Those links keep working (they are in mails already sent,
 * and the id they stand for cannot be read from them); hashing before the lookup leaves the
 * index comparison nothing to tell about the token.
 */
export async function alertOfToken(db: DbLike, token: string): Promise<AlertRow | undefined> {
  const own = /^(\d{1,10})-([A-Za-z0-9_-]{43})$/.exec(token);
  if (own) {
    const [row] = await db
      .select()
      .from(jobAlerts)
      .where(eq(jobAlerts.id, Number(own[1])))
      .limit(1);
    if (row && sameSecret(row.unsubscribeToken, own[2]!)) return row;
  }
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.unsubscribeTokenHash, sha256(token)))
    .limit(1);
  return row;
}

/* ---------------------------------------------------------------- a candidate's alerts */

export function listUserAlerts(db: DbLike, userId: number, board: string): Promise<AlertRow[]> {
  return db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.userId, userId), eq(jobAlerts.jobboard, board)))
    .orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id));
}

/** Changes the frequency of the candidate's own alert; false when it is not theirs (or gone). */
export async function updateUserAlert(
  db: DbLike,
  userId: number,
  id: number,
  frequency: AlertFrequency,
): Promise<boolean> {
  const updated = await db
    .update(jobAlerts)
    .set({ frequency })
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  return updated.length === 1;
}

export async function deleteUserAlert(db: DbLike, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  return deleted.length === 1;
}

/* ---------------------------------------------------------------- the sweep */

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
