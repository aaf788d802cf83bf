import { renderToString } from 'react-dom/server';
import type {
  RenderRequest as SsrRenderRequest,
  RenderResult as SsrRenderResult,
} from '@jobboard/contracts';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
} from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { createTheme } from '@jobboard/themes';
import { computeHead, routeNameOf } from './app/head';
import type { RouterContext } from './app/page';
import { getLoadedPage } from './app/page-registry';
import { pageSource } from './app/page-sources';
import { AppProviders } from './app/provider';
import { createRoutes } from './app/router';
import { nonceAttribute, serializeRouteErrors, serializeState, swrFallbackOf } from './app/state';
import { langOfPath, type Lang } from '@jobboard/contracts/routes';
import { catalogSource, loadMessages, LOCALES, preparedCatalogSources } from './i18n';
import { makeBrandContext, type BrandBundle } from './lib/brand';
import { createServerDataLoader } from './lib/data';
import { loadLazyComponents } from './lib/lazy-component';
import type { HeadData } from './lib/head';

export * from '@jobboard/contracts/routes';
export { toJobPosting, isExpired, offerContent } from './lib/job-posting';
export { escapeHtml } from './lib/head';
export type { BrandBundle } from './lib/brand';

/** The server render's contract (@jobboard/contracts), with the site's brand and head types. */
export type RenderRequest = SsrRenderRequest<
  Omit<BrandBundle, 'theme'> & { theme?: BrandBundle['theme'] }
>;
export type RenderResult = SsrRenderResult<HeadData>;

/**
 * react-router's static handlers, built once per process: loaders read the request's brand and
 * data loader from `requestContext`, so one route tree serves every request (lazy route modules
 * are resolved into it once). A path of one language gets the tree of that language's pages
 * only: react-router matches a path against each route in turn and createStaticRouter copies
 * the whole tree on every render, so the other language's half was work for nothing. A path
 * without a language (a redirect to come, a 404) gets both.
 */
const handlers = new Map<Lang | 'all', StaticHandler>();
function getHandler(pathLang: Lang | null): StaticHandler {
  const lang = pathLang ?? 'all';
  let handler = handlers.get(lang);
  if (!handler) {
    const resolve = (context: unknown) => context as RouterContext;
    handler = createStaticHandler(createRoutes(resolve, lang === 'all' ? undefined : [lang]));
    handlers.set(lang, handler);
  }
  return handler;
}

/** A Request for the router; a Host the URL parser refuses still renders the page's path. */
function routerRequest(req: RenderRequest): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers ?? {})) {
    try {
      headers.set(k, v);
    } catch {
      // A header value fetch refuses (control characters) is not worth failing the page for.
    }
  }
  let url: URL;
  try {
    url = new URL(req.url, req.origin);
  } catch {
    url = new URL(req.url.startsWith('/') ? req.url : '/', 'http://localhost');
  }
  return new Request(url, { headers });
}

/** The loaded API answers that no route's loader data already carries to the browser. */
function notCarriedBy(
  loaderData: Record<string, unknown>,
  loaded: Record<string, unknown>,
): Record<string, unknown> {
  const carried = swrFallbackOf(loaderData);
  return Object.fromEntries(Object.entries(loaded).filter(([key]) => !(key in carried)));
}

/** The sources of the chunks hydrateApp imports before it hydrates (RenderResult.modules). */
function hydrationModules(
  matches: readonly { route: { id: string; handle?: unknown } }[],
  lang: Lang,
) {
  const modules = new Set<string>([`src/i18n/${LOCALES[lang]}.json`]);
  for (const { route } of matches) {
    const named = routeNameOf(route.handle);
    if (named) modules.add(pageSource(named.name));
    // The catalogs the page's prepare loads (and the employer area's).
    const prepare = named ? getLoadedPage(named.name)?.prepare : undefined;
    for (const source of preparedCatalogSources(prepare, lang)) modules.add(source);
    if (route.id === 'layout-guest') modules.add('src/app/layouts/guest-layout.tsx');
    if (route.id === 'layout-employer') {
      modules.add('src/app/layouts/employer-layout.tsx');
      modules.add(`src/i18n/employer/${LOCALES[lang]}.json`);
      modules.add(`src/i18n/employer/sign-in/${LOCALES[lang]}.json`);
      modules.add(catalogSource('account', lang));
    }
  }
  return [...modules];
}

/**
 * styled-components' server sheets, one per brand and page kind, kept between renders. A fresh
 * sheet per render parsed every rule of the page again with stylis (the rules hold the brand's
 * theme values, so each brand has its own). A kept sheet parses a rule once; each page's tags
 * hold what its kind of page has used so far, a little more than this one render needs. Server
 * CPU per page, side by side (`pnpm bench:page-cpu --baseline`): 9.8 ms, was 10.8. A sheet that
 * grows past SHEET_MAX_CHARS (rules that vary with data) is dropped and starts again, and all of
 * them past SHEETS_MAX_CHARS (13 brands and some 40 page kinds could otherwise keep 13 × 40
 * sheets of up to SHEET_MAX_CHARS: hundreds of megabytes; a kind's sheet is 25–30 KB in practice).
 */
