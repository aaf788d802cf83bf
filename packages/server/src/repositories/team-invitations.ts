import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  PERMISSIONS,
  TEAM_INVITATION_TTL_DAYS,
  type Language,
  type PermissionName,
  type TeamInvitation,
  type TeamMember,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { teamInvitations, teams, userPermissions, users } from '../db/schema.js';
import { endAllSessions } from './sessions.js';
import { insertUser, type UserRow } from './users.js';

/**
 * A team's members and the invitations to join it (docs/employers.md#team-and-invitations). An
 * invitation's token is 32 random bytes (256 bits) sent in the mail's link; only its SHA-256 is
 * stored, so a leak of the table opens no team.
 */

export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

export type InvitationRow = typeof teamInvitations.$inferSelect;

/** Why a link does not open an invitation: never issued (404), or no longer usable (410). */
export type InvitationState =
  | { ok: true; invitation: InvitationRow }
  | { ok: false; reason: 'not_found' | 'used' | 'expired' | 'canceled' };

export async function getTeamName(db: DbLike, teamId: number): Promise<string> {
  const [row] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return row?.name ?? '';
}

/** The team's members with their permissions, by name. */
export async function listTeamMembersWithPermissions(
  db: DbLike,
  teamId: number,
): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      permissions: sql<
        PermissionName[] | null
      >`array_remove(array_agg(${userPermissions.permission}::text order by ${userPermissions.permission}), null)`,
    })
    .from(users)
    .leftJoin(userPermissions, eq(userPermissions.userId, users.id))
    .where(and(eq(users.teamId, teamId), eq(users.guard, 'ats')))
    .groupBy(users.id)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(500);
  return rows.map((r) => ({ ...r, permissions: sortPermissions(r.permissions ?? []) }));
}

const sortPermissions = (list: readonly string[]): PermissionName[] =>
  PERMISSIONS.filter((p) => list.includes(p));

