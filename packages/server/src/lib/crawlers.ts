/**
 * Search engines' and link previewers' robots, by their User-Agent: they read pages (every sitemap
 * URL, none of them in the page cache yet) at a pace of their own, not a visitor's. One test for
 * every use: the crawl budget of page renders (ssr/crawl-budget.ts), and figures that count
 * people, not robots. Self-declared robots only (Googlebot, bingbot, Applebot, facebookexternalhit,
 * AhrefsBot, Lighthouse…): a headless browser of the tests is a visitor.
 */
const CRAWLER =
  /bot(?:[/_;)-]|$)|\bbot\b|crawler|spider|slurp|facebookexternalhit|embedly|feedfetcher|mediapartners-google|chrome-lighthouse/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return !!userAgent && CRAWLER.test(userAgent);
}
