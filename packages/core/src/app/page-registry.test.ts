import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from '../config/routes';
import { pages } from './page-registry';
import { pageSources } from './page-sources';

/** packages/core, which a source is relative to (as in Vite's manifest). */
const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('the route-to-page map', () => {
  it('names, for every route, the source of the module its page is loaded from', async () => {
    for (const name of ROUTE_NAMES) {
      const entry = pages[name];
      const page = await entry.load();
      expect(page.Component, name).toBeTypeOf('function');
      // The server preloads `source`: it must be the module `load` imported (the same instance).
      const file = resolve(packageDir, pageSources[name]);
      const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      expect(Object.values(module), `${name}: ${pageSources[name]}`).toContain(page);
    }
  });
});
