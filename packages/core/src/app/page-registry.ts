import { ROUTE_NAMES, routes, type RouteName } from '@jobboard/contracts/routes';
import type { PageDefinition } from './page';
import { pageGroup } from './page-sources';

/**
 * Where a route's page is. A screen is one row of the route table (@jobboard/contracts/routes):
 * its patterns, its guard and `page`, the module under app/routes/ whose default export is the
 * page; who may open it is the row's `guard`, which the router enforces. A public page is a lazy
 * chunk of its own. The signed-in screens (the candidate's account, the employer area) are
 * reached through private-pages.ts, a chunk of its own: their imports, with the list of files
 * each preloads, are not part of every public page's first load. A first visit to one of them
 * fetches that small chunk before the screen's (a link's prefetch on hover or focus does both).
 */
export interface PageEntry {
  load: () => Promise<PageDefinition>;
}

/**
 * The public pages by file (`./routes/home.tsx`), a lazy chunk each. The search page's parts
 * (find-job-*.tsx) are not pages: a lazy import of their own would split them from it.
 */
const publicPages = import.meta.glob<{ default: PageDefinition }>([
  './routes/*.tsx',
  './routes/auth/*.tsx',
  '!./routes/**/*.test.tsx',
  '!./routes/find-job-*.tsx',
]);
const privatePages = () => import('./private-pages');

function pageEntry(name: RouteName): PageEntry {
  const { page } = routes[name];
  return {
    // A row naming no module fails page-registry.test.ts.
    load: () =>
      pageGroup(page) === 'public'
        ? publicPages[`./routes/${page}.tsx`]!().then((m) => m.default)
        : privatePages().then((m) => m.loadPrivatePage(page)),
  };
}

/** Every route's page, from the route table. */
export const pages = Object.fromEntries(
  ROUTE_NAMES.map((name) => [name, pageEntry(name)]),
) as Record<RouteName, PageEntry>;

const loadedPages = new Map<RouteName, PageDefinition>();

export async function loadPage(name: RouteName): Promise<PageDefinition> {
  const known = loadedPages.get(name);
  if (known) return known;
  const loaded = await pages[name].load();
  loadedPages.set(name, loaded);
  return loaded;
}
export function getLoadedPage(name: RouteName): PageDefinition | undefined {
  return loadedPages.get(name);
}
