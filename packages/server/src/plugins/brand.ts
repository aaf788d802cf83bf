import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { BrandManifest } from '@jobboard/manifest';
import { HttpError } from '../lib/http-errors.js';
import { normalizeHost } from '../brands/registry.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand of the Host header. Throws if read on a route that opted out (config.brand: false). */
    readonly brand: BrandManifest;
    /** The brand, or undefined on opted-out routes. */
    brandOrUndefined: BrandManifest | undefined;
  }
  interface FastifyContextConfig {
    /** false: the route answers on any host (health checks from a load balancer use an IP). */
    brand?: boolean;
  }
}

/**
 * Resolves request.brand from the Host header (DESIGN.md): an unknown host gets a 404 that names
 * it, for /api and pages alike, never another brand's content.
 */
export default fp(
  async (app) => {
    app.decorateRequest('brandOrUndefined', undefined);
    app.decorateRequest('brand', {
      getter(this: FastifyRequest) {
        if (!this.brandOrUndefined)
          throw new Error('request.brand read on a route without brand resolution');
        return this.brandOrUndefined;
      },
    });

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      // A Host that is not a host (a port out of range, spaces, a path) is the client's error; it
      // must not reach code that builds URLs from it (the page's origin).
      if (request.host && !isValidHostHeader(request.host))
        return reply.code(400).send({ message: 'Invalid Host header' });
      const brand = app.brands.resolveHost(request.host);
      if (brand) {
        request.brandOrUndefined = brand;
        checkBoardOfHost(request, brand);
        return;
      }
      if (request.routeOptions.config?.brand === false) return;
      // Not localized and not through the error handler: there is no brand to take a language from.
      return reply
        .code(404)
        .send({ message: `Unknown host: ${normalizeHost(request.host) || '(none)'}` });
    });
  },
  { name: 'brand', dependencies: ['context'] },
);

/**
 * A Host header as RFC 9110 allows it: a host name or an IP literal and an optional port in
 * 0–65535, nothing else (no user info, path or spaces). WHATWG's URL parser does the checking.
 */
export function isValidHostHeader(host: string): boolean {
  if (host.length > 255) return false;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return false;
  }
  return (
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    !host.includes('#')
  );
}

/**
 * A public or candidate call names its board in the path (`/api/jobboard/{board}/…`): it must be
 * the host's board, else one brand's data would be served on another brand's site. Employer calls
 * (`…/employer/…`) may name any board of their team: an employer publishes on partner boards from
 * one site, and their permissions are checked per board.
 */
function checkBoardOfHost(request: FastifyRequest, brand: BrandManifest): void {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const key = typeof params.jobboard === 'string' ? params.jobboard : params.board;
  if (typeof key !== 'string' || key === brand.name) return;
  if (request.routeOptions.url?.includes('/employer/')) return;
  throw new HttpError(404, 'board_not_found', { board: key.slice(0, 40) });
}

/**
 * The brand named by a `{jobboard}` or `{board}` path parameter (SPEC §7), or a 404. Use it in
 * handlers (`const board = boardFromParams(request)`) or as a preHandler (`requireBoard`).
 */
export function boardFromParams(request: FastifyRequest): BrandManifest {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const key =
    typeof params.jobboard === 'string'
      ? params.jobboard
      : typeof params.board === 'string'
        ? params.board
        : '';
  const brand = key ? request.server.brands.get(key) : undefined;
  if (!brand) throw new HttpError(404, 'board_not_found', { board: key.slice(0, 40) });
  return brand;
}

export async function requireBoard(request: FastifyRequest): Promise<void> {
  boardFromParams(request);
}
