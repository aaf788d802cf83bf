import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { BrandManifest } from '@jobboard/manifest';
import { CANDIDATE_GUARD } from '@jobboard/contracts';
import { getSessionUser, loadCandidate } from './auth.js';
import { boardFromParams } from './brand.js';

/**
 * What a public read needs from a request: its board (the path's, already checked against the
 * host's), its validated path parameters and query, and the signed-in candidate if any.
 */
export interface PublicReadInput {
  board: BrandManifest;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  candidateId: number | null;
}

/**
 * The answer of a GET API route as a plain function of its input (page loaders call
 * the data functions the API routes call). A route declares it as `config.publicRead` and answers
 * `read(app, await publicReadInput(request))`; the server's page renderer calls the same function
 * in-process instead of going through the HTTP pipeline (ssr/render-page.ts). Throws HttpError like a
 * handler (an unknown id: notFound()).
 */
export type PublicRead<T = unknown> = (app: FastifyInstance, input: PublicReadInput) => Promise<T>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This GET route's answer is this function of PublicReadInput (plugins/public-read.ts). */
    publicRead?: PublicRead;
  }
  interface FastifyInstance {
    /** The GET routes declaring `config.publicRead`, as registered (plugins/public-read.ts). */
    publicReads: PublicReadRoute[];
  }
}

export interface PublicReadRoute {
  /** The route's full path (prefix included), e.g. /api/jobboard/:jobboard/offers/:id. */
  url: string;
  /** Matches a path of that route; its groups are the parameters in `paramNames` order. */
  pattern: RegExp;
  paramNames: string[];
  read: PublicRead;
  /** The route's own schemas: what the API validates and serializes, the in-process call does. */
  params?: SafeParser;
  querystring?: SafeParser;
  response: SafeParser;
  /** The route's preHandler reads the candidate's session (loadCandidate). */
  readsCandidate: boolean;
}

interface SafeParser {
  safeParse(data: unknown): { success: boolean; data?: unknown };
}

const isParser = (schema: unknown): schema is SafeParser =>
  !!schema && typeof (schema as SafeParser).safeParse === 'function';

/** The input of a route's read from a request Fastify parsed and validated. */
export async function publicReadInput(request: FastifyRequest): Promise<PublicReadInput> {
  const board = boardFromParams(request);
  return {
    board,
    params: (request.params ?? {}) as Record<string, unknown>,
    query: (request.query ?? {}) as Record<string, unknown>,
    candidateId: request.candidate?.id ?? null,
  };
}

/**
 * Collects the routes that declare a public read, with the schemas they were registered with.
 * Registered before the routes (onRoute only sees routes added after it).
 */
export const publicReads = fp(
  async (app) => {
    const table: PublicReadRoute[] = [];
    app.decorate('publicReads', table);
    app.addHook('onRoute', (route: RouteOptions) => {
      const read = route.config?.publicRead;
      // The HEAD route Fastify adds beside each GET shares its config: the GET is the one.
      if (!read || ![route.method].flat().includes('GET')) return;
      const schema = route.schema ?? {};
      const response = (schema.response as Record<string, unknown> | undefined)?.[200];
      if (!isParser(response))
        throw new Error(`${route.url}: a public read needs its 200 response schema`);
      const paramNames: string[] = [];
      // A parameter is one whole, non-empty path segment (what find-my-way gives `:name`).
      const source = route.url
        .split('/')
        .map((segment) => {
          if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          paramNames.push(segment.slice(1));
          return '([^/]+)';
        })
        .join('/');
      const preHandlers = [route.preHandler ?? []].flat();
      table.push({
        url: route.url,
        pattern: new RegExp(`^${source}$`),
        paramNames,
        read,
        params: isParser(schema.params) ? schema.params : undefined,
        querystring: isParser(schema.querystring) ? schema.querystring : undefined,
        response,
        readsCandidate: preHandlers.includes(loadCandidate),
      });
    });
  },
  { name: 'public-reads' },
);

