import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DbLike } from '../db/client.js';
import type { SecureLinkType } from '@jobboard/contracts';
import { secureLinks } from '../db/schema.js';

/** How long each kind of link lives. SSO tokens are used by a redirect seconds later. */
export const SECURE_LINK_TTL_MS: Record<SecureLinkType, number> = {
  'email-confirmation': 7 * 24 * 3600_000,
  'reset-password': 3600_000,
  newsletter: 30 * 24 * 3600_000,
  sso: 2 * 60_000,
  'job-alert': 30 * 24 * 3600_000,
};

export interface IssuedLink {
  selector: string;
  /** The secret half; only ever sent to the user, stored as its SHA-256. */
  token: string;
  expiresAt: Date;
}

export interface SecureLinkRecord {
  id: number;
  type: SecureLinkType;
  userId: number | null;
  email: string | null;
  data: string | null;
}

export type CheckResult =
  | { ok: true; link: SecureLinkRecord }
  | { ok: false; reason: 'not_found' | 'expired' | 'used' | 'invalid' };

const sha256 = (value: string) => createHash('sha256').update(value).digest();

export async function issueSecureLink(
  db: DbLike,
  input: {
    type: SecureLinkType;
    userId?: number | null;
    email?: string | null;
    data?: string | null;
    ttlMs?: number;
  },
  now = new Date(),
): Promise<IssuedLink> {
  // Split token: the selector finds the row without a timing-sensitive lookup on the secret.
  const selector = randomBytes(16).toString('base64url');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + (input.ttlMs ?? SECURE_LINK_TTL_MS[input.type]));
  await db.insert(secureLinks).values({
    selector,
    verifierHash: sha256(token).toString('hex'),
    type: input.type,
    userId: input.userId ?? null,
    email: input.email ?? null,
    data: input.data ?? null,
    expiresAt,
  });
  return { selector, token, expiresAt };
}

/** Checks a link without using it (GET /check-secure-link). */
export async function checkSecureLink(
  db: DbLike,
  type: SecureLinkType,
  selector: string,
  token: string,
  now = new Date(),
): Promise<CheckResult> {
  const [row] = await db
    .select()
    .from(secureLinks)
    .where(and(eq(secureLinks.selector, selector), eq(secureLinks.type, type)))
    .limit(1);
  if (!row) return { ok: false, reason: 'not_found' };
  const expected = Buffer.from(row.verifierHash, 'hex');
  const actual = sha256(token);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return { ok: false, reason: 'invalid' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    link: { id: row.id, type: row.type, userId: row.userId, email: row.email, data: row.data },
  };
}

/**
 * Checks and marks the link used in one step, on the arguments of a check. The conditional UPDATE
 * (used_at IS NULL) makes two concurrent uses of the same link end with exactly one success.
 */
export const consumeSecureLink: typeof checkSecureLink = async (
  db,
  type,
  selector,
  token,
  now = new Date(),
) => {
  const checked = await checkSecureLink(db, type, selector, token, now);
  if (!checked.ok) return checked;
  const updated = await db
    .update(secureLinks)
    .set({ usedAt: now })
    .where(and(eq(secureLinks.id, checked.link.id), isNull(secureLinks.usedAt)))
    .returning({ id: secureLinks.id });
  return updated.length === 1 ? checked : { ok: false, reason: 'used' };
};

/**
 * Marks every unused link of a type of a user as used: a newer reset link, a reset or a changed
 * password leaves no older reset link working (whoever read an old mail cannot use it).
 */
export async function revokeSecureLinks(
  db: DbLike,
  userId: number,
  type: SecureLinkType,
  now = new Date(),
): Promise<void> {
  await db
    .update(secureLinks)
    .set({ usedAt: now })
    .where(
      and(eq(secureLinks.userId, userId), eq(secureLinks.type, type), isNull(secureLinks.usedAt)),
    );
}

/**
 * Housekeeping (the hourly job secure-links.purge): links expired for a day are useless even
 * for a "this link expired" message. The number of links deleted.
 */
export async function deleteExpiredSecureLinks(db: DbLike, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(secureLinks)
    .where(lt(secureLinks.expiresAt, new Date(now.getTime() - 24 * 3600_000)))
    .returning({ id: secureLinks.id });
  return deleted.length;
}
