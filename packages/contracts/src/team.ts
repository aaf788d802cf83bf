import { z } from 'zod';
import { ClientFieldsSchema, dataOf } from './common.js';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, PERSON_NAME_MAX } from './constants.js';
import { PERMISSIONS, PermissionNameSchema, type PermissionName } from './users.js';

/**
 * The team and its invitations (docs/employers.md#team-and-invitations). There is no permission
 * of its own for managing the team: a member who holds every permission (as the one who signed
 * the team up does) manages it, and gives a colleague no more than it holds.
 */
export const TEAM_PERMISSIONS: readonly PermissionName[] = PERMISSIONS;
export function canManageTeam(permissions: readonly PermissionName[]): boolean {
  return TEAM_PERMISSIONS.every((p) => permissions.includes(p));
}

/** An invitation's link lives this long, and is used once. */
export const TEAM_INVITATION_TTL_DAYS = 7;
/** Invitation mails a team may send per day (counted before sending). */
export const TEAM_INVITATIONS_PER_DAY = 20;

const permissionList = z
  .array(PermissionNameSchema)
  .max(PERMISSIONS.length)
  .refine((list) => new Set(list).size === list.length, { message: 'duplicate_items' });

export const TeamMemberSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  permissions: z.array(PermissionNameSchema),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  permissions: z.array(PermissionNameSchema),
  invited_by: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }),
});
export type TeamInvitation = z.infer<typeof TeamInvitationSchema>;

/** GET /ats/team: the members and the pending invitations (not used, not expired, not canceled). */
export const TeamSchema = dataOf(
  z.object({
    name: z.string(),
    members: z.array(TeamMemberSchema),
    invitations: z.array(TeamInvitationSchema),
  }),
);
export type Team = z.infer<typeof TeamSchema>;

/** POST /jobboard/{board}/employer/team/invitations. */
export const TeamInvitationInputSchema = ClientFieldsSchema.extend({
  email: z
    .email()
    .max(EMAIL_MAX)
    .transform((e) => e.toLowerCase()),
  permissions: permissionList,
});
export type TeamInvitationInput = z.input<typeof TeamInvitationInputSchema>;

/** GET /team-invitations/{token}: what the invited person is shown before joining. */
export const TeamInvitationPreviewSchema = dataOf(
  z.object({
    email: z.string(),
    team_name: z.string(),
    invited_by: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
    permissions: z.array(PermissionNameSchema),
    expires_at: z.iso.datetime({ offset: true }),
  }),
);
export type TeamInvitationPreview = z.infer<typeof TeamInvitationPreviewSchema>;

/**
 * POST /team-invitations/{token}/accept: a new account's name and password (as employer sign-up
 * asks), or nothing when an employer of no team is signed in.
 */
export const TeamInvitationAcceptInputSchema = ClientFieldsSchema.extend({
  first_name: z.string().trim().min(1).max(PERSON_NAME_MAX).optional(),
  last_name: z.string().trim().min(1).max(PERSON_NAME_MAX).optional(),
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX).optional(),
});
export type TeamInvitationAcceptInput = z.input<typeof TeamInvitationAcceptInputSchema>;

/** A token in a link: 32 random bytes, base64url. */
export const TeamInvitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
