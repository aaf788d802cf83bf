import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The build's files: client scripts and styles, and each brand's images, fonts and theme. */
export async function registerStaticAssets(app: FastifyInstance, root: string): Promise<void> {
  const clientDir = path.join(root, 'client');
  const brandsDir = path.join(root, 'brands');
  // Hashed file names: cached for a year. The build wrote each script and style compressed
  // (name.js.br, name.js.gz: vite.config.ts); those files are sent as they are.
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
    preCompressed: true,
    allowedPath: (pathName) => !pathName.startsWith('/.vite'),
  });
  // Generated image variants and theme stylesheets (content-hashed names):
  // /brand/<key>/images/<file>, /brand/<key>/fonts/<file>.<hash>.woff2, /brand/<key>/theme.<hash>.css.
  await app.register(fastifyStatic, {
    root: brandsDir,
    prefix: '/brand/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
    allowedPath: (pathName) =>
      /^\/[a-z][a-z0-9_]*\/(?:images\/[^/]+|fonts\/[^/]+\.woff2|theme\.[0-9a-f]{8,}\.css)$/.test(
        pathName,
      ),
    // The logos are also shown by mail clients (templates/emails), on other origins: helmet's
    // same-origin resource policy would block them in a webmail.
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}images${path.sep}`))
        reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
