import helmet from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { normalizeHost } from '../brands/registry.js';
import { HttpError } from '../lib/http-errors.js';

/**
 * Security headers and the cross-site request check (a state-changing request from another site is
 * refused).
 *
 * Headers come from @fastify/helmet: a nonce-based Content-Security-Policy (the SSR page inlines
 * its state script and styled-components' style tags, each with the request's nonce), HSTS in
 * production only (a developer's http://<brand>.localhost must keep working), Referrer-Policy,
 * frame-ancestors. Helmet has no Permissions-Policy: one fixed header, set here.
 *
 * Session cookies are SameSite=Lax, which still lets another site of the same registrable domain
 * (or an older browser) post with them: every state-changing request must also come from this
 * site by its Origin / Sec-Fetch-Site headers, else 403.
 */

/** Company videos are YouTube or Vimeo embeds. */
export const VIDEO_FRAME_SOURCES = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

/**
 * The Content-Security-Policy of a board that shows ads: Google Publisher Tag's documented one
 * (developers.google.com/publisher-tag/guides/content-security-policy), which Google supports
 * instead of a list of its origins, since those change. Scripts run by the page's nonce, and
 * those they load by 'strict-dynamic' (gpt.js, the code it loads, a creative's scripts);
 * 'unsafe-eval' for GPT's own code; 'unsafe-inline', https: and http: are what browsers without
 * 'strict-dynamic' fall back to ('self' and the nonce keep the page's own scripts there). Ads
 * request, frame and show images from hosts no list can follow: those directives admit any
 * https origin. Creatives render in cross-origin SafeFrames (setForceSafeFrame(true), lib/gpt-ads
 * in core), which carry no policy of this page. A board without ad units keeps the strict own-site
 * policy; the page itself loads nothing from the ad network before the visitor accepts
 * advertising (docs/privacy.md).
 */
export const AD_CSP_SOURCES: Readonly<Record<string, readonly string[]>> = {
  'script-src': ["'strict-dynamic'", "'unsafe-eval'", "'unsafe-inline'", 'https:', 'http:'],
  'connect-src': ['https:'],
  'frame-src': ['https:'],
  'img-src': ['https:'],
};

/** Whether a board shows ads: it names an ad unit for at least one zone. */
export function hasAdUnits(brand: { adZones: Record<string, string | undefined> } | undefined) {
  return !!brand && Object.values(brand.adZones).some(Boolean);
}

/** A Content-Security-Policy with the ad policy's sources added to the directives they widen. */
export function withAdSources(policy: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/, 1)[0] ?? '';
      const extra = Object.hasOwn(AD_CSP_SOURCES, name) ? AD_CSP_SOURCES[name] : undefined;
      return extra ? `${directive} ${extra.join(' ')}` : directive;
    })
    .join(';');
}

/** Features the site never uses, refused to the page and to anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyReply {
    /** Uses this nonce for scripts and styles in the answer's Content-Security-Policy. */
    useCspNonce(nonce: string): void;
  }
}

/** The request's own origin: its scheme (behind TRUST_PROXY, the forwarded one) and Host. */
function requestOrigin(request: FastifyRequest): URL | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`);
  } catch {
    return undefined;
  }
}

/**
 * Whether a state-changing request comes from this site. A browser sends Origin on every
 * cross-origin and every non-GET request, and Sec-Fetch-Site on everything (recent browsers);
 * a request with neither is not a browser's (curl, the ATS's servers) and carries no ambient
 * session to abuse from another site. The Origin must be the request's own origin: the same
 * scheme and port, and the same host or another host of the same brand (www., an alias).
 */
export function isSameSiteRequest(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    if (origin === 'null') return false;
    let from: URL;
    try {
      from = new URL(origin);
    } catch {
      return false;
    }
    const own = requestOrigin(request);
    // URL drops a scheme's default port, so http://x and http://x:80 compare equal.
    if (!own || from.protocol !== own.protocol || from.port !== own.port) return false;
    if (normalizeHost(from.host) === normalizeHost(own.host)) return true;
    const brand = request.brandOrUndefined;
    return brand !== undefined && request.server.brands.resolveHost(from.host)?.name === brand.name;
  }
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  return true;
}

export default fp(
  async (app) => {
    const production = app.env.NODE_ENV === 'production';
    const https = app.env.PUBLIC_URL_SCHEME === 'https';
    await app.register(helmet, {
      enableCSPNonces: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          // The nonces are appended by helmet (enableCSPNonces).
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          // React renders a few style="" attributes; an attribute cannot carry a nonce.
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: VIDEO_FRAME_SOURCES,
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      hsts: production ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
    });

    app.decorateReply('useCspNonce', function (this: FastifyReply, nonce: string) {
      const current = this.cspNonce;
      const header = this.raw.getHeader('content-security-policy');
      if (!current || typeof header !== 'string') return;
      this.raw.setHeader(
        'content-security-policy',
        header
          .replaceAll(`'nonce-${current.script}'`, `'nonce-${nonce}'`)
          .replaceAll(`'nonce-${current.style}'`, `'nonce-${nonce}'`),
      );
      this.cspNonce = { script: nonce, style: nonce };
    });

    app.addHook('onRequest', async (request, reply) => {
      // One nonce for scripts and styles: the page's render takes a single `nonce`.
      if (reply.cspNonce) reply.useCspNonce(reply.cspNonce.script);
      if (hasAdUnits(request.brandOrUndefined)) {
        const policy = reply.raw.getHeader('content-security-policy');
        if (typeof policy === 'string')
          reply.raw.setHeader('content-security-policy', withAdSources(policy));
      }
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (
        !SAFE_METHODS.has(request.method) &&
        // The one route a mail client posts to from anywhere (token-authorised, no cookie used).
        request.routeOptions.config.oneClickUnsubscribe !== true &&
        !isSameSiteRequest(request)
      )
        throw new HttpError(403, 'cross_site_request');
    });
  },
  { name: 'security', dependencies: ['context', 'brand'] },
);
