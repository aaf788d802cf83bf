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
      const brand = app.brands.resolveHost(request.host);
      if (brand) {
        request.brandOrUndefined = brand;
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
