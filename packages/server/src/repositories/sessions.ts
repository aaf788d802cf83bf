import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Guard, Language, PermissionName } from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { sessions, userPermissions, users } from '../db/schema.js';

/** What a signed-in request knows about its user. Load anything else from the database. */
export interface SessionUser {
  id: number;
  guard: Guard;
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
  emailVerified: boolean;
  teamId: number | null;
  permissions: PermissionName[];
}

/** How long a session lives. */
export const SESSION_TTL_MS = 30 * 24 * 3600_000;

/** The stored id is an HMAC of the cookie token: reading the sessions table does not let anyone sign in. */
function sessionId(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}

/** Creates a session row and returns the cookie token (also used by tests to sign in directly). */
export async function createSession(
  db: DbLike,
  secret: string,
  user: { id: number; guard: Guard },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db
    .insert(sessions)
    .values({ id: sessionId(secret, token), userId: user.id, guard: user.guard, expiresAt });
  return { token, expiresAt };
}

/** Ends the session of a cookie token (signing out of one guard). */
export async function deleteSession(db: DbLike, secret: string, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId(secret, token)));
}

/** After a password reset or change: every session of the user ends. */
export async function endAllSessions(db: DbLike, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The user of a live session of a guard, by its cookie token; null when there is none. */
export async function findSessionUser(
  db: DbLike,
  secret: string,
  token: string,
  guard: Guard,
): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      guard: users.guard,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      emailVerifiedAt: users.emailVerifiedAt,
      teamId: users.teamId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId(secret, token)),
        eq(sessions.guard, guard),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return null;
  const permissions =
    guard === 'ats'
      ? (
          await db
            .select({ name: userPermissions.permission })
            .from(userPermissions)
            .where(eq(userPermissions.userId, row.id))
        ).map((p) => p.name)
      : [];
  const { emailVerifiedAt, ...rest } = row;
  return { ...rest, emailVerified: emailVerifiedAt !== null, permissions };
}
