import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/core: the site's sources are under src/. */
export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Resolves packages as core's own code would. */
export const requireFromCore = createRequire(import.meta.url);

/**
 * react-router 7's package exports name only its development build (dev warnings on, route
 * checks, about 30% more code): remix-run/react-router#14102 and #14753. The package ships the
 * production build beside it; both bundles take that one (react-router-dom re-exports it).
 */
export const reactRouterDir = path.dirname(
  requireFromCore.resolve('react-router/package.json', {
    paths: [path.dirname(requireFromCore.resolve('react-router-dom/package.json'))],
  }),
);
