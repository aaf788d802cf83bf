import type { DataOf, Team, TeamInvitation, TeamInvitationInput } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export type { Team, TeamInvitation };

/** GET /ats/team → the members with their permissions and the pending invitations. */
export const TEAM_KEY = '/api/ats/team';
export const getTeamKey = () => TEAM_KEY;
export const useTeam = () => useApi<Team>(TEAM_KEY);

/** POST /jobboard/{board}/employer/team/invitations → 201 { data } (422 on the fields, 429 past the day's limit). */
export const inviteColleague = (board: string, input: TeamInvitationInput) =>
  apiRequest<DataOf<TeamInvitation>>(`/api/jobboard/${board}/employer/team/invitations`, {
    method: 'POST',
    json: input,
  });

/** DELETE /ats/team/invitations/{id} → 204. */
export const cancelTeamInvitation = (id: number) =>
  apiRequest<null>(`/api/ats/team/invitations/${id}`, { method: 'DELETE' });

/** DELETE /ats/team/members/{id} → 204: the member leaves the team and is signed out. */
export const removeTeamMember = (id: number) =>
  apiRequest<null>(`/api/ats/team/members/${id}`, { method: 'DELETE' });
