import { sql } from 'drizzle-orm';
import type { DbLike } from '../db/client.js';

/**
 * Mails a visitor can have sent to an address they typed (mail bombing): at most this many per
 * recipient address, over all those kinds together, whichever client asks.
 */
export const MAIL_LIMITS = { perHour: 3, perDay: 10 } as const;

/**
 * The kinds of mail a request without a session can send to any address: confirmations of an
 * address, an account, a newsletter or an alert, "you already have an account" and reset links.
 * Notifications about an account's own activity (a new application, a stage, an alert's offers)
 * are not limited here.
 */
export const UNSOLICITED_TEMPLATES: ReadonlySet<string> = new Set([
  'email-confirmation',
  'account-exists',
  'reset-password',
  'newsletter-confirmation',
  'job-alert-confirmation',
]);

const recipientKey = (to: string) => to.trim().toLowerCase();

/**
 * Counts one mail to `to` and says whether it may be sent: not past MAIL_LIMITS.perHour in the
 * current hour, nor past MAIL_LIMITS.perDay in the day (which counts only mails the hour let
 * through). The counters are rows of `rate_limits`, in one statement, so every server process of
 * the database counts in the same ones.
 */
export async function claimMailToRecipient(db: DbLike, to: string): Promise<boolean> {
  const address = recipientKey(to);
  const { rows } = await db.execute<{ hour: number; day: number | null }>(sql`
    with hour as (
      insert into rate_limits as r (key, count, reset_at)
      values (${`mail:hour:${address}`}, 1, now() + interval '1 hour')
      on conflict (key) do update set
        count = case when r.reset_at <= now() then 1 else r.count + 1 end,
        reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
      returning count
    ), day as (
      insert into rate_limits as r (key, count, reset_at)
      select ${`mail:day:${address}`}, 1, now() + interval '1 day'
        from hour where hour.count <= ${MAIL_LIMITS.perHour}
      on conflict (key) do update set
        count = case when r.reset_at <= now() then 1 else r.count + 1 end,
        reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
      returning count
    )
    select (select count from hour) as hour, (select count from day) as day`);
  const row = rows[0];
  if (!row || row.day === null) return false;
  return Number(row.hour) <= MAIL_LIMITS.perHour && Number(row.day) <= MAIL_LIMITS.perDay;
}

/**
 * Counts one invitation mail of a team and says whether it may be sent: at most `perDay` in the
 * team's current day (a window that starts with its first invitation). Count and reservation are
 * one statement on a `rate_limits` row, so two requests at once (or two processes) cannot both
 * take the last one; a refused attempt does not push the window.
 */
export async function claimTeamInvitationMail(
  db: DbLike,
  teamId: number,
  perDay: number,
): Promise<boolean> {
  const { rows } = await db.execute<{ count: number }>(sql`
    insert into rate_limits as r (key, count, reset_at)
    values (${`mail:team-invitations:${teamId}`}, 1, now() + interval '1 day')
    on conflict (key) do update set
      count = case when r.reset_at <= now() then 1 else r.count + 1 end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    where r.reset_at <= now() or r.count < ${perDay}
    returning count`);
  return rows.length === 1;
}

/** Counter rows whose window ended a while ago (the jobs' minute sweep calls it). */
export async function purgeMailCounts(db: DbLike): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where key like 'mail:%' and reset_at < now() - interval '1 minute'`,
  );
}
