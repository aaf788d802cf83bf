import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES, routes, type RouteDef } from '@jobboard/contracts/routes';
import { pages } from './page-registry';
import { pageGroup, pageSource } from './page-sources';

/** packages/core, which a source is relative to (as in Vite's manifest). */
const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('the route-to-page map', () => {
  it('loads, for every route, the page its row names, from the source the server preloads', async () => {
    for (const name of ROUTE_NAMES) {
      const { page }: RouteDef = routes[name];
      expect(
        existsSync(resolve(packageDir, `src/app/routes/${page}.tsx`)),
        `${name}: ${page}`,
      ).toBe(true);
      const loaded = await pages[name].load();
      expect(loaded.Component, name).toBeTypeOf('function');
      // The server preloads the source: it must be the module the page was loaded from (the
      // same instance); the employer area's module holds every screen of the area.
      const source = (await import(/* @vite-ignore */ resolve(packageDir, pageSource(name)))) as {
        default?: unknown;
        employerScreen?: (file: string) => unknown;
      };
      const fromSource =
        pageGroup(page) === 'employer'
          ? source.employerScreen?.(page.slice('employer/'.length))
          : source.default;
      expect(fromSource, `${name}: ${pageSource(name)}`).toBe(loaded);
    }
  });

  it("puts each page in the folder of its route's guard, which decides its chunk", () => {
    for (const name of ROUTE_NAMES) {
      const def: RouteDef = routes[name];
      expect(pageGroup(def.page), `${name}: ${def.page}`).toBe(def.guard ?? 'public');
    }
  });
});