let sheets = new WeakMap<object, Map<string, ServerStyleSheet>>();
const SHEET_MAX_CHARS = 256 * 1024;
const SHEETS_MAX_CHARS = 4 * 1024 * 1024;
/** The characters of each kept sheet's tags at its last render (their sum is bounded). */
const sheetChars = new Map<ServerStyleSheet, number>();
let sheetsChars = 0;
function noteSheetSize(sheet: ServerStyleSheet, chars: number, drop: () => void): void {
  sheetsChars += chars - (sheetChars.get(sheet) ?? 0);
  sheetChars.set(sheet, chars);
  if (chars > SHEET_MAX_CHARS) {
    drop();
    sheetsChars -= chars;
    sheetChars.delete(sheet);
  }
  if (sheetsChars > SHEETS_MAX_CHARS) {
    sheets = new WeakMap();
    sheetChars.clear();
    sheetsChars = 0;
  }
}
/**
 * The kept sheets that hold the global rules (theme/global-style.ts) since a render put them
 * there. Nothing removes rules from a server sheet, so later renders of that sheet leave the
 * global style out: rendering it computed its rules again (stylis) and cleared and rewrote its
 * group, each deleted rule a splice near the front of the sheet's list of rules (0.5–0.7 ms of a
 * 10 ms home page's render in a profile). The same style tags come out either way; the browser's
 * global style renders nothing.
 */
const sheetsWithGlobalStyle = new WeakSet<ServerStyleSheet>();
/** The brand's manifest object is its build's (a rebuilt brand's sheets go with the old one). */
function sheetsOf(manifest: object): Map<string, ServerStyleSheet> {
  let brandSheets = sheets.get(manifest);
  if (!brandSheets) sheets.set(manifest, (brandSheets = new Map()));
  return brandSheets;
}

/** Renders one page on the server with its data (every public page is rendered on the server). */
export async function render(req: RenderRequest): Promise<RenderResult> {
  await Promise.all([loadMessages('fr'), loadMessages('en')]);
  const bundle: BrandBundle = {
    ...req.brand,
    theme: req.brand.theme ?? createTheme(req.brand.manifest),
  };
  // The render's clock travels in the state: relative dates ("3 days ago") hydrate to the same text.
  const renderedAt = new Date().toISOString();
  const settings = {
    origin: req.origin,
    atsUrl: req.atsUrl,
    renderedAt,
    consent: req.consent ?? null,
    ...(req.postedForm ? { postedForm: req.postedForm } : {}),
  };
  const brand = makeBrandContext(bundle, settings);
  const data = createServerDataLoader(req.fetchApi);
  const rc: RouterContext = { brand, data };
  const request = routerRequest(req);
  const url = new URL(request.url);
  const pathLang = langOfPath(url.pathname);
  const { query, dataRoutes } = getHandler(pathLang);
  const context = await query(request, { requestContext: rc });
  // The page's modules are loaded now: so are the lazy components they declared.
  await loadLazyComponents();
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }

  const router = createStaticRouter(dataRoutes, context);
  const named = [...context.matches]
    .reverse()
    .map((m) => ({ m, h: routeNameOf(m.route.handle) }))
    .find((x) => x.h);
  const brandSheets = sheetsOf(req.brand.manifest);
  const pageKind = named?.h?.name ?? '';
  let sheet = brandSheets.get(pageKind);
  if (!sheet) brandSheets.set(pageKind, (sheet = new ServerStyleSheet()));
  const globalStyle = !sheetsWithGlobalStyle.has(sheet);
  const html = renderToString(
    sheet.collectStyles(
      <AppProviders brand={brand} data={data} fallback={data.fallback} globalStyle={globalStyle}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    ),
  );
  const lang = pathLang ?? brand.manifest.behaviour.defaultLanguage;
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
  // styled-components reads the nonce for the styles it inserts in the browser from this meta
  // (its `nonce`, which the browser hides from attribute selectors; `content` stays empty and
  // is there because a meta with a property must have one).
  const nonceMeta = req.nonce
    ? `<meta property="csp-nonce" content=""${nonceAttribute(req.nonce)}>`
    : '';
  sheetsWithGlobalStyle.add(sheet);
  const styleTags = sheet.getStyleTags();
  noteSheetSize(sheet, styleTags.length, () => brandSheets.delete(pageKind));
  const styles = nonceMeta + styleTags.replace(/<style /g, `<style${nonceAttribute(req.nonce)} `);
  // An error of ours (not a 404's response): its cause goes to the server's log.
  const routeErrors =
    status >= 500 && context.errors
      ? Object.entries(context.errors).map(([route, error]) => ({
          route,
          message: error instanceof Error ? error.message : String(JSON.stringify(error)),
          ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
        }))
      : undefined;
  return {
    kind: 'page',
    status: named ? status : 404,
    ...(routeErrors ? { routeErrors } : {}),
    modules: hydrationModules(context.matches, lang),
    lang,
    headData,
    styles,
    html,
    state: serializeState({
      brand: bundle,
      settings,
      hydration: {
        loaderData: context.loaderData,
        errors: serializeRouteErrors(context.errors),
      },
      swr: notCarriedBy(context.loaderData, data.fallback),
    }),
  };
}
