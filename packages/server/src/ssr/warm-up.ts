import type { FastifyInstance } from 'fastify';
import { canonicalOrigin } from './canonical.js';
import type { SsrModule } from './ssr-module.js';
import { sitemapOffers } from './sitemap.js';

/** The page kinds every visit starts with (the load scenario's, and a search engine's). */
const WARM_PAGES = ['home', 'findJob', 'offer'] as const;
/** Renders at once: enough to open a few database connections, not to hold the CPU long. */
const CONCURRENCY = 4;

export interface WarmUpReport {
  pages: number;
  ms: number;
  /** Pages that did not answer 200 (a brand without offers has no offer page to render). */
  failed: string[];
}

/**
 * Renders each brand's home, search and newest offer page once, in both languages, before the
 * process listens (server.ts). A fresh process is slow at first: V8 has compiled nothing yet,
 * each brand's styles are generated on its first render, the route modules load, the database
 * pool opens its connections. Under pnpm bench:load that cost fell on the first visitors: most of
 * the requests over 300 ms came in the run's first seconds. A load balancer sends nothing to a
 * process before it listens, so the first visitor now gets a warm one. The pages rendered are
 * real pages; anonymous ones stay in the page cache for its TTL.
 */
export async function warmUpPages(app: FastifyInstance, ssr: SsrModule): Promise<WarmUpReport> {
  const started = performance.now();
  const urls: { host: string; url: string }[] = [];
  // On each brand's canonical host, the one its pages are served on (any other host of the
  // brand is redirected there: ssr/canonical.ts): the anonymous pages rendered are those its
  // visitors will ask for, and the page cache keeps them under that host.
  for (const brand of app.brands.all) {
    const host = canonicalOrigin(app.env, brand).host;
    const [newest] = await sitemapOffers(app.db, brand.name, 1);
    for (const lang of ssr.LANGS) {
      for (const name of WARM_PAGES) {
        if (name !== 'offer') urls.push({ host, url: ssr.pathToUnsafe(name, lang) });
        else if (newest?.slugs[lang])
          urls.push({
            host,
            url: ssr.pathToUnsafe(name, lang, { slug: newest.slugs[lang], id: newest.id }),
          });
      }
    }
  }
  const failed: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const { host, url } = urls[next++]!;
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { host, accept: 'text/html', 'accept-encoding': 'br' },
      });
      if (res.statusCode !== 200) failed.push(`${host}${url} ${res.statusCode}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { pages: urls.length, ms: Math.round(performance.now() - started), failed };
}
