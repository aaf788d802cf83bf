import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BrandBundle } from '../brands/bundle.js';
import { canonicalOrigin, isDevelopmentHost } from './canonical.js';
import { clientAssets, loadSsrModule, type ClientAssets, type SsrModule } from './ssr-module.js';

/** What the site's parts share: the build's SSR module and assets, a request's brand and origin. */
export interface Site {
  /** The build's folder: client/, ssr/ and brands/ (its index is watched for rebuilt brands). */
  root: string;
  /** The SSR bundle of packages/core, loaded once. */
  getSsr(): Promise<SsrModule>;
  getAssets(): ClientAssets;
  /**
   * The brand's build: its presentation (theme, head, robots, web manifest, images) comes
   * from nowhere else. Read per request from the registry, so a swapped brand shows at once.
   * Only a registry of bare manifests (tests of the API) lacks it: 503, with the command.
   */
  bundleOf(request: FastifyRequest, reply: FastifyReply): BrandBundle | undefined;
  /**
   * The origin pages name (canonical link, hreflang, og:url, sitemap, robots.txt): the brand's
   * canonical origin, or a development host's own (other hosts were redirected to the first).
   */
  origin(request: FastifyRequest): string;
}

export function siteOf(app: FastifyInstance, root: string): Site {
  let ssr: Promise<SsrModule> | undefined;
  let assets: ClientAssets | undefined;
  return {
    root,
    getSsr: () => (ssr ??= loadSsrModule(path.join(root, 'ssr'))),
    getAssets: () => (assets ??= clientAssets(path.join(root, 'client'))),
    bundleOf: (request, reply) => {
      const bundle = app.brands.bundle(request.brand.name);
      if (!bundle) {
        void reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send(
            `The brand "${request.brand.name}" is not built: run \`pnpm brand build ${request.brand.name}\`.`,
          );
      }
      return bundle;
    },
    origin: (request) =>
      isDevelopmentHost(request.host)
        ? `${app.env.PUBLIC_URL_SCHEME}://${request.host}`
        : canonicalOrigin(app.env, request.brand).origin,
  };
}
