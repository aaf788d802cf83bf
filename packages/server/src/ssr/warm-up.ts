import type { FastifyInstance } from 'fastify';
import { canonicalOrigin } from './canonical.js';
import type { SsrModule } from './ssr-module.js';
import { sitemapOffers, type SitemapOffer } from './sitemap.js';

/** The page kinds every visit starts with (the load scenario's, and a search engine's). */
const FIRST_PAGES = ['home', 'findJob'] as const;
/** Renders at once: enough to open a few database connections, not to hold the CPU long. */
const CONCURRENCY = 4;
/**
 * The offers' pages stop being rendered after this long, however many are left: a process that
 * takes much longer to start is one a deployment waits on (about 12 ms a page on two cores:
 * some 1,200 pages fit here).
 */
const OFFER_PAGES_BUDGET_MS = 15_000;

export interface WarmUpReport {
  pages: number;
  /** Of `pages`, the offers' pages (each brand's newest first, in both languages). */
  offerPages: number;
  /** Offer pages left unrendered when the time budget ran out. */
  offerPagesSkipped: number;
  ms: number;
  /** Pages that did not answer 200 (a brand without offers has no offer page to render). */
  failed: string[];
}

interface PageToWarm {
  host: string;
  url: string;
}

/**
 * Renders each brand's home and search pages, then the pages of its newest offers, in both
 * languages, before the process listens (server.ts). A fresh process is slow at first: V8 has
 * compiled nothing yet, each brand's styles are generated on its first render, the route modules
 * load, the database pool opens its connections; and every offer page is a render of 12–16 ms of
 * the event loop until it is in the page cache. Under pnpm bench:load the first seconds' visitors
 * (a crowd arriving at once, as after a newsletter) each asked an offer page nobody had asked
 * yet: a hundred renders queued on one event loop, most of the run's answers over 300 ms. A load
 * balancer sends nothing to a process before it listens, so the first visitor now gets a warm
 * one. The pages rendered are real pages; anonymous ones stay in the page cache for its TTL.
 *
 * The offers go newest first, one brand after another (a brand's second newest after every
 * brand's newest), up to `maxOfferPages` and a time budget: the newest offers are the ones
 * a newsletter, a search engine and the home page send visitors to.
 */
export async function warmUpPages(
  app: FastifyInstance,
  ssr: SsrModule,
  maxOfferPages: number,
): Promise<WarmUpReport> {
  const started = performance.now();
  const failed: string[] = [];
  const render = async (pages: PageToWarm[], until = Infinity): Promise<number> => {
    let next = 0;
    const worker = async () => {
      while (next < pages.length && performance.now() < until) {
        const { host, url } = pages[next++]!;
        const res = await app.inject({
          method: 'GET',
          url,
          headers: { host, accept: 'text/html', 'accept-encoding': 'br' },
        });
        if (res.statusCode !== 200) failed.push(`${host}${url} ${res.statusCode}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return Math.min(next, pages.length);
  };

  // On each brand's canonical host, the one its pages are served on (any other host of the
  // brand is redirected there: ssr/canonical.ts): the anonymous pages rendered are those its
  // visitors will ask for, and the page cache keeps them under that host.
  const brands = app.brands.all.map((brand) => ({
    host: canonicalOrigin(app.env, brand).host,
    name: brand.name,
  }));
  const firstPages = brands.flatMap(({ host }) =>
    ssr.LANGS.flatMap((lang) =>
      FIRST_PAGES.map((name) => ({ host, url: ssr.pathToUnsafe(name, lang) })),
    ),
  );
  // Every brand's newest offer comes first: a brand without offers has no page to render.
  const perBrand = await Promise.all(
    brands.map(async ({ host, name }) => ({
      host,
      offers: await sitemapOffers(app.db, name, Math.max(1, Math.ceil(maxOfferPages / 2))),
    })),
  );
  const byRank = newestFirst(perBrand, ssr);
  // Each brand's newest offer whatever the limit (what the warm-up always rendered).
  const newest = byRank.filter((page) => page.rank === 0).length;
  const offerPages = byRank.slice(0, Math.max(maxOfferPages, newest));
  const rendered = await render(firstPages);
  const offersRendered = await render(offerPages, performance.now() + OFFER_PAGES_BUDGET_MS);
  return {
    pages: rendered + offersRendered,
    offerPages: offersRendered,
    offerPagesSkipped: offerPages.length - offersRendered,
    ms: Math.round(performance.now() - started),
    failed,
  };
}

/** The offers' pages, by rank in their brand (every brand's newest, then second newest…). */
function newestFirst(
  perBrand: { host: string; offers: SitemapOffer[] }[],
  ssr: SsrModule,
): (PageToWarm & { rank: number })[] {
  const pages: (PageToWarm & { rank: number })[] = [];
  const deepest = Math.max(0, ...perBrand.map((b) => b.offers.length));
  for (let rank = 0; rank < deepest; rank++)
    for (const { host, offers } of perBrand) {
      const offer = offers[rank];
      if (!offer) continue;
      for (const lang of ssr.LANGS) {
        const slug = offer.slugs[lang];
        if (slug)
          pages.push({ host, rank, url: ssr.pathToUnsafe('offer', lang, { slug, id: offer.id }) });
      }
    }
  return pages;
}