/** The pending invitations: neither accepted, canceled nor expired; newest first. */
export async function listPendingInvitations(
  db: DbLike,
  teamId: number,
  now = new Date(),
): Promise<TeamInvitation[]> {
  const rows = await db
    .select({
      id: teamInvitations.id,
      email: teamInvitations.email,
      permissions: teamInvitations.permissions,
      createdAt: teamInvitations.createdAt,
      expiresAt: teamInvitations.expiresAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(teamInvitations)
    .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(
      and(
        eq(teamInvitations.teamId, teamId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.canceledAt),
        gt(teamInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    permissions: sortPermissions(r.permissions),
    invited_by:
      r.firstName !== null ? { first_name: r.firstName, last_name: r.lastName ?? '' } : null,
    created_at: r.createdAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
  }));
}

/**
 * A new invitation and its token (the only time the token exists in clear). An invitation still
 * pending for the same address in the same team is canceled: the newest link is the one that works.
 */
export async function createInvitation(
  db: DbLike,
  input: {
    teamId: number;
    email: string;
    permissions: PermissionName[];
    invitedBy: number;
    board: string;
    language: Language;
  },
  now = new Date(),
): Promise<{ invitation: InvitationRow; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const invitation = await db.transaction(async (tx) => {
    await tx
      .update(teamInvitations)
      .set({ canceledAt: now })
      .where(
        and(
          eq(teamInvitations.teamId, input.teamId),
          eq(teamInvitations.email, input.email),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.canceledAt),
        ),
      );
    const [row] = await tx
      .insert(teamInvitations)
      .values({
        teamId: input.teamId,
        email: input.email,
        permissions: sortPermissions(input.permissions),
        tokenHash: hashInvitationToken(token),
        invitedBy: input.invitedBy,
        jobboard: input.board,
        language: input.language,
        expiresAt: new Date(now.getTime() + TEAM_INVITATION_TTL_DAYS * 86_400_000),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('invitation not created');
    return row;
  });
  return { invitation, token };
}

/** Cancels a pending invitation of the team; false when there is none (another team's, used). */
export async function cancelInvitation(
  db: DbLike,
  teamId: number,
  id: number,
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(teamInvitations)
    .set({ canceledAt: now })
    .where(
      and(
        eq(teamInvitations.id, id),
        eq(teamInvitations.teamId, teamId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.canceledAt),
      ),
    )
    .returning({ id: teamInvitations.id });
  return rows.length === 1;
}

function stateOf(row: InvitationRow | undefined, now: Date): InvitationState {
  if (!row) return { ok: false, reason: 'not_found' };
  if (row.acceptedAt) return { ok: false, reason: 'used' };
  if (row.canceledAt) return { ok: false, reason: 'canceled' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, invitation: row };
}

/** The invitation a link's token opens, and whether it may still be used. */
export async function findInvitation(
  db: DbLike,
  token: string,
  now = new Date(),
): Promise<InvitationState> {
  const [row] = await db
    .select()
    .from(teamInvitations)
    .where(eq(teamInvitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  return stateOf(row, now);
}

export async function findEmployerIdsByEmail(
  db: DbLike,
  teamId: number,
  email: string,
): Promise<{ sameTeam: boolean; teamless: boolean } | null> {
  const [row] = await db
    .select({ teamId: users.teamId })
    .from(users)
    .where(and(eq(users.guard, 'ats'), eq(users.email, email)))
    .limit(1);
  if (!row) return null;
  return { sameTeam: row.teamId === teamId, teamless: row.teamId === null };
}

/** Thrown inside acceptInvitation's transaction to roll it back. */
export class InvitationRefused extends Error {
  constructor(readonly reason: 'email_taken' | 'already_in_team' | 'not_usable') {
    super(reason);
  }
}

/**
 * Uses the invitation once and makes its holder a member, in one transaction: the conditional
 * UPDATE (accepted_at, canceled_at null, not expired) lets exactly one of two concurrent uses
 * through. Either a new employer account (the invitation's e-mail, verified: its link came to
 * that mailbox) or `existingUserId`, an employer of no team. Nothing is kept when it fails.
 */
export async function acceptInvitation(
  db: DbLike,
  token: string,
  holder:
    | { kind: 'new'; firstName: string; lastName: string; passwordHash: string; language: Language }
    | { kind: 'existing'; userId: number },
  now = new Date(),
): Promise<{ userId: number; teamId: number }> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(teamInvitations)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(teamInvitations.tokenHash, hashInvitationToken(token)),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.canceledAt),
          gt(teamInvitations.expiresAt, now),
        ),
      )
      .returning();
    if (!invitation) throw new InvitationRefused('not_usable');
    let userId: number;
    if (holder.kind === 'new') {
      const user: UserRow | undefined = await insertUser(tx, {
        guard: 'ats',
        email: invitation.email,
        passwordHash: holder.passwordHash,
        firstName: holder.firstName,
        lastName: holder.lastName,
        language: holder.language,
        teamId: invitation.teamId,
      });
      if (!user) throw new InvitationRefused('email_taken');
      userId = user.id;
      await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, userId));
    } else {
      const joined = await tx
        .update(users)
        .set({ teamId: invitation.teamId, updatedAt: now })
        .where(and(eq(users.id, holder.userId), eq(users.guard, 'ats'), isNull(users.teamId)))
        .returning({ id: users.id });
      if (joined.length !== 1) throw new InvitationRefused('already_in_team');
      userId = holder.userId;
      // An employer of no team holds no team's rights: the invitation's are its permissions.
      await tx.delete(userPermissions).where(eq(userPermissions.userId, userId));
    }
    if (invitation.permissions.length)
      await tx
        .insert(userPermissions)
        .values(invitation.permissions.map((permission) => ({ userId, permission })));
    await tx
      .update(teamInvitations)
      .set({ acceptedBy: userId })
      .where(eq(teamInvitations.id, invitation.id));
    return { userId, teamId: invitation.teamId };
  });
}

/** An invitation is kept this long after its link expired (its link says 410 meanwhile, then 404). */
export const INVITATION_KEPT_AFTER_EXPIRY_DAYS = 30;

/**
 * Housekeeping (the hourly job secure-links.purge): invitations whose link expired over
 * INVITATION_KEPT_AFTER_EXPIRY_DAYS ago, accepted, canceled or not, are deleted: the address of
 * someone who never joined is not kept. The number deleted.
 */
export async function deleteStaleInvitations(db: DbLike, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(teamInvitations)
    .where(
      lt(
        teamInvitations.expiresAt,
        new Date(now.getTime() - INVITATION_KEPT_AFTER_EXPIRY_DAYS * 86_400_000),
      ),
    )
    .returning({ id: teamInvitations.id });
  return deleted.length;
}

/**
 * Takes a member out of the team, all or nothing: the account stays (its own data, its sign-in)
 * without a team or any permission, and its sessions end, so an open tab loses the team's data
 * at its next request. False when the account is not an employer of this team.
 */
export async function removeTeamMember(
  db: DbLike,
  teamId: number,
  memberId: number,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .update(users)
      .set({ teamId: null, updatedAt: now })
      .where(and(eq(users.id, memberId), eq(users.teamId, teamId), eq(users.guard, 'ats')))
      .returning({ id: users.id });
    if (removed.length !== 1) return false;
    await tx.delete(userPermissions).where(eq(userPermissions.userId, memberId));
    await endAllSessions(tx, memberId);
    return true;
  });
}
