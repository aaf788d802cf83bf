import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import {
  LANGS,
  ROUTE_NAMES,
  langOfPath,
  routes,
  type Lang,
  type RouteDef,
  type RouteName,
} from '@jobboard/contracts/routes';
import { loadMessages } from '../i18n';
import { isChunkLoadError, reloadAfterChunkError } from '../lib/chunk-reload';
import { setRoutePrefetcher } from '../lib/prefetch';
import { RouteErrorBoundary, RootErrorBoundary } from './error-boundary';
import { enforceRouteAccess } from './guard';
import { DefaultLayout } from './layouts/default-layout';
import type { PageContext, PageDefinition, RouterContext } from './page';
import { loadPage } from './page-registry';
import { Root } from './root';

setRoutePrefetcher((name) => void loadPage(name).catch(() => undefined));

/**
 * A page chunk that fails to load (a deploy replaced the files) loads the page the
 * visitor asked for as a document, at most once a minute; past that, the error page.
 */
function reloadToTarget(error: unknown) {
  return ({ request }: LoaderFunctionArgs): Promise<never> => {
    const reloading = reloadAfterChunkError(globalThis.sessionStorage, Date.now(), () =>
      globalThis.location.assign(request.url),
    );
    if (!reloading) throw error;
    return new Promise<never>(() => undefined);
  };
}
/** What a route whose chunk failed renders while the document load happens. */
export const ChunkReloading = () => null;

function statusOf(status: number): number {
  if (status === 403 || status === 401) return 403;
  // The database away (the server's 503 with Retry-After): "try again in a few seconds".
  if (status === 503) return 503;
  if (status >= 500 || status === 0) return 500;
  return 404;
}

type ResolveContext = (context: unknown) => RouterContext;

/**
 * What a page's loader returns: the API answers it rendered from, by key. It is the route's
 * loader data, so the server's answers travel to the browser in react-router's hydration data
 * and prime SWR there (nothing the server loaded is fetched again).
 */
export interface PageLoaderData {
  swr: Record<string, unknown>;
}

/** The router context with a data loader that remembers which keys this loader asked for. */
function trackLoads(rc: RouterContext): { keys: Set<string>; rc: RouterContext } {
  const keys = new Set<string>();
  const data: RouterContext['data'] = {
    load: (key, options) => {
      keys.add(key);
      return rc.data.load(key, options);
    },
    peek: rc.data.peek,
  };
  return { keys, rc: { ...rc, data } };
}

function pageLoader(name: RouteName, lang: Lang, page: PageDefinition, resolve: ResolveContext) {
  return async ({
    params,
    request,
    context,
  }: LoaderFunctionArgs): Promise<PageLoaderData | ReturnType<typeof data<PageLoaderData>>> => {
    const { keys: loadedKeys, rc } = trackLoads(resolve(context));
    await Promise.all([loadMessages(lang), page.prepare?.(lang)]);
    const url = new URL(request.url);
    const ctx: PageContext = { name, lang, params, search: url.searchParams, url, brand: rc.brand };
    await enforceRouteAccess(ctx, rc);
    await page.beforeLoad?.(ctx, rc);
    const keys = page.keys?.(ctx) ?? [];
    const results = await Promise.all(keys.map((k) => rc.data.load(k)));
    const more = page.dependentKeys?.(ctx, rc.data.peek) ?? [];
    const moreResults = await Promise.all(more.map((k) => rc.data.load(k)));
    const main = results[0];
    // Data the page needs could not be read (the database is away): the page says so and asks
    // to try again, rather than rendering empty lists that read as "no jobs".
    if ([...results, ...moreResults].some((result) => result?.status === 503))
      throw data(null, { status: 503 });
    if (page.mainResource && main && main.status >= 400)
      throw data(null, { status: statusOf(main.status) });
    const to = page.redirect?.(ctx, rc.data.peek);
    if (to) throw redirect(to);
    const swr: Record<string, unknown> = {};
    for (const key of loadedKeys) {
      const value = rc.data.peek(key);
      if (value !== undefined) swr[key] = value;
    }
    const status = page.status?.(ctx, rc.data.peek);
    return status ? data({ swr }, { status }) : { swr };
  };
}

/**
 * The react-router route objects, built from the route table; `resolve` gives the context.
 * `langs`: the languages whose pages are in it (the server's router for one language's paths).
 */
export function createRoutes(
  resolve: ResolveContext,
  langs: readonly Lang[] = LANGS,
): RouteObject[] {
  const byLayout: Record<RouteDef['layout'], RouteObject[]> = {
    default: [],
    guest: [],
    employer: [],
  };
  for (const name of ROUTE_NAMES) {
    const def: RouteDef = routes[name];
    for (const lang of langs) {
      byLayout[def.layout].push({
        id: `${name}:${lang}`,
        path: def[lang],
        handle: { name, lang },
        ErrorBoundary: RouteErrorBoundary,
        lazy: async () => {
          try {
            const page = await loadPage(name);
            return { Component: page.Component, loader: pageLoader(name, lang, page, resolve) };
          } catch (error) {
            if (!isChunkLoadError(error)) throw error;
            return { Component: ChunkReloading, loader: reloadToTarget(error) };
          }
        },
      });
    }
  }
  const notFound: RouteObject = {
    id: 'not-found',
    path: '*',
    ErrorBoundary: RouteErrorBoundary,
    loader: async ({ request }) => {
      await loadMessages(langOfPath(new URL(request.url).pathname) ?? 'fr');
      throw data(null, { status: 404 });
    },
    Component: () => null,
  };
  return [
    {
      id: 'root',
      Component: Root,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          id: 'layout-default',
          Component: DefaultLayout,
          children: [...byLayout.default, notFound],
        },
        {
          // Only the sign-in pages use it: not in the first load of the others.
          id: 'layout-guest',
          lazy: async () => ({ Component: (await import('./layouts/guest-layout')).GuestLayout }),
          children: byLayout.guest,
        },
        {
          id: 'layout-employer',
          lazy: async () => {
            const [layout, i18n] = await Promise.all([
              import('./layouts/employer-layout'),
              import('../i18n/employer'),
            ]);
            // Hydrating an employer page: its messages must be there for the first render
            // (a client navigation loads them in the page's loader).
            if (typeof window !== 'undefined')
              await i18n.loadEmployerMessages(langOfPath(window.location.pathname) ?? 'fr');
            return { Component: layout.EmployerLayout };
          },
          children: byLayout.employer,
        },
      ],
    },
  ];
}
