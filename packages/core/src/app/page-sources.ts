import { routes, type RouteName } from '@jobboard/contracts/routes';

/**
 * How a page module is loaded, by its folder under app/routes/ (RouteDef.page): the candidate's
 * signed-in screens (`candidate/`) and the employer area (`employer/`, one chunk) through
 * private-pages.ts, any other page as a chunk of its own. page-registry.test.ts checks that the
 * folder agrees with the route's guard.
 */
export type PageGroup = 'public' | 'candidate' | 'employer';
export function pageGroup(page: string): PageGroup {
  if (page.startsWith('candidate/')) return 'candidate';
  if (page.startsWith('employer/')) return 'employer';
  return 'public';
}

/**
 * The source of a route's page module as Vite's manifest names it: the server adds a
 * modulepreload of the matched page's chunks to the HTML, so the browser fetches them beside the
 * entry instead of after it ran (tests/e2e/bundle.test.ts checks every source is in the
 * manifest; page-registry.test.ts that each is the module its page is loaded from).
 */
export function pageSource(name: RouteName): string {
  const { page } = routes[name];
  return pageGroup(page) === 'employer'
    ? 'src/app/routes/employer/area.ts'
    : `src/app/routes/${page}.tsx`;
}
