import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pLimit, { type LimitFunction } from 'p-limit';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { generatedDir, seoHeadData } from '@jobboard/manifest';
import type { BrandBundle } from '../brands/bundle.js';
import { watchBrandBuild } from '../brands/watch.js';
import { LANG_COOKIE, detectLanguage } from './language.js';
import { sitemapOffers, sitemapXml, type SitemapUrl } from './sitemap.js';
import { SESSION_COOKIES } from '../plugins/auth.js';
import { LANGUAGE_COOKIE } from '../plugins/language.js';
import {
  PageCache,
  bodyWithNonce,
  changesPublicPages,
  isPacked,
  nonceEdit,
  pageBody,
  pageCacheKey,
  type CachedPage,
  type ServedPage,
} from './page-cache.js';
import {
  clientAssets,
  loadSsrModule,
  withNonce,
  type ClientAssets,
  type SsrModule,
} from './ssr-module.js';
import { sameSitePath } from '@jobboard/contracts/safe-redirect';
import { CONSENT_COOKIE, parseConsentCookie, type PostedForm } from '@jobboard/contracts';
import { pageRedirectLocation, routablePageUrl } from './redirect.js';
import { registerSignInForms } from './sign-in-form.js';
import { canonicalOrigin, canonicalRedirect, isDevelopmentHost } from './canonical.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unavailable.js';
import { compressLowPriority, unpackLowPriority } from '../lib/low-priority-work.js';
import { readInProcess } from '../plugins/public-read.js';
import { warmUpPages, type WarmUpReport } from './warm-up.js';
import { CRAWL_RETRY_AFTER_SECONDS, CrawlBudget } from './crawl-budget.js';
import { isCrawler } from '../lib/crawlers.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rendered pages of anonymous visitors (page-cache.ts); tests and load tests read its stats. */
    pageCache: PageCache;
    /** The turns of page renders (RENDER_CONCURRENCY): how many run, how many wait. */
    pageRenders: LimitFunction;
    /** Renders each brand's first pages once, before the process listens (warm-up.ts). */
    warmUpPages(): Promise<WarmUpReport>;
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

/** True when `apiPath` needs a session cookie the request does not carry. */
export function needsAbsentSession(
  apiPath: string,
  cookies: Record<string, string | undefined>,
): boolean {
  const resource = SESSION_RESOURCES.find((r) => r.path.test(apiPath));
  return !!resource && !cookies[resource.cookie];
}

/**
 * The site itself, registered LAST: built client assets, generated brand images,
 * robots.txt, sitemap.xml, the web manifest and favicons per host, `/` language detection, and
 * every other HTML GET rendered through the SSR bundle of packages/core with its data loaded by
 * calling this same app (app.inject, the visitor's cookies forwarded).
 */
