import type { FastifyInstance } from 'fastify';
import type { BrandManifest } from '@jobboard/manifest';
import { normalizeHost } from '../brands/registry.js';
import { fillOrigin, type Env } from '../config/env.js';

/**
 * One canonical origin per brand: PUBLIC_ORIGIN filled with the brand's hostKey and
 * key (`pnpm start`: http://<key>.localhost:PORT; production: https://<hostKey>).
 */
export function canonicalOrigin(env: Pick<Env, 'PUBLIC_ORIGIN'>, brand: BrandManifest): URL {
  return new URL(fillOrigin(env.PUBLIC_ORIGIN, { host: brand.hostKey, brand: brand.name }));
}

/**
 * Hosts only a developer's machine reaches (localhost, loopback addresses, <key>.localhost, any
 * port): served as they are, whatever the canonical origin says.
 */
export function isDevelopmentHost(host: string): boolean {
  const name = normalizeHost(host);
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '127.0.0.1' ||
    name === '::1' ||
    name === '[::1]'
  );
}

/** Paths that are never redirected to the canonical origin: the API, probes, development pages. */
const NOT_REDIRECTED = /^\/(?:api|healthz|readyz|dev)(?:[/?#]|$)/;

/**
 * Where a GET or HEAD of the site on another host of its brand (www., an alias, upper case, a
 * trailing dot, another port) is sent with a 301: the same path on the canonical origin. Null
 * when the request is on it (same host and port: the scheme is the proxy's business, and a
 * scheme mismatch must not loop), on a development host, or not a page of the site.
 */
export function canonicalRedirect(
  request: { method: string; url: string; host: string },
  canonical: URL,
): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (NOT_REDIRECTED.test(request.url) || isDevelopmentHost(request.host)) return null;
  let own: URL;
  try {
    own = new URL(`${canonical.protocol}//${request.host}`);
  } catch {
    return null;
  }
  // As written: another case or a trailing dot is another host, to redirect.
  const name = request.host.startsWith('[') ? own.hostname : request.host.replace(/:\d*$/, '');
  if (name === canonical.hostname && own.port === canonical.port) return null;
  const path = request.url.startsWith('/') && !request.url.startsWith('//') ? request.url : '/';
  return canonical.origin + path;
}

/** Every other host of a brand redirects to its canonical origin (canonicalRedirect). */
export function registerCanonicalHost(app: FastifyInstance): void {
  // Every other host of a brand sends its pages to the brand's canonical origin, once for all
  // (301): search engines and visitors see one address per page.
  app.addHook('onRequest', async (request, reply) => {
    const brand = request.brandOrUndefined;
    if (!brand) return;
    const location = canonicalRedirect(request, canonicalOrigin(app.env, brand));
    if (!location) return;
    return reply.header('cache-control', 'public, max-age=3600').redirect(location, 301);
  });
}
