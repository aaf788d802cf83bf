import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import { negotiate } from '@fastify/accept-negotiator';
import { seoHeadData } from '@jobboard/manifest';
import {
  CONSENT_COOKIE,
  parseConsentCookie,
  SESSION_HINT_COOKIES,
  type PostedForm,
} from '@jobboard/contracts';
import { isSharedPagePath } from '@jobboard/contracts/routes';
import { watchBrandBuild } from '../brands/watch.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unavailable.js';
import { isCrawler } from '../lib/crawlers.js';
import { compressLowPriority, unpackLowPriority } from '../lib/low-priority-work.js';
import { SESSION_COOKIES } from '../plugins/auth.js';
import { LANGUAGE_COOKIE } from '../plugins/language.js';
import { readInProcess } from '../plugins/public-read.js';
import { CRAWL_RETRY_AFTER_SECONDS, CrawlBudget } from './crawl-budget.js';
import {
  PageCache,
  bodyWithNonce,
  changesPublicPages,
  gzipAnswer,
  isPacked,
  pageBody,
  pageCacheKey,
  type CachedPage,
  type ServedPage,
} from './page-cache.js';
import { pageRedirectLocation, routablePageUrl } from './redirect.js';
import type { Site } from './site.js';
import { withNonce } from './ssr-module.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rendered pages of anonymous visitors (page-cache.ts); tests and load tests read its stats. */
    pageCache: PageCache;
    /** The most page renders seen running and waiting for a turn at once (RENDER_CONCURRENCY). */
    pageRenders: { peakRunning: number; peakWaiting: number };
  }
}

const SESSION_COOKIE_NAMES = Object.values(SESSION_COOKIES);

/**
 * The signed-in user's own resources (GET /jobboard/{board}/me, and the employer's /ats/me and
 * single sign-on tokens) and the session cookie they need: without that cookie the answer is a
 * 401 known in advance, so a page render for an anonymous visitor does not ask (no 401 logged
 * for a visitor).
 */
