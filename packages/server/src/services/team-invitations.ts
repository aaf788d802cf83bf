import type { FastifyInstance } from 'fastify';
import {
  TEAM_INVITATIONS_PER_DAY,
  TEAM_INVITATION_TTL_DAYS,
  type Language,
  type PermissionName,
  type TeamInvitation,
  type User,
} from '@jobboard/contracts';
import { pathTo } from '@jobboard/contracts/routes';
import type { BrandManifest } from '@jobboard/manifest';
import {
  InvitationRefused,
  acceptInvitation,
  createInvitation,
  findEmployerIdsByEmail,
  findInvitation,
  getTeamName,
  listPendingInvitations,
  type InvitationState,
} from '../repositories/team-invitations.js';
import { getUserProfile } from '../repositories/users.js';
import { oneLine } from './mail.js';
import { boardMailBrand, boardOrigin } from './mail-brand.js';
import { claimTeamInvitationMail } from './mail-limit.js';
import { queueMail, type Asker, type BoardMailApp } from './mail-queue.js';
import { hashPassword } from './passwords.js';

export type InviteOutcome =
  | { kind: 'permissions_not_held' }
  /** The address has an account in this team (`same_team`) or in another one. */
  | { kind: 'has_account'; sameTeam: boolean }
  /** Past TEAM_INVITATIONS_PER_DAY today: no invitation and no mail. */
  | { kind: 'limit' }
  | { kind: 'invited'; invitation: TeamInvitation };

/**
 * A team manager invites a colleague by e-mail (docs/employers.md#team-and-invitations), refused
 * in this order with nothing written: permissions the inviter does not hold, an address whose
 * account belongs to a team (one of no team — a removed member, a closed team's — may be invited
 * again: it joins by signing in on the link's page), the team's invitations of the day used up
 * (counted before anything is written or sent). Then the invitation, its link mailed from
 * `board`'s canonical origin in `lang`, and the invitation as the team's list shows it.
 */
export async function inviteToTeam(
  app: BoardMailApp,
  asker: Asker,
  input: {
    teamId: number;
    inviter: { id: number; firstName: string; lastName: string; permissions: PermissionName[] };
    board: BrandManifest;
    email: string;
    permissions: PermissionName[];
    lang: Language;
  },
): Promise<InviteOutcome> {
  const { db } = app;
  const { teamId, inviter, board, email, permissions, lang } = input;
  if (permissions.some((p) => !inviter.permissions.includes(p)))
    return { kind: 'permissions_not_held' };
  const account = await findEmployerIdsByEmail(db, teamId, email);
  if (account && !account.teamless) return { kind: 'has_account', sameTeam: account.sameTeam };
  if (!(await claimTeamInvitationMail(db, teamId, TEAM_INVITATIONS_PER_DAY)))
    return { kind: 'limit' };
  const { invitation, token } = await createInvitation(db, {
    teamId,
    email,
    permissions,
    invitedBy: inviter.id,
    board: board.name,
    language: lang,
  });
  await queueMail(app, asker, {
    to: email,
    template: 'team-invitation',
    lang,
    brand: boardMailBrand(app, board, lang),
    data: {
      inviterName: oneLine(`${inviter.firstName} ${inviter.lastName}`),
      teamName: oneLine(await getTeamName(db, teamId)),
      days: TEAM_INVITATION_TTL_DAYS,
      url: boardOrigin(app, board) + pathTo('employerTeamInvitation', lang, { token }),
    },
  });
  const [created] = (await listPendingInvitations(db, teamId)).filter(
    (i) => i.id === invitation.id,
  );
  return { kind: 'invited', invitation: created! };
}

/** A link that opens no invitation: never issued, or used, canceled or expired. */
export type InvitationFailure = Extract<InvitationState, { ok: false }>;

export type JoinOutcome =
  | { kind: 'link_failed'; state: InvitationFailure }
  /** The signed-in employer belongs to a team already. */
  | { kind: 'already_in_team' }
  /** The signed-in employer's address is not the invited one. */
  | { kind: 'another_address' }
  /** No session, and the new account's fields are missing. */
  | { kind: 'missing'; fields: Array<'first_name' | 'last_name' | 'password'> }
  | { kind: 'email_taken' }
  | { kind: 'joined'; userId: number; user: User | null };

/**
 * The invited colleague follows the link and joins: as the signed-in employer of no team whose
 * address the link was mailed to (whoever else holds it joins with no account), or with a new
 * account (`account`'s fields, in `lang`). The invitation is used once (acceptInvitation: one of
 * two concurrent uses goes through; the other finds it used). Signing in is the caller's.
 */
export async function joinTeam(
  app: Pick<FastifyInstance, 'db' | 'brands'>,
  input: {
    token: string;
    /** The signed-in employer, read only once the link checked out (as before the move). */
    signedIn: () => Promise<{ id: number; email: string; teamId: number | null } | null>;
    account: { first_name?: string; last_name?: string; password?: string };
    lang: Language;
  },
): Promise<JoinOutcome> {
  const { db } = app;
  const { token, account } = input;
  const state = await findInvitation(db, token);
  if (!state.ok) return { kind: 'link_failed', state };
  const signedIn = await input.signedIn();
  let holder: Parameters<typeof acceptInvitation>[2];
  if (signedIn) {
    if (signedIn.teamId) return { kind: 'already_in_team' };
    if (signedIn.email.toLowerCase() !== state.invitation.email.toLowerCase())
      return { kind: 'another_address' };
    holder = { kind: 'existing', userId: signedIn.id };
  } else {
    const missing = (['first_name', 'last_name', 'password'] as const).filter(
      (field) => !account[field],
    );
    if (missing.length) return { kind: 'missing', fields: missing };
    holder = {
      kind: 'new',
      firstName: account.first_name!,
      lastName: account.last_name!,
      passwordHash: await hashPassword(account.password!),
      language: input.lang,
    };
  }
  let joined: { userId: number };
  try {
    joined = await acceptInvitation(db, token, holder);
  } catch (error) {
    if (!(error instanceof InvitationRefused)) throw error;
    if (error.reason === 'email_taken') return { kind: 'email_taken' };
    if (error.reason === 'already_in_team') return { kind: 'already_in_team' };
    // Used or canceled between the check and now (another tab, the inviter).
    const again = await findInvitation(db, token);
    return { kind: 'link_failed', state: again.ok ? { ok: false, reason: 'used' } : again };
  }
  return {
    kind: 'joined',
    userId: joined.userId,
    user: await getUserProfile(db, joined.userId, app.brands),
  };
}
