import type {
  DataOf,
  TeamInvitationAcceptInput,
  TeamInvitationPreview,
  User,
} from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';

export type { TeamInvitationPreview };

/** GET /team-invitations/{token} → what the link offers (404 unknown, 410 used or expired). */
export const getTeamInvitationKey = (token: string) =>
  `/api/team-invitations/${encodeURIComponent(token)}`;

/** POST /team-invitations/{token}/accept → 201 { data } the member, signed in. */
export const acceptTeamInvitation = (token: string, input: TeamInvitationAcceptInput) =>
  apiRequest<DataOf<User>>(`${getTeamInvitationKey(token)}/accept`, {
    method: 'POST',
    json: input,
  });
