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
import { pathTo } from '@jobboard/contracts/routes';
import { RATE_LIMITS } from '../../../config/rate-limits.js';
import { HttpError, ValidationError, fieldError, forbidden } from '../../../lib/http-errors.js';
import { getSessionUser, requireEmployer, startSession } from '../../../plugins/auth.js';
import { boardFromParams, requireBoard } from '../../../plugins/brand.js';
import { queueMail } from '../../../plugins/jobs.js';
import {
  InvitationRefused,
  acceptInvitation,
  cancelInvitation,
  createInvitation,
  findEmployerIdsByEmail,
  findInvitation,
  getTeamName,
  listPendingInvitations,
  listTeamMembersWithPermissions,
  removeTeamMember,
  type InvitationState,
} from '../../../repositories/team-invitations.js';
import { getUserProfile } from '../../../repositories/users.js';
import { oneLine } from '../../../services/mail.js';
import { claimTeamInvitationMail } from '../../../services/mail-limit.js';
import { hashPassword } from '../../../services/passwords.js';
import { brandOrigin, mailBrandOf } from '../auth/links.js';
import { EMPLOYER_ERRORS, teamIdOf } from './shared.js';

/** The team's manager: a member holding every permission (contracts canManageTeam). */
const requireTeamManager: preHandlerAsyncHookHandler = async function (request, reply) {
  await requireEmployer.call(this, request, reply);
  if (!canManageTeam(request.employer?.permissions ?? [])) throw forbidden('team_manager_only');
};

/** A link that opens no invitation: never issued → 404; used, canceled or expired → 410. */
function invitationError(state: Extract<InvitationState, { ok: false }>): HttpError {
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
        params: z.object({ board: z.string().max(40) }),
        body: TeamInvitationInputSchema,
        response: {
          201: dataOf(TeamInvitationSchema),
          ...EMPLOYER_ERRORS,
          ...errorAnswers(429),
        },
      },
    },
    async (request, reply) => {
      const employer = request.employer!;
      const teamId = teamIdOf(request);
      const board = boardFromParams(request);
      const { email, permissions } = request.body;
      if (permissions.some((p) => !employer.permissions.includes(p)))
        throw fieldError('permissions', 'validation.permissions_not_held');
      // An account in a team belongs to it; one of no team (a removed member, a closed team's)
      // may be invited again: it joins by signing in on the link's page.
      const account = await findEmployerIdsByEmail(app.db, teamId, email);
      if (account && !account.teamless)
        throw fieldError(
          'email',
          account.sameTeam ? 'validation.invitee_is_member' : 'validation.invitee_has_account',
        );
      // Counted before anything is written or sent: past the limit, no invitation and no mail.
      if (!(await claimTeamInvitationMail(app.db, teamId, TEAM_INVITATIONS_PER_DAY)))
        throw new HttpError(429, 'team_invitations_limit', { max: TEAM_INVITATIONS_PER_DAY });
      const lang = request.lg;
      const { invitation, token } = await createInvitation(app.db, {
        teamId,
        email,
        permissions,
        invitedBy: employer.id,
        board: board.name,
        language: lang,
      });
      // The brand's configured origin, never a request header (links.ts brandOrigin).
      const origin = brandOrigin(request, board);
      await queueMail(request, {
        to: email,
        template: 'team-invitation',
        lang,
        brand: mailBrandOf(request, board, lang),
        data: {
          inviterName: oneLine(`${employer.firstName} ${employer.lastName}`),
          teamName: oneLine(await getTeamName(app.db, teamId)),
          days: TEAM_INVITATION_TTL_DAYS,
          url: origin + pathTo('employerTeamInvitation', lang, { token }),
        },
      });
      const [created] = (await listPendingInvitations(app.db, teamId)).filter(
        (i) => i.id === invitation.id,
      );
      return reply.code(201).send({ data: created! });
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
      const state = await findInvitation(app.db, request.params.token);
      if (!state.ok) throw invitationError(state);
      const signedIn = await getSessionUser(request, 'ats');
      const body = request.body;
      let holder: Parameters<typeof acceptInvitation>[2];
      if (signedIn) {
        if (signedIn.teamId) throw forbidden('already_in_team');
        // The link was mailed to one address: whoever else holds it joins with no account.
        if (signedIn.email.toLowerCase() !== state.invitation.email.toLowerCase())
          throw forbidden('invitation_for_another_address');
        holder = { kind: 'existing', userId: signedIn.id };
      } else {
        const missing = (['first_name', 'last_name', 'password'] as const).filter(
          (field) => !body[field],
        );
        if (missing.length)
          throw new ValidationError(
            Object.fromEntries(missing.map((f) => [f, [{ key: 'validation.required' as const }]])),
          );
        holder = {
          kind: 'new',
          firstName: body.first_name!,
          lastName: body.last_name!,
          passwordHash: await hashPassword(body.password!),
          language: request.lg,
        };
      }
      let joined: { userId: number };
      try {
        joined = await acceptInvitation(app.db, request.params.token, holder);
      } catch (error) {
        if (!(error instanceof InvitationRefused)) throw error;
        if (error.reason === 'email_taken') throw fieldError('email', 'validation.email_taken');
        if (error.reason === 'already_in_team') throw forbidden('already_in_team');
        // Used or canceled between the check and now (another tab, the inviter).
        const again = await findInvitation(app.db, request.params.token);
        throw invitationError(again.ok ? { ok: false, reason: 'used' } : again);
      }
      await startSession(request, reply, { id: joined.userId, guard: 'ats' });
      const user = await getUserProfile(app.db, joined.userId, app.brands);
      return reply.code(201).send({ data: user! });
    },
  );
};

export default team;
