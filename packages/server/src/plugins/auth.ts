import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  CANDIDATE_GUARD,
  SESSION_HINT_COOKIES,
  type Guard,
  type PermissionName,
} from '@jobboard/contracts';
import { forbidden, missingPermission, unauthorized } from '../lib/http-errors.js';
import {
  createSession,
  deleteSession,
  findSessionUser,
  type SessionUser,
} from '../repositories/sessions.js';
import { recordSignIn } from '../repositories/privacy/consent.js';

export type { Guard, SessionUser };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireCandidate / loadCandidate; null when not signed in as a candidate. */
    candidate: SessionUser | null;
    /** Set by requireEmployer / requirePermission / loadEmployer; null when not signed in as an employer. */
    employer: SessionUser | null;
    /** Per-request cache of session look-ups (one query per guard per request). */
    sessionCache: Map<Guard, Promise<SessionUser | null>> | null;
  }
}

/** One cookie per guard: a candidate and an employer session can coexist in one browser. */
export const SESSION_COOKIES: Record<Guard, string> = {
  jobboard: 'jb_session',
  ats: 'ats_session',
};

/** Signs a user in on their guard: a new session row and its httpOnly cookie. */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: number; guard: Guard },
): Promise<void> {
  const { env, db } = request.server;
  const { token, expiresAt } = await createSession(db, env.SESSION_SECRET, user);
  // The retention clock starts again, on the board signed in to (docs/privacy.md#retention).
  await recordSignIn(db, user.id, request.brandOrUndefined?.name ?? null);
  reply.setCookie(SESSION_COOKIES[user.guard], token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env.PUBLIC_URL_SCHEME === 'https',
    expires: expiresAt,
  });
  // The page's hint that a session exists (it cannot read the httpOnly cookie): no secret in it.
  reply.setCookie(SESSION_HINT_COOKIES[user.guard], '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: env.PUBLIC_URL_SCHEME === 'https',
    expires: expiresAt,
  });
  request.sessionCache?.delete(user.guard);
}

/** Signs out of one guard (the other guard's session stays). */
export async function endSession(
  request: FastifyRequest,
  reply: FastifyReply,
  guard: Guard,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIES[guard]];
  if (token) await deleteSession(request.server.db, request.server.env.SESSION_SECRET, token);
  reply.clearCookie(SESSION_COOKIES[guard], { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIES[guard], { path: '/' });
  request.sessionCache?.set(guard, Promise.resolve(null));
}

function readSession(request: FastifyRequest, guard: Guard): Promise<SessionUser | null> {
  const token = request.cookies[SESSION_COOKIES[guard]];
  if (!token || token.length > 100) return Promise.resolve(null);
  const { db, env } = request.server;
  return findSessionUser(db, env.SESSION_SECRET, token, guard);
}

/** The signed-in user of a guard, or null. Cached for the request. */
export function getSessionUser(request: FastifyRequest, guard: Guard): Promise<SessionUser | null> {
  request.sessionCache ??= new Map();
  let pending = request.sessionCache.get(guard);
  if (!pending) {
    pending = readSession(request, guard);
    request.sessionCache.set(guard, pending);
  }
  return pending;
}

/** Optional sign-in (e.g. has_applied on a public offer): fills request.candidate when there is one. */
export const loadCandidate: preHandlerAsyncHookHandler = async (request) => {
  request.candidate = await getSessionUser(request, CANDIDATE_GUARD);
};
export const loadEmployer: preHandlerAsyncHookHandler = async (request) => {
  request.employer = await getSessionUser(request, 'ats');
};

/** 401 when nobody is signed in; 403 when only an employer is (candidate routes refuse employers). */
export const requireCandidate: preHandlerAsyncHookHandler = async (request, reply) => {
  const candidate = await getSessionUser(request, CANDIDATE_GUARD);
  if (candidate) {
    request.candidate = candidate;
    return;
  }
  if (await getSessionUser(request, 'ats')) throw forbidden('candidate_only');
  // A session that ended (expired, revoked elsewhere): the page's hint goes with it.
  if (request.cookies[SESSION_HINT_COOKIES.jobboard])
    reply.clearCookie(SESSION_HINT_COOKIES.jobboard, { path: '/' });
  throw unauthorized();
};

/** 401 when nobody is signed in; 403 when only a candidate is. */
export const requireEmployer: preHandlerAsyncHookHandler = async (request) => {
  const employer = await getSessionUser(request, 'ats');
  if (employer) {
    request.employer = employer;
    return;
  }
  if (await getSessionUser(request, CANDIDATE_GUARD)) throw forbidden('employer_only');
  throw unauthorized();
};

/**
 * An employer holding every named permission (publishing needs manage_offers and manage_companies).
 */
export function requirePermission(...names: PermissionName[]): preHandlerAsyncHookHandler {
  return async function requirePermissionHandler(request, reply) {
    await requireEmployer.call(this, request, reply);
    const missing = names.filter((name) => !request.employer?.permissions.includes(name));
    if (missing.length > 0) throw missingPermission(missing);
  };
}

export default fp(
  async (app) => {
    app.decorateRequest('candidate', null);
    app.decorateRequest('employer', null);
    app.decorateRequest('sessionCache', null);
  },
  { name: 'auth', dependencies: ['context'] },
);
