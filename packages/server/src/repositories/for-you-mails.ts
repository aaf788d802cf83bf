import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { forYouMails } from '../db/schema.js';

/*
 * The weekly mail of « Offres pour vous » (docs/mail.md#jobs-for-you): turned on per board by the
 * candidate, mailed by the sweep (services/for-you-mails.ts) once a week.
 */

export const FOR_YOU_PERIOD_MS = 7 * 24 * 3600_000;

/** Whether the candidate gets the weekly mail from this board. */
export async function forYouMailOn(db: DbLike, userId: number, board: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: forYouMails.userId })
    .from(forYouMails)
    .where(and(eq(forYouMails.userId, userId), eq(forYouMails.jobboard, board)));
  return !!row;
}

/**
 * Turns the weekly mail on (in the candidate's language at that moment; again: no change, its
 * week keeps running) or off. The first mail goes at the next sweep.
 */
export async function setForYouMail(
  db: DbLike,
  userId: number,
  board: string,
  on: boolean,
  language: Language,
): Promise<void> {
  if (on)
    await db
      .insert(forYouMails)
      .values({ userId, jobboard: board, language })
      .onConflictDoUpdate({
        target: [forYouMails.userId, forYouMails.jobboard],
        set: { language },
      });
  else
    await db
      .delete(forYouMails)
      .where(and(eq(forYouMails.userId, userId), eq(forYouMails.jobboard, board)));
}

export interface DueForYouMail {
  userId: number;
  board: string;
  email: string;
  language: Language;
  unsubscribeToken: string;
}

/**
 * Claims up to `limit` weekly mails whose week has passed (or never sent), marking them sent now
 * in the same statement: two sweeps at once (two processes) never claim the same one.
 */
export async function claimDueForYouMails(
  db: DbLike,
  now: Date,
  limit: number,
): Promise<DueForYouMail[]> {
  const { rows } = await db.execute<{
    user_id: number;
    board: string;
    email: string;
    language: Language;
    unsubscribe_token: string;
  }>(sql`
    with due as (
      select m.user_id, m.board
        from for_you_mails m
       where m.last_sent_at is null or m.last_sent_at <= ${new Date(now.getTime() - FOR_YOU_PERIOD_MS)}
       order by m.user_id, m.board
       limit ${limit}
         for update of m skip locked
    )
    update for_you_mails m set last_sent_at = ${now}
      from due, users u
     where m.user_id = due.user_id and m.board = due.board and u.id = m.user_id
    returning m.user_id, m.board, u.email, m.language, m.unsubscribe_token`);
  return rows
    .map((r) => ({
      userId: Number(r.user_id),
      board: r.board,
      email: r.email,
      language: r.language,
      unsubscribeToken: r.unsubscribe_token,
    }))
    .sort((a, b) => a.userId - b.userId || a.board.localeCompare(b.board));
}

/** The unsubscribe token of a mail: "<user id>-<board>-<random token>". */
export const forYouUnsubscribeToken = (
  m: Pick<DueForYouMail, 'userId' | 'board' | 'unsubscribeToken'>,
) => `${m.userId}-${m.board}-${m.unsubscribeToken}`;

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Turns off the weekly mail a token names (one-click unsubscribe). False when it names none (a
 * second click, made up): the answer says the link no longer works.
 */
export async function unsubscribeForYouMail(db: DbLike, token: string): Promise<boolean> {
  const parts = /^(\d{1,10})-([a-z0-9_]{1,40})-([A-Za-z0-9_-]{43})$/.exec(token);
  if (!parts) return false;
  const userId = Number(parts[1]);
  const board = parts[2]!;
  const where = and(eq(forYouMails.userId, userId), eq(forYouMails.jobboard, board));
  const [row] = await db
    .select({ token: forYouMails.unsubscribeToken })
    .from(forYouMails)
    .where(where);
  // Compared in constant time (their digests: equal lengths whatever was sent).
  if (!row || !timingSafeEqual(digest(row.token), digest(parts[3]!))) return false;
  const deleted = await db.delete(forYouMails).where(where).returning({ id: forYouMails.userId });
  return deleted.length > 0;
}
