import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import {
  IdParamSchema,
  TEAM_INVITATIONS_PER_DAY,
  TEAM_INVITATION_TTL_DAYS,
  TeamInvitationAcceptInputSchema,
  TeamInvitationInputSchema,
  TeamInvitationPreviewSchema,
  TeamInvitationSchema,
  TeamInvitationTokenSchema,
  TeamSchema,
  UserSchema,
  canManageTeam,
  dataOf,
  errorAnswers,
} from '@jobboard/contracts';
import { RATE_LIMITS } from '../../../config/rate-limits.js';
import { HttpError, ValidationError, fieldError, forbidden } from '../../../lib/http-errors.js';
import { getSessionUser, requireEmployer, startSession } from '../../../plugins/auth.js';
import { boardFromParams, requireBoard } from '../../../plugins/brand.js';
import { askerOf } from '../../../plugins/jobs.js';
import {
  cancelInvitation,
  findInvitation,
  getTeamName,
  listPendingInvitations,
  listTeamMembersWithPermissions,
  removeTeamMember,
} from '../../../repositories/team-invitations.js';
import {
  inviteToTeam,
  joinTeam,
  type InvitationFailure,
} from '../../../services/team-invitations.js';
import { EMPLOYER_ERRORS, teamIdOf } from './shared.js';
import { BoardParamsSchema } from '../offers/params.js';

/** The team's manager: a member holding every permission (contracts canManageTeam). */
const requireTeamManager: preHandlerAsyncHookHandler = async function (request, reply) {
  await requireEmployer.call(this, request, reply);
  if (!canManageTeam(request.employer?.permissions ?? [])) throw forbidden('team_manager_only');
};

/** A link that opens no invitation: never issued → 404; used, canceled or expired → 410. */
function invitationError(state: InvitationFailure): HttpError {
  if (state.reason === 'expired') return new HttpError(410, 'link_expired');
  if (state.reason === 'used') return new HttpError(410, 'link_used');
  if (state.reason === 'canceled') return new HttpError(410, 'link_no_longer_valid');
  return new HttpError(404, 'link_invalid');
}

const tokenParams = z.object({ token: TeamInvitationTokenSchema });

/**
 * The team and its invitations (docs/employers.md#team-and-invitations): a manager lists the
 * members and the pending invitations, invites a colleague by e-mail (with no more permissions
 * than it holds) and cancels an invitation; the colleague opens the mailed link and joins, with a
 * new account or the employer account of no team it is signed in with.
 */
