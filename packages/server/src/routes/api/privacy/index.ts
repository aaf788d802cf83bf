import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CANDIDATE_GUARD,
  ConsentInputSchema,
  DATA_EXPORT_LINK_HOURS,
  DataExportRequestSchema,
  DeleteAccountInputSchema,
  SESSION_HINT_COOKIES,
  type Guard,
  errorAnswers,
} from '@jobboard/contracts';
import { sameSitePath } from '@jobboard/contracts/safe-redirect';
import { pathTo } from '@jobboard/contracts/routes';
import { RATE_LIMITS } from '../../../config/rate-limits.js';
import { t } from '../../../i18n/messages.js';
import { HttpError, fieldError, notFound } from '../../../lib/http-errors.js';
import {
  SESSION_COOKIES,
  getSessionUser,
  requireCandidate,
  requireEmployer,
} from '../../../plugins/auth.js';
import { boardFromParams } from '../../../plugins/brand.js';
import {
  createDataExport,
  findDataExportByToken,
} from '../../../repositories/privacy/data-exports.js';
import { findUserById } from '../../../repositories/users.js';
import { queueDataExport } from '../../../services/privacy-export.js';
import { closeAccount } from '../../../services/account-deletion.js';
import { keepConsentChoice } from './consent-choice.js';
import { BoardParamsSchema, BoardParam } from '../offers/params.js';

/**
 * Quebec's private-sector privacy act on the API (docs/privacy.md): a visitor's consent choice,
 * an account's copy of its data, and its deletion. The same routes serve both sides: a
 * candidate's under /user/, an employer user's under /employer/.
 */
const MessageSchema = z.object({ message: z.string() });
const errors = errorAnswers(401, 403, 404, 409, 410, 422);

const SIDES: Array<{
  path: 'user' | 'employer';
  guard: Guard;
  require: preHandlerAsyncHookHandler;
}> = [
  { path: 'user', guard: CANDIDATE_GUARD, require: requireCandidate },
  { path: 'employer', guard: 'ats', require: requireEmployer },
];

function signedIn(request: FastifyRequest, guard: Guard) {
  const user = guard === 'ats' ? request.employer : request.candidate;
  if (!user) throw new Error('privacy route reached without its guard');
  return user;
}

/** A deleted account's cookies go with it: the session and the page's hint that one exists. */
function clearSessionCookies(reply: FastifyReply, guard: Guard): void {
  reply.clearCookie(SESSION_COOKIES[guard], { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIES[guard], { path: '/' });
}

/** The archive as a download, never cached by a shared cache. */
function sendArchive(
  reply: FastifyReply,
  file: { body: Readable; size: number },
  fileName: string,
): FastifyReply {
  return reply
    .type('application/zip')
    .header('content-length', file.size)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}

const privacy: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jobboard/:jobboard/consent',
    {
      config: { rateLimit: RATE_LIMITS.consent },
      schema: {
        tags: ['privacy'],
        summary: 'Records a consent choice and sets the consent cookie',
        params: z.object({ jobboard: BoardParam }),
        body: ConsentInputSchema,
        response: { 204: z.null(), ...errorAnswers(404, 422) },
      },
    },
    async (request, reply) => {
      const board = boardFromParams(request);
      await keepConsentChoice(request, reply, board.name, {
        advertising: request.body.advertising,
        measurement: request.body.measurement,
      });
      return reply.code(204).send(null);
    },
  );

  for (const side of SIDES) {
    app.post(
      `/jobboard/:board/${side.path}/privacy/export`,
      {
        preValidation: side.require,
        config: { rateLimit: RATE_LIMITS.dataExport },
        schema: {
          tags: ['privacy'],
          summary: 'Asks for a copy of the account’s data: a ZIP whose link is mailed',
          params: BoardParamsSchema,
          body: DataExportRequestSchema,
          response: { 202: MessageSchema, ...errors },
        },
      },
      async (request, reply) => {
        const board = boardFromParams(request);
        const user = signedIn(request, side.guard);
        const exportId = await createDataExport(app.db, {
          userId: user.id,
          board: board.name,
          language: request.lg,
        });
        await queueDataExport(app, exportId, request.id);
        return reply.code(202).send({
          message: t(request.lg, 'data_export_requested', { hours: DATA_EXPORT_LINK_HOURS }),
        });
      },
    );

    app.post(
      `/jobboard/:board/${side.path}/privacy/delete-account`,
      {
        preValidation: side.require,
        config: { rateLimit: RATE_LIMITS.deleteAccount },
        schema: {
          tags: ['privacy'],
          summary: 'Deletes the account at once, with the password again',
          params: BoardParamsSchema,
          body: DeleteAccountInputSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const board = boardFromParams(request);
        const user = signedIn(request, side.guard);
        const deletion = await closeAccount(
          app,
          { id: request.id, log: request.log },
          {
            userId: user.id,
            guard: side.guard,
            password: request.body.password,
            board,
            lang: request.lg,
          },
        );
        if (deletion.kind === 'wrong_password')
          throw fieldError('password', 'validation.current_password');
        if (deletion.kind === 'not_found') throw notFound();
        if (deletion.kind === 'last_admin') throw new HttpError(409, 'last_team_admin');
        clearSessionCookies(reply, side.guard);
        return reply.code(204).send(null);
      },
    );
  }

  app.get(
    '/jobboard/:board/privacy/exports/:token',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Downloads a data export (the mailed link), to the same signed-in account only',
        params: BoardParamsSchema.extend({ token: z.string().min(20).max(100) }),
        response: errorAnswers(404, 410),
      },
    },
    async (request, reply) => {
      const board = boardFromParams(request);
      reply.header('cache-control', 'private, no-store');
      const found = await findDataExportByToken(app.db, request.params.token);
      if (!found || found.jobboard !== board.name || !found.readyAt) throw notFound();
      const owner = await findUserById(app.db, found.userId);
      if (!owner) throw notFound();
      const user = await getSessionUser(request, owner.guard);
      if (!user) {
        // Signed out (a mail opened in another browser): sign in, then come back to the link.
        const login = owner.guard === 'ats' ? 'employerLogin' : 'login';
        const back = `/api/jobboard/${encodeURIComponent(board.name)}/privacy/exports/${request.params.token}`;
        const signIn = pathTo(login, request.lg, {}, { redirect: back });
        return reply.redirect(sameSitePath(signIn) ?? '/', 303);
      }
      if (user.id !== found.userId) throw notFound();
      if (!found.expiresAt || found.expiresAt <= new Date() || !found.storagePath)
        throw new HttpError(410, 'data_export_expired');
      const opened = await app.storage.open(found.storagePath);
      if (!opened) throw new HttpError(410, 'data_export_expired');
      const day = (found.readyAt ?? new Date()).toISOString().slice(0, 10);
      return sendArchive(reply, opened, `${board.name}-data-${day}.zip`);
    },
  );
};

export default privacy;
