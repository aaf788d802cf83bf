/**
 * The site's router (issue 4, docs/decisions/003): react-router's API as this app uses it —
 * route objects with lazy modules and loaders, `data`/`redirect` thrown by loaders, error
 * boundaries per route, Link, Outlet, useLocation/useNavigate/useParams/useMatches/useNavigation
 * — in ~3 KB gzip instead of react-router's ~29 KB, and with a route tree ranked once instead of
 * on every match (it was a fifth of the server's render time).
 *
 * `react-router-dom` is an alias of this module (vite.config.ts, vitest.config.ts, tsconfig.json):
 * code that imports from it keeps working and is type-checked against what is really here.
 * New code imports from `lib/router`.
 */
export {
  compilePath,
  createMatcher,
  explodeOptionalSegments,
  matchPath,
  matchRoutes,
  type Params,
  type PathMatch,
  type PathRoute,
} from './match-path';
export {
  assignRouteIds,
  createBrowserRouter,
  createPath,
  createStaticRouter,
  data,
  deserializeErrors,
  ErrorResponseImpl,
  isRouteErrorResponse,
  loadRoute,
  parsePath,
  redirect,
  resolveLazyRoute,
  resolveTo,
  serializeErrors,
  type ErrorResponse,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type LoadOutcome,
  type Location,
  type NavigateOptions,
  type Navigation,
  type NavigationType,
  type Path,
  type RouteMatch,
  type RouteObject,
  type Router,
  type RouterState,
  type To,
  type UIMatch,
} from './router';
export {
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  RouterProvider,
  renderMatches,
  useHref,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutlet,
  useParams,
  useRouteError,
  useSearchParams,
  type LinkProps,
  type NavigateFunction,
} from './components';
