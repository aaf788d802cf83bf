/**
 * How many pages a second this process renders for crawlers (lib/crawlers.ts), as a token bucket:
 * a crawler reading every sitemap URL asks for pages no visitor asked for lately, each a render
 * (10-30 ms of the event loop), at whatever pace it likes; unbounded, twenty a second took a
 * process from its visitors. Past the budget a crawler's page that is not in the page cache is
 * answered 503 with Retry-After, which search engines read as "come back later" and which slows
 * their crawl (Google Search Central: "Reduce the Googlebot crawl rate"); a cached page is
 * always served. Per process: each guards its own event loop.
 */
export interface CrawlBudgetOptions {
  /** Renders a second, on average. */
  perSecond: number;
  /** Renders at once after a quiet spell. */
  burst: number;
  now?: () => number;
}

export class CrawlBudget {
  private tokens: number;
  private last: number;
  private readonly now: () => number;

  constructor(private readonly options: CrawlBudgetOptions) {
    this.now = options.now ?? (() => performance.now());
    this.tokens = options.burst;
    this.last = this.now();
  }

  /** Takes one render if the budget has one. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(
      this.options.burst,
      this.tokens + ((now - this.last) / 1000) * this.options.perSecond,
    );
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Seconds a crawler is asked to wait before asking again. */
export const CRAWL_RETRY_AFTER_SECONDS = 30;
