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
 * Resolves request.brand from the Host header (docs/brands.md): an unknown host gets a 404 that names
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
      // A page gets a page (a browser would show raw JSON), bilingual and naming no brand.
      if (!isApiPath(request.url))
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(UNKNOWN_HOST_PAGE);
      return reply
        .code(404)
        .send({ message: `Unknown host: ${normalizeHost(request.host) || '(none)'}` });
    });
  },
  { name: 'brand', dependencies: ['context'] },
);

const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** The page of a host that is no brand's: neutral, in both languages, nothing to load. */
const UNKNOWN_HOST_PAGE = `<!doctype html>
<html lang="fr-CA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Site introuvable – Site not found</title>
</head>
<body>
<main>
<h1>Site introuvable</h1>
<p>Aucun site d’emploi ne répond à cette adresse. Vérifiez l’adresse saisie.</p>
<h2 lang="en-CA">Site not found</h2>
<p lang="en-CA">No job board answers at this address. Check the address you typed.</p>
</main>
</body>
</html>
`;

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
 * The brand named by a `{jobboard}` or `{board}` path parameter (docs/api.md), or a 404. Use it in
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