const PAGE_ENCODINGS = ['br', 'gzip'] as const;
type PageEncoding = (typeof PAGE_ENCODINGS)[number];
/**
 * Brotli's quality for pages. Every page answer is compressed on its own (each carries its own
 * CSP nonce, a cached page's included): at a hundred pages a second that is a tenth of a core.
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

export default fp(
  async (app) => {
    const root = app.brands.root ?? generatedDir();
    const clientDir = path.join(root, 'client');
    const ssrDir = path.join(root, 'ssr');
    const brandsDir = path.join(root, 'brands');

    let ssr: Promise<SsrModule> | undefined;
    let assets: ClientAssets | undefined;
    const getSsr = () => (ssr ??= loadSsrModule(ssrDir));
    const getAssets = () => (assets ??= clientAssets(clientDir));
    app.decorate('warmUpPages', async () => warmUpPages(app, await getSsr()));

    /**
     * The brand's build: its presentation (theme, head, robots, web manifest, images) comes
     * from nowhere else. Read per request from the registry, so a swapped brand shows at once.
     * Only a registry of bare manifests (tests of the API) lacks it: 503, with the command.
     */
    const bundleOf = (request: FastifyRequest, reply: FastifyReply): BrandBundle | undefined => {
      const bundle = app.brands.bundle(request.brand.name);
      if (!bundle) {
        void reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send(
            `The brand "${request.brand.name}" is not built: run \`pnpm brand build ${request.brand.name}\`.`,
          );
      }
      return bundle;
    };

    // Hashed file names: cached for a year. The build wrote each script and style compressed
    // (name.js.br, name.js.gz: vite.config.ts); those files are sent as they are.
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
      preCompressed: true,
      allowedPath: (pathName) => !pathName.startsWith('/.vite'),
    });
    // Generated image variants and theme stylesheets (content-hashed names):
    // /brand/<key>/images/<file>, /brand/<key>/fonts/<file>.<hash>.woff2, /brand/<key>/theme.<hash>.css.
    await app.register(fastifyStatic, {
      root: brandsDir,
      prefix: '/brand/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
      allowedPath: (pathName) =>
        /^\/[a-z][a-z0-9_]*\/(?:images\/[^/]+|fonts\/[^/]+\.woff2|theme\.[0-9a-f]{8,}\.css)$/.test(
          pathName,
        ),
      // The logos are also shown by mail clients (templates/emails), on other origins: helmet's
      // same-origin resource policy would block them in a webmail.
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}images${path.sep}`))
          reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });

    /**
     * The origin pages name (canonical link, hreflang, og:url, sitemap, robots.txt): the brand's
     * canonical origin, or a development host's own (other hosts were redirected to the first).
     */
    const origin = (request: FastifyRequest) =>
      isDevelopmentHost(request.host)
        ? `${app.env.PUBLIC_URL_SCHEME}://${request.host}`
        : canonicalOrigin(app.env, request.brand).origin;

    // Every other host of a brand sends its pages to the brand's canonical origin, once for all
    // (301): search engines and visitors see one address per page.
    app.addHook('onRequest', async (request, reply) => {
      const brand = request.brandOrUndefined;
      if (!brand) return;
      const location = canonicalRedirect(request, canonicalOrigin(app.env, brand));
      if (!location) return;
      return reply.header('cache-control', 'public, max-age=3600').redirect(location, 301);
    });

    // The brand build's robots.txt (cli: from the route table), its sitemap line naming this
    // origin's sitemap.
    app.get('/robots.txt', async (request, reply) => {
      const bundle = bundleOf(request, reply);
      if (!bundle) return reply;
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return bundle.robots.replace(/^Sitemap: .*$/gm, `Sitemap: ${origin(request)}/sitemap.xml`);
    });

    app.get('/sitemap.xml', async (request, reply) => {
      if (!bundleOf(request, reply)) return reply;
      const s = await getSsr();
      const o = origin(request);
      const brand = request.brand;
      const urls: SitemapUrl[] = [];
      const listingAlternates = (name: string) => ({
        fr: o + s.pathToUnsafe(name, 'fr'),
        en: o + s.pathToUnsafe(name, 'en'),
      });
      for (const name of s.sitemapRoutes) {
        const alternates = listingAlternates(name);
        for (const lang of s.LANGS) urls.push({ loc: alternates[lang], alternates });
      }
      const list = await sitemapOffers(app.db, brand.name);
      const newest = list.reduce((max, x) => (x.lastmod > max ? x.lastmod : max), '');
      if (newest) for (const u of urls) u.lastmod = newest;
      // An offer's page in each language it is written in: a one-language offer's other address
      // shows it untranslated with its canonical on this one, so it is not listed.
      for (const offer of list) {
        const alternates: SitemapUrl['alternates'] = {};
        for (const lang of s.LANGS) {
          const slug = offer.slugs[lang];
          if (slug) alternates[lang] = o + s.pathToUnsafe('offer', lang, { slug, id: offer.id });
        }
        for (const lang of s.LANGS) {
          const loc = alternates[lang];
          if (loc) urls.push({ loc, lastmod: offer.lastmod, alternates });
        }
      }
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
      return sitemapXml(urls);
    });

    app.get('/site.webmanifest', async (request, reply) => {
      const bundle = bundleOf(request, reply);
      if (!bundle) return reply;
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'public, max-age=3600');
      return bundle.webManifest;
    });

    app.get('/favicon.ico', async (request, reply) => {
      const bundle = bundleOf(request, reply);
      if (!bundle) return reply;
      const { images } = bundle;
      const ico = (images.favicon ?? []).find((v) => v.format === 'ico') ?? images.favicon?.[0];
      if (!ico) return reply.code(404).send({ message: 'Not Found' });
      return reply.redirect(ico.path, 301);
    });

    // Only `/` detects the language; every other path names its own.
    app.get('/', async (request, reply) => {
      const lang = detectLanguage(
        request.cookies[LANG_COOKIE],
        request.headers['accept-language'],
        request.brand.behaviour.defaultLanguage,
      );
      reply.header('vary', 'Cookie, Accept-Language').header('cache-control', 'private, no-cache');
      return reply.redirect(`/${lang}`, 302);
    });

    /**
     * A page compressed for one answer (each carries its own nonce), in a thread that yields the
     * CPU to the event loop (lib/low-priority-work.ts), which goes on rendering.
     */
    const compressedPage = (
      bytes: Uint8Array<ArrayBuffer>,
      encoding: PageEncoding,
    ): Promise<Buffer> => compressLowPriority(bytes, encoding, BROTLI_PAGE_QUALITY);

    const cache = new PageCache({ ttlMs: app.env.PAGE_CACHE_TTL_SECONDS * 1000 });
    const renderTurn = pLimit(RENDER_CONCURRENCY);
    app.decorate('pageRenders', renderTurn);
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
      postedForm?: PostedForm,
    ): Promise<{ page: CachedPage; cacheable: boolean }> => {
      const s = await getSsr();
      const { tags, chunksTag } = getAssets();
      const nonce = reply.cspNonce?.script;
      const cookie = request.headers.cookie ?? '';
      const host = request.headers.host ?? '';
      let setsCookie = false;
      // An answer of 503 (the database away: plugins/errors.ts) makes the page a 503 too.
      let databaseAway = false;
      const fetchApi = async (apiPath: string) => {
        if (needsAbsentSession(apiPath, request.cookies))
          return { status: 401, body: { message: 'unauthorized' } };
        // A public read (plugins/public-read.ts) is the route's own function called here, as this
        // visitor: no second trip through the HTTP pipeline, JSON and back. Anything else, or
        // any answer but a success, comes from the API itself.
        const read = await readInProcess(app, request, apiPath);
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
      const html = `<!doctype html>
<html lang="${result.lang === 'fr' ? 'fr-CA' : 'en-CA'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head.trim()}
<link rel="icon" href="/favicon.ico" sizes="any">
${result.styles}
${withNonce(tags, nonce)}
</head>
<body>
<div id="root">${result.html}</div>
${result.state}
${chunksTag(result.modules ?? [])}
</body>
</html>`;
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
      const key = cache.enabled
        ? pageCacheKey({
            method: request.method,
            url: request.url,
            host: request.headers.host ?? '',
            cookies: request.cookies,
            sessionCookies: SESSION_COOKIE_NAMES,
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
          renderTurn(() => renderHtml(request, reply, url)),
        );
        page = answer.page;
        // The database is away: the page as it last was, if this process rendered it lately.
        const stale = page.status === 503 ? cache.stale(key) : undefined;
        if (stale) page = stale;
        reply.header('x-page-cache', stale ? 'stale' : answer.hit ? 'hit' : 'miss');
      } else {
        page = (await renderTurn(() => renderHtml(request, reply, url))).page;
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
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', [
        ...PAGE_ENCODINGS,
      ]) as PageEncoding | null;
      if (encoding) reply.header('content-encoding', encoding);
      // Every answer has its own CSP nonce, a page from the cache too: the nonce the page was
      // rendered with (random, 128 bits: found nowhere else in it) becomes this answer's, written
      // over it in a copy of the page's bytes — for a cached page, in the thread that unpacks it.
      const nonce = reply.cspNonce?.script;
      if (isPacked(page))
        return reply.send(
          await unpackLowPriority(
            page.packed,
            nonceEdit(page, nonce),
            encoding,
            BROTLI_PAGE_QUALITY,
          ),
        );
      const body = bodyWithNonce(page, nonce);
      return reply.send(encoding ? await compressedPage(body, encoding) : body);
    };

    app.get('/*', renderPage);

    // A page's form sent before its script ran (a slow network, a click during hydration) is
    // posted here: the forms that hold a password say method="post" so that it never lands in a
    // URL, a history or a log. The sign-in forms sign in (sign-in-form.ts); any other's body is
    // dropped and the visitor comes back to the same page (Post/Redirect/Get), where the form
    // now works.
    await app.register(async (pages) => {
      // Any form encoding (url-encoded, multipart with a file) is accepted and left unread.
      pages.removeAllContentTypeParsers();
      pages.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      // The sign-in forms sign in without JavaScript (sign-in-form.ts): their own parser and routes.
      await pages.register(async (forms) =>
        registerSignInForms(app, forms, async (request, reply, form) => {
          if (!bundleOf(request, reply)) return reply;
          const url = routablePageUrl(request.url);
          if (url === null) return reply.callNotFound();
          const { page } = await renderHtml(request, reply, url, form);
          return sendPage(request, reply, page);
        }),
      );
      pages.post('/*', async (request, reply) => {
        if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
        return reply.redirect(sameSitePath(request.url) ?? '/', 303);
      });
    });
  },
  { name: 'ssr', dependencies: ['brand', 'context'] },
);
