import { asc, eq } from 'drizzle-orm';
import type { UserOption } from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { users } from '../db/schema.js';

/**
 * The employer's own account and team (PUT /ats/profile, team options). Reading the User answer
 * and the password hash is shared with sign-in: repositories/users.ts.
 */

export async function updateEmployerProfile(
  db: DbLike,
  userId: number,
  values: {
    firstName: string;
    lastName: string;
    language: 'fr' | 'en';
    phoneNumber: string | null;
    address?: string | null;
    cityId?: number | null;
    country?: string | null;
  },
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** GET /ats/options/users: the team's members (employers only), by name. */
export async function listTeamMembers(db: DbLike, teamId: number): Promise<UserOption[]> {
  return db
    .select({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(eq(users.teamId, teamId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(500);
}