const team: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ats/team',
    {
      preValidation: requireTeamManager,
      schema: {
        tags: ['employers'],
        summary: "The team's members with their permissions, and its pending invitations",
        response: { 200: TeamSchema, ...EMPLOYER_ERRORS },
      },
    },
    async (request) => {
      const teamId = teamIdOf(request);
      const [name, members, invitations] = await Promise.all([
        getTeamName(app.db, teamId),
        listTeamMembersWithPermissions(app.db, teamId),
        listPendingInvitations(app.db, teamId),
      ]);
      return { data: { name, members, invitations } };
    },
  );

  app.post(
    '/jobboard/:board/employer/team/invitations',
    {
      preValidation: [requireTeamManager, requireBoard],
      schema: {
        tags: ['employers'],
        summary: `Invite a colleague by e-mail (a link valid ${TEAM_INVITATION_TTL_DAYS} days, used once; ${TEAM_INVITATIONS_PER_DAY} mails a team a day)`,
        params: BoardParamsSchema,
        body: TeamInvitationInputSchema,
        response: {
          201: dataOf(TeamInvitationSchema),
          ...EMPLOYER_ERRORS,
          ...errorAnswers(429),
        },
      },
    },
    async (request, reply) => {
      const { email, permissions } = request.body;
      const outcome = await inviteToTeam(app, askerOf(request), {
        teamId: teamIdOf(request),
        inviter: request.employer!,
        board: boardFromParams(request),
        email,
        permissions,
        lang: request.lg,
      });
      if (outcome.kind === 'permissions_not_held')
        throw fieldError('permissions', 'validation.permissions_not_held');
      if (outcome.kind === 'has_account')
        throw fieldError(
          'email',
          outcome.sameTeam ? 'validation.invitee_is_member' : 'validation.invitee_has_account',
        );
      if (outcome.kind === 'limit')
        throw new HttpError(429, 'team_invitations_limit', { max: TEAM_INVITATIONS_PER_DAY });
      return reply.code(201).send({ data: outcome.invitation });
    },
  );

  app.delete(
    '/ats/team/invitations/:id',
    {
      preValidation: requireTeamManager,
      schema: {
        tags: ['employers'],
        summary: 'Cancel a pending invitation (its link then answers 410)',
        params: z.object({ id: IdParamSchema }),
        response: { 204: z.null(), ...EMPLOYER_ERRORS },
      },
    },
    async (request, reply) => {
      const done = await cancelInvitation(app.db, teamIdOf(request), request.params.id);
      if (!done) throw new HttpError(404, 'resource_not_found');
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/ats/team/members/:id',
    {
      preValidation: requireTeamManager,
      schema: {
        tags: ['employers'],
        summary:
          "Take a member out of the team: the account stays, without the team's data or permissions, and is signed out",
        params: z.object({ id: IdParamSchema }),
        response: { 204: z.null(), ...EMPLOYER_ERRORS },
      },
    },
    async (request, reply) => {
      // Leaving is not removing: a manager who takes themselves out would leave a team nobody
      // manages (their account's deletion, in the privacy centre, handles its own case).
      if (request.params.id === request.employer!.id) throw forbidden('team_remove_yourself');
      const done = await removeTeamMember(app.db, teamIdOf(request), request.params.id);
      if (!done) throw new HttpError(404, 'resource_not_found');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/team-invitations/:token',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['employers'],
        summary: 'What an invitation link offers: 404 unknown, 410 used, canceled or expired',
        params: tokenParams,
        response: { 200: TeamInvitationPreviewSchema, ...errorAnswers(404, 410, 422, 429) },
      },
    },
    async (request, reply) => {
      const state = await findInvitation(app.db, request.params.token);
      if (!state.ok) throw invitationError(state);
      const { invitation } = state;
      const [inviter] = invitation.invitedBy
        ? (await listTeamMembersWithPermissions(app.db, invitation.teamId)).filter(
            (m) => m.id === invitation.invitedBy,
          )
        : [];
      reply.header('cache-control', 'private, no-store');
      return {
        data: {
          email: invitation.email,
          team_name: await getTeamName(app.db, invitation.teamId),
          invited_by: inviter
            ? { first_name: inviter.first_name, last_name: inviter.last_name }
            : null,
          permissions: invitation.permissions,
          expires_at: invitation.expiresAt.toISOString(),
        },
      };
    },
  );

  app.post(
    '/team-invitations/:token/accept',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['employers'],
        summary:
          'Join the team: a new employer account (first name, last name, password) or the signed-in employer of no team; signs in',
        params: tokenParams,
        body: TeamInvitationAcceptInputSchema,
        response: {
          201: dataOf(UserSchema),
          ...errorAnswers(403, 404, 410, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const outcome = await joinTeam(app, {
        token: request.params.token,
        signedIn: () => getSessionUser(request, 'ats'),
        account: request.body,
        lang: request.lg,
      });
      if (outcome.kind === 'link_failed') throw invitationError(outcome.state);
      if (outcome.kind === 'already_in_team') throw forbidden('already_in_team');
      // The link was mailed to one address: whoever else holds it joins with no account.
      if (outcome.kind === 'another_address') throw forbidden('invitation_for_another_address');
      if (outcome.kind === 'missing')
        throw new ValidationError(
          Object.fromEntries(
            outcome.fields.map((f) => [f, [{ key: 'validation.required' as const }]]),
          ),
        );
      if (outcome.kind === 'email_taken') throw fieldError('email', 'validation.email_taken');
      await startSession(request, reply, { id: outcome.userId, guard: 'ats' });
      return reply.code(201).send({ data: outcome.user! });
    },
  );
};

export default team;
