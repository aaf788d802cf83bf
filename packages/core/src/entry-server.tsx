import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { createTheme } from '@jobboard/themes';
import { computeHead, routeNameOf } from './app/head';
import type { RouterContext } from './app/page';
import { getLoadedPage } from './app/page-registry';
import { AppProviders } from './app/provider';
import { createRoutes } from './app/router';
import { serializeState } from './app/state';
import { langOfPath, type Lang } from './config/routes';
import { loadMessages } from './i18n';
import { makeBrandContext, type BrandBundle } from './lib/brand';
import { createServerDataLoader, type FetchApi } from './lib/data';
import { renderHeadTags, type HeadData } from './lib/head';
import {
  assignRouteIds,
  createStaticRouter,
  loadRoute,
  parsePath,
  RouterProvider,
  serializeErrors,
  type RouteObject,
} from './lib/router';

export * from './config/routes';
export { toJobPosting, isExpired, offerContent } from './lib/job-posting';
export { escapeHtml, renderHeadTags } from './lib/head';
export type { BrandBundle } from './lib/brand';
export type { FetchApi } from './lib/data';

export interface RenderRequest {
  /** The brand: manifest, image variants and, optionally, the prebuilt theme (else derived). */
  /** Path and query of the page, e.g. /fr/emplois?page=2. */
  url: string;
  /** scheme://host[:port] as the visitor sees it (canonical and Open Graph URLs). */
  origin: string;
  brand: Omit<BrandBundle, 'theme'> & { theme?: BrandBundle['theme'] };
  atsUrl: string | null;
  /** GET an API path as the visitor (the server uses app.inject with the request's cookies). */
  fetchApi: FetchApi;
  /** Request headers worth forwarding to the router (accept-language, cookie). */
  headers?: Record<string, string>;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      lang: Lang;
      /** Head tags: SEO, JSON-LD, styles. */
      head: string;
      headData: HeadData;
      /** The app markup for <div id="root">. */
      html: string;
      /** The state script (brand, settings, SWR fallback). */
      state: string;
    };

/**
 * The route tree, built and ranked once per process: loaders read the request's brand and data
 * loader from `context`, so one tree serves every request (lazy modules merge into it once).
 */
let routeTree: RouteObject[] | undefined;
const getRouteTree = () =>
  (routeTree ??= assignRouteIds(createRoutes((context) => context as RouterContext)));

/** Renders one page on the server with its data (DESIGN.md: every public page is SSR). */
export async function render(req: RenderRequest): Promise<RenderResult> {
  await Promise.all([loadMessages('fr'), loadMessages('en')]);
  const bundle: BrandBundle = {
    ...req.brand,
    theme: req.brand.theme ?? createTheme(req.brand.manifest),
  };
  const brand = makeBrandContext(bundle, { origin: req.origin, atsUrl: req.atsUrl });
  const data = createServerDataLoader(req.fetchApi);
  const rc: RouterContext = { brand, data };
  const routes = getRouteTree();
  const location = parsePath(req.url);
  const context = await loadRoute(routes, location, {
    origin: req.origin,
    context: rc,
    headers: req.headers,
  });
  if (context.type === 'redirect') {
    return { kind: 'redirect', status: context.status, location: context.location };
  }

  const router = createStaticRouter(routes, location, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppProviders brand={brand} data={data} fallback={data.fallback}>
          <RouterProvider router={router} />
        </AppProviders>,
      ),
    );
    const url = new URL(req.origin + req.url);
    const lang = langOfPath(url.pathname) ?? brand.manifest.behaviour.defaultLanguage;
    const named = [...context.matches]
      .reverse()
      .map((m) => ({ m, h: routeNameOf(m.route.handle) }))
      .find((x) => x.h);
    const status = context.statusCode;
    const headData = computeHead(
      named ? getLoadedPage(named.h!.name) : undefined,
      {
        name: named?.h?.name ?? 'home',
        lang,
        params: named?.m.params ?? {},
        search: url.searchParams,
        url,
        brand,
      },
      data.peek,
      named && status === 200 ? 200 : status === 200 ? 404 : status,
    );
    return {
      kind: 'page',
      status: named ? status : 404,
      lang,
      head: `${renderHeadTags(headData)}\n${sheet.getStyleTags()}`,
      headData,
      html,
      state: serializeState({
        brand: bundle,
        settings: { origin: req.origin, atsUrl: req.atsUrl },
        fallback: data.fallback,
        routeErrors: serializeErrors(context.errors),
      }),
    };
  } finally {
    sheet.seal();
  }
}