const SESSION_RESOURCES: Array<{ path: RegExp; cookie: string }> = [
  { path: /^\/api\/jobboard\/[^/?#]+\/me(?:[?#]|$)/, cookie: SESSION_COOKIES.jobboard },
  { path: /^\/api\/ats\/me(?:[?#]|$)/, cookie: SESSION_COOKIES.ats },
  // The ATS's single sign-on tokens, which the employer pages ask for where they send to the ATS.
  { path: /^\/api\/ats\/auth\/sso-tokens(?:[?#]|$)/, cookie: SESSION_COOKIES.ats },
];

/**
 * A Cookie header without the session cookies: what a page the same for every visitor (routes.ts
 * `shared`) sends the API, so that its answers are an anonymous visitor's.
 */
function cookieHeaderWithoutSession(cookie: string): string {
  return cookie
    .split(';')
    .filter((pair) => !SESSION_COOKIE_NAMES.includes(pair.split('=', 1)[0]!.trim()))
    .join(';')
    .trim();
}

/**
 * The first thing a page the same for every visitor runs (before its first paint): in a browser
 * that holds a candidate's session (its readable hint cookie), the header's « Connexion » links
 * are hidden (global-style.ts) until the browser has asked who is signed in (get-me.ts), so that a
 * signed-in candidate does not see them flash before their account menu.
 */
const ACCOUNT_PENDING_SCRIPT = `if(/(?:^|;\\s*)${SESSION_HINT_COOKIES.jobboard}=/.test(document.cookie))document.documentElement.dataset.accountPending=''`;

/** True when `apiPath` needs a session cookie the request does not carry. */
export function needsAbsentSession(
  apiPath: string,
  cookies: Record<string, string | undefined>,
): boolean {
  const resource = SESSION_RESOURCES.find((r) => r.path.test(apiPath));
  return !!resource && !cookies[resource.cookie];
}

/** True when `apiPath` is a signed-in user's own resource (a 401 for an anonymous visitor). */
const needsSession = (apiPath: string): boolean =>
  SESSION_RESOURCES.some((r) => r.path.test(apiPath));

const PAGE_ENCODINGS = ['br', 'gzip'] as const;
type PageEncoding = (typeof PAGE_ENCODINGS)[number];
/**
 * Brotli's quality for pages that are not cached (a signed-in visitor's, an error page), each
 * compressed for its one answer; a cached page is sent as the gzip the cache made once
 * (page-cache.ts gzipAnswer).
 * Measured side by side on the built pages (one run, interleaved): the 166 KB search page takes
 * 1.37 ms at quality 3 for 27.2 KB, 2.64 ms at 4 for 26.1 KB; the 102 KB home page 1.01 ms for
 * 21.2 KB against 1.66 ms for 20.4 KB: 4 % more bytes for about 40 % less processor time
 * (quality 2: 2 % fewer ms again for 2 % more bytes; 5 and up, many times slower).
 */
const BROTLI_PAGE_QUALITY = 3;

/**
 * How many pages render at once; the others wait for a turn before they start. A render waits
 * on the database a few times, so a handful keep the event loop busy; beyond that, a spike of
 * misses started every render at once, each holding its data and half-built page until the last
 * finished: memory grew with the queue and every page of the spike was late, not the last ones.
 * Cache hits take no turn.
 */
export const RENDER_CONCURRENCY = 4;

/** How a page renders besides its address. */
interface RenderOptions {
  /** A form posted without JavaScript, refused: the page shows it again with its errors. */
  postedForm?: PostedForm;
  /**
   * The page is the same for every visitor (routes.ts `shared`): rendered without the session,
   * as an anonymous visitor's; the browser asks for the visitor's own parts after hydration.
   */
  withoutSession?: boolean;
}

/** What the forms posted without JavaScript need of the renderer (no-js-posts.ts). */
export interface PageRenderer {
  /** Renders a page as the visitor (their cookies go to the API), and says if it may be shared. */
  renderHtml(
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    options?: RenderOptions,
  ): Promise<{ page: CachedPage; cacheable: boolean }>;
  /** A rendered page's answer: its redirect, else its HTML, compressed when the client takes it. */
  sendPage(request: FastifyRequest, reply: FastifyReply, page: ServedPage): Promise<unknown>;
}

/**
 * Every other HTML GET, rendered through the SSR bundle of packages/core with its data loaded by
 * calling this same app (in process, or app.inject with the visitor's cookies), through the page
 * cache for anonymous visitors.
 */
export function registerPageRendering(app: FastifyInstance, site: Site): PageRenderer {
  const { root, getSsr, getAssets, bundleOf, origin } = site;

  /**
   * A page compressed for one answer (each carries its own nonce), in a thread that yields the
   * CPU to the event loop (lib/low-priority-work.ts), which goes on rendering.
   */
  const compressedPage = (
    bytes: Uint8Array<ArrayBuffer>,
    encoding: PageEncoding,
  ): Promise<Buffer> => compressLowPriority(bytes, encoding, BROTLI_PAGE_QUALITY);

  const cache = new PageCache({ ttlMs: app.env.PAGE_CACHE_TTL_SECONDS * 1000 });
  const turns = pLimit(RENDER_CONCURRENCY);
  const renders = { peakRunning: 0, peakWaiting: 0 };
  app.decorate('pageRenders', renders);
  const renderTurn = <T>(render: () => Promise<T>): Promise<T> => {
    const done = turns(() => {
      renders.peakRunning = Math.max(renders.peakRunning, turns.activeCount);
      return render();
    });
    renders.peakWaiting = Math.max(renders.peakWaiting, turns.pendingCount);
    return done;
  };
  const crawlBudget = new CrawlBudget({
    perSecond: app.env.CRAWLER_RENDERS_PER_SECOND,
    burst: Math.max(1, app.env.CRAWLER_RENDERS_PER_SECOND * 2),
  });
  app.decorate('pageCache', cache);

  // `pnpm brand build <key>` while the server runs: swap that brand and drop its cached pages.
  if (app.brands.source === 'generated' && app.brands.watch) {
    const watcher = watchBrandBuild({
      registry: app.brands,
      root,
      // The swapped brands' pages only: a key starts with the Host header it was asked on.
      onSwap: (keys) =>
        cache.invalidateHosts((host) => keys.includes(app.brands.resolveHost(host)?.name ?? '')),
      log: app.log,
    });
    app.addHook('onClose', async () => watcher.close());
  }
  // Any successful change of public data (a non-GET API request but a visitor's or candidate's
  // own: page-cache.ts) may show on any page. onSend, not onResponse: the cache is empty before
  // the client can read the answer and ask for a page.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 && changesPublicPages(request.method, request.routeOptions.url))
      cache.invalidate();
    return payload;
  });

  /** Where a page may send the visitor besides its own paths: this origin and the ATS's. */
  const atsOrigin = app.env.ATS_URL ? new URL(app.env.ATS_URL).origin : null;
  const redirectOrigins = (request: FastifyRequest) =>
    atsOrigin ? [origin(request), atsOrigin] : [origin(request)];

  /** Renders a page as the visitor (their cookies go to the API), and says if it may be shared. */
  const renderHtml = async (
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    { postedForm, withoutSession = false }: RenderOptions = {},
  ): Promise<{ page: CachedPage; cacheable: boolean }> => {
    const s = await getSsr();
    const { tags, chunksTag } = getAssets();
    const nonce = reply.cspNonce?.script;
    const cookie = withoutSession
      ? cookieHeaderWithoutSession(request.headers.cookie ?? '')
      : (request.headers.cookie ?? '');
    const host = request.headers.host ?? '';
    let setsCookie = false;
    // An answer of 503 (the database away: plugins/errors.ts) makes the page a 503 too.
    let databaseAway = false;
    const fetchApi = async (apiPath: string) => {
      if (withoutSession ? needsSession(apiPath) : needsAbsentSession(apiPath, request.cookies))
        return { status: 401, body: { message: 'unauthorized' } };
      // A public read (plugins/public-read.ts) is the route's own function called here, as this
      // visitor: no second trip through the HTTP pipeline, JSON and back. Anything else, or
      // any answer but a success, comes from the API itself.
      const read = await readInProcess(app, request, apiPath, withoutSession);
      if (read) return read;
      const res = await app.inject({
        method: 'GET',
        url: apiPath,
        headers: {
          host,
          cookie,
          accept: 'application/json',
          'accept-language': request.headers['accept-language'] ?? '',
        },
      });
      if (res.statusCode === 503) databaseAway = true;
      let body: unknown = undefined;
      try {
        body = res.body ? JSON.parse(res.body) : undefined;
      } catch {
        body = undefined;
      }
      // Sessions refreshed by the API reach the browser too.
      const setCookie = res.headers['set-cookie'];
      if (setCookie) {
        setsCookie = true;
        reply.header('set-cookie', setCookie);
      }
      return { status: res.statusCode, body };
    };
    const bundle = app.brands.bundle(request.brand.name)!;
    const { manifest, images, theme, stylesheet, themeCss } = bundle;
    const result = await s.render({
      url,
      origin: origin(request),
      brand: { manifest, images, theme },
      atsUrl: app.env.ATS_URL ?? null,
      fetchApi,
      nonce,
      consent: parseConsentCookie(request.cookies[CONSENT_COOKIE]),
      ...(postedForm ? { postedForm } : {}),
    });
    if (result.kind === 'redirect') {
      const location = pageRedirectLocation(result.location, redirectOrigins(request));
      if (!location)
        request.log.warn({ location: result.location.slice(0, 300) }, 'unsafe page redirect');
      return {
        page: {
          status: result.status,
          body: Buffer.alloc(0),
          headers: { location: location ?? '/' },
        },
        cacheable: false,
      };
    }
    if (result.routeErrors)
      request.log.error({ routeErrors: result.routeErrors }, 'page route error');
    // The SEO head is the build's template filled with this page's values (the build wrote
    // the home page's with the same function): no second head implementation.
    // theme.json's fontPreload: the self-hosted body font the build copied beside the theme.
    // The theme stylesheet goes inline, with the answer's nonce: the build's file, as written.
    const fontPreload = (theme as { fontPreload?: string[] } | undefined)?.fontPreload;
    const head = bundle.head(
      seoHeadData(result.headData, {
        manifest,
        images,
        stylesheet,
        themeCss,
        nonce,
        fontPreload,
      }),
    );
    // The page in parts, each encoded on its own (pageBody): joined, a page is one string of
    // 100,000 to 200,000 characters that V8 copies once more to encode it.
    const html = [
      `<!doctype html>
<html lang="${result.lang === 'fr' ? 'fr-CA' : 'en-CA'}">
<head>
<meta charset="utf-8">
${withoutSession ? `<script${nonce ? ` nonce="${nonce}"` : ''}>${ACCOUNT_PENDING_SCRIPT}</script>\n` : ''}<meta name="viewport" content="width=device-width, initial-scale=1">
${head.trim()}
<link rel="icon" href="/favicon.ico" sizes="any">
${result.styles}
${withNonce(tags, nonce)}
</head>
<body>
<div id="root">`,
      result.html,
      '</div>\n',
      ...result.state,
      `\n${chunksTag(result.modules ?? [])}
</body>
</html>`,
    ];
    if (databaseAway)
      return {
        page: {
          status: 503,
          ...pageBody(html, nonce),
          headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
        },
        cacheable: false,
      };
    // A refused form shows the page again with the API's status (400, 422, 429).
    const status = postedForm && result.status === 200 ? postedForm.status : result.status;
    return {
      page: { status, ...pageBody(html, nonce), headers: {} },
      cacheable: result.status === 200 && !setsCookie && !postedForm,
    };
  };

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Unknown API paths and non-HTML requests keep the app's own (localized JSON) 404: they
    // need no brand build.
    const accept = request.headers.accept ?? '*/*';
    if (
      request.url.startsWith('/api/') ||
      request.url === '/api' ||
      !/text\/html|\*\/\*/.test(accept)
    ) {
      return reply.callNotFound();
    }
    if (!bundleOf(request, reply)) return reply;
    const url = routablePageUrl(request.url);
    if (url === null) return reply.callNotFound();
    // A page the same for every visitor: a signed-in one gets the anonymous visitors' copy.
    const shared = isSharedPagePath(url.split(/[?#]/, 1)[0]!);
    const key = cache.enabled
      ? pageCacheKey({
          method: request.method,
          url: request.url,
          host: request.headers.host ?? '',
          cookies: request.cookies,
          sessionCookies: SESSION_COOKIE_NAMES,
          shared,
          languageCookie: LANGUAGE_COOKIE,
          consentCookie: CONSENT_COOKIE,
        })
      : null;
    // A crawler past its budget of renders gets the cached page or a 503 (crawl-budget.ts).
    const crawler = isCrawler(request.headers['user-agent']);
    if (crawler && !(key && cache.get(key)) && !crawlBudget.take()) {
      return reply
        .code(503)
        .header('retry-after', String(CRAWL_RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Crawled too fast: please come back later.');
    }
    let page: ServedPage;
    if (key) {
      const answer = await cache.getOrRender(key, () =>
        renderTurn(() => renderHtml(request, reply, url, { withoutSession: shared })),
      );
      page = answer.page;
      // The database is away: the page as it last was, if this process rendered it lately.
      const stale = page.status === 503 ? cache.stale(key) : undefined;
      if (stale) page = stale;
      reply.header('x-page-cache', stale ? 'stale' : answer.hit ? 'hit' : 'miss');
    } else {
      page = (await renderTurn(() => renderHtml(request, reply, url, { withoutSession: shared })))
        .page;
      if (cache.enabled) reply.header('x-page-cache', 'bypass');
    }
    return sendPage(request, reply, page);
  };

  /** A rendered page's answer: its redirect, else its HTML, compressed when the client takes it. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, page: ServedPage) => {
    // A page's own redirect (an old offer address, a typed city, the ATS) is a path of this
    // site or the ATS, like every other redirect: anything else goes home. (This took only paths
    // of the site: with ATS_URL set, every employer page answered `Location: /`.)
    if (page.headers.location) {
      const location = pageRedirectLocation(page.headers.location, redirectOrigins(request));
      return reply.redirect(location ?? '/', page.status);
    }
    const retryAfter = page.headers['retry-after'];
    if (retryAfter) reply.header('retry-after', retryAfter);
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Cookie, Accept-Encoding');
    const accepted = request.headers['accept-encoding'] ?? '';
    // Every answer has its own CSP nonce, a page from the cache too: the nonce the page was
    // rendered with (random, 128 bits: found nowhere else in it) becomes this answer's, written
    // over it in a copy of the page's bytes. A cached page is sent as the gzip member the cache
    // holds (gzipAnswer: no compression per answer); a client that takes no gzip gets it
    // inflated (and in brotli if it takes that) in a thread.
    const nonce = reply.cspNonce?.script;
    if (isPacked(page)) {
      const gzip = gzipAnswer(page, nonce);
      if (negotiate(accepted, ['gzip'])) return reply.header('content-encoding', 'gzip').send(gzip);
      const encoding = negotiate(accepted, ['br']) as 'br' | null;
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(await unpackLowPriority(gzip, encoding, BROTLI_PAGE_QUALITY));
    }
    const encoding = negotiate(accepted, [...PAGE_ENCODINGS]) as PageEncoding | null;
    if (encoding) reply.header('content-encoding', encoding);
    const body = bodyWithNonce(page, nonce);
    return reply.send(encoding ? await compressedPage(body, encoding) : body);
  };

  app.get('/*', renderPage);

  return { renderHtml, sendPage };
}