const QUERY_VALUE = String.raw`(?:[A-Za-z0-9_,.~*!()'-]|\+|%[0-9A-Fa-f]{2})*`;
const PLAIN_QUERY = new RegExp(
  `^[A-Za-z_][A-Za-z0-9_]*=${QUERY_VALUE}(?:&[A-Za-z_][A-Za-z0-9_]*=${QUERY_VALUE})*$`,
);

/**
 * Answers a GET of `apiPath` by calling its route's public read in-process, as `request` (the
 * page request: its host's brand, its session unless `withoutSession`: a page the same for every
 * visitor, routes.ts `shared`). Undefined whenever the answer might differ from
 * what the API route would send — a path or query the router or the validator would see
 * differently, another board than the host's, an error — so the caller asks the API instead and
 * gets exactly the route's answer (its status, its localized error).
 */
export async function readInProcess(
  app: FastifyInstance,
  request: FastifyRequest,
  apiPath: string,
  withoutSession = false,
): Promise<{ status: 200; body: unknown } | undefined> {
  const q = apiPath.indexOf('?');
  const pathname = q < 0 ? apiPath : apiPath.slice(0, q);
  if (pathname.includes('%') || pathname.includes('#')) return undefined;
  const route = app.publicReads.find((r) => r.pattern.test(pathname));
  if (!route) return undefined;
  const values = route.pattern.exec(pathname)!.slice(1);
  const rawParams: Record<string, string> = {};
  route.paramNames.forEach((name, i) => (rawParams[name] = values[i]!));
  // The host's board only (plugins/brand.ts checkBoardOfHost): another board is the API's 404.
  const brand = request.brandOrUndefined;
  if (!brand || (rawParams.jobboard ?? brand.name) !== brand.name) return undefined;

  const rawQuery: Record<string, string> = Object.create(null);
  if (q >= 0) {
    const search = apiPath.slice(q + 1);
    // Only plain `name=value` pairs, percent-encoded UTF-8: anything the querystring parser
    // might read otherwise (a repeated name, a bad escape, a fragment) goes to the API.
    if (!PLAIN_QUERY.test(search)) return undefined;
    for (const pair of search.split('&')) {
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      if (Object.hasOwn(rawQuery, name)) return undefined;
      try {
        rawQuery[name] = decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, ' '));
      } catch {
        return undefined;
      }
    }
  }
  const params = route.params ? route.params.safeParse(rawParams) : { success: true, data: {} };
  const query = route.querystring
    ? route.querystring.safeParse(rawQuery)
    : { success: q < 0, data: {} };
  if (!params.success || !query.success) return undefined;

  const candidate =
    route.readsCandidate && !withoutSession ? await getSessionUser(request, CANDIDATE_GUARD) : null;
  let data: unknown;
  try {
    data = await route.read(app, {
      board: brand,
      params: params.data as Record<string, unknown>,
      query: query.data as Record<string, unknown>,
      candidateId: candidate?.id ?? null,
    });
  } catch {
    return undefined;
  }
  // A frozen answer is one object shared by every call (reference data): its checked copy too.
  const shared = typeof data === 'object' && data !== null && Object.isFrozen(data) ? data : null;
  let body = shared ? checkedShared.get(shared) : undefined;
  if (body === undefined) {
    const answer = route.response.safeParse(data);
    if (!answer.success) return undefined;
    body = answer.data;
    if (shared) checkedShared.set(shared, deepFreeze(body));
  }
  return { status: 200, body };
}

/** Shared answers (frozen) as the response schema gave them back, frozen too. */
const checkedShared = new WeakMap<object, unknown>();

/**
 * Freezes a JSON-like value and everything in it: an answer shared by every request (cached
 * reference data) that a page render changed would change every later page; frozen, the render
 * that tries fails at once (strict mode) instead.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
