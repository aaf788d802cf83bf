import { formatConsentCookie, parseConsentCookie } from '@jobboard/contracts';

/**
 * A micro-cache of rendered pages for anonymous visitors (the target: an offer page under 25 ms p99
 * at 10 concurrent requests on one process). A render loads its data through the API (PGlite
 * answers one query at a time) and renders React: 10–30 ms of CPU. A page served from memory
 * costs well under a millisecond.
 *
 * Freshness: any successful mutating API request (non-GET) empties the cache, so a published
 * offer shows at once; a short TTL bounds what changes without a request (time, CLI, another
 * process). Never cached: signed-in visitors (a session cookie), answers other than 200, and
 * answers that set a cookie. Concurrent misses of one key share one render.
 */

export interface CachedPage {
  status: number;
  html: string;
  headers: Record<string, string>;
  /**
   * The CSP nonce the html was rendered with: each answer of the page replaces it with its own,
   * so no two visitors share a nonce. (The html is compressed per answer for that reason.)
   */
  nonce?: string;
}

export interface PageCacheOptions {
  /** Time to live of an entry; 0 turns the cache off. */
  ttlMs: number;
  maxEntries?: number;
  /** Total size of the cached HTML (UTF-16 length), a bound on memory. */
  maxBytes?: number;
  now?: () => number;
}

interface Entry {
  page: CachedPage;
  expires: number;
  size: number;
}

export class PageCache {
  readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  /** Insertion order doubles as LRU order: a hit moves its entry to the end. */
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<CachedPage | null>>();
  private bytes = 0;
  /** Bumped by every successful mutation; a render that started before one is not stored. */
  private generation = 0;
  readonly stats = { hits: 0, misses: 0, invalidations: 0 };

  constructor(options: PageCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 1000;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  /** Data changed: every page may show it. */
  invalidate(): void {
    this.generation++;
    this.stats.invalidations++;
    this.entries.clear();
    this.inflight.clear();
    this.bytes = 0;
  }

  /**
   * A brand was rebuilt (hot swap): drop the pages of the hosts `match` accepts (a key starts
   * with its Host header), and keep the other brands' pages. Renders under way are not stored.
   */
  invalidateHosts(match: (host: string) => boolean): void {
    this.generation++;
    this.stats.invalidations++;
    const hostOf = (key: string) => key.slice(0, key.indexOf('\n'));
    for (const key of [...this.entries.keys()]) if (match(hostOf(key))) this.delete(key);
    for (const key of [...this.inflight.keys()]) if (match(hostOf(key))) this.inflight.delete(key);
  }

  /**
   * The cached page, or the result of `render` — shared with concurrent callers of the same key
   * and stored when `render` says it may be (not cacheable: each caller renders its own).
   */
  async getOrRender(
    key: string,
    render: () => Promise<{ page: CachedPage; cacheable: boolean }>,
  ): Promise<{ page: CachedPage; hit: boolean }> {
    const cached = this.get(key);
    if (cached) {
      this.stats.hits++;
      return { page: cached, hit: true };
    }
    const pending = this.inflight.get(key);
    if (pending) {
      const shared = await pending;
      if (shared) {
        this.stats.hits++;
        return { page: shared, hit: true };
      }
    }
    this.stats.misses++;
    const generation = this.generation;
    const job = render();
    if (!pending) {
      const tracked = job.then(
        (r) => (r.cacheable ? r.page : null),
        () => null,
      );
      this.inflight.set(key, tracked);
      void tracked.finally(() => {
        if (this.inflight.get(key) === tracked) this.inflight.delete(key);
      });
    }
    const { page, cacheable } = await job;
    if (cacheable && generation === this.generation) this.set(key, page);
    return { page, hit: false };
  }

  private set(key: string, page: CachedPage): void {
    const size = page.html.length;
    if (size > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, { page, expires: this.now() + this.ttlMs, size });
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.size;
    this.entries.delete(key);
  }
}

/** Methods that do not change data: they never invalidate. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * API routes (Fastify patterns) whose writes never change a page rendered for an anonymous
 * visitor: a visitor's or candidate's own sign-in, account, documents, skills, applications,
 * newsletter subscription and e-mail links. Any other successful write (employers' companies,
 * offers, publishing, payments, and any route added later) empties the cache. Before this, every
 * application and sign-in emptied it, and under load (pnpm bench:load) it was empty most of the time.
 */
const PRIVATE_WRITE_ROUTES = [
  /^\/api\/(jobboard|ats)\/auth\/(login|logout|forgot-password|change-password)$/,
  /^\/api\/jobboard\/signup$/,
  /^\/api\/auth\/reset-password$/,
  /^\/api\/email-confirmation$/,
  /^\/api\/jobboard\/:board\/(user|employer)\/email-confirmation\/resend$/,
  /^\/api\/jobboard\/:board\/user\//,
  /^\/api\/jobboard\/user\//,
  /^\/api\/jobboard\/:jobboard\/offers\/:offerId\/(apply|apply-register)$/,
  /^\/api\/jobboard\/:jobboard\/news-letter(\/confirm|\/unsubscribe)?$/,
];

/** Whether a successful request of this method on this route pattern may change a public page. */
export function changesPublicPages(method: string, routeUrl: string | undefined): boolean {
  if (SAFE_METHODS.has(method)) return false;
  return !routeUrl || !PRIVATE_WRITE_ROUTES.some((pattern) => pattern.test(routeUrl));
}

/**
 * The cache key of a page request, or null when it must not be cached: a signed-in visitor, or
 * an unusually long address. The host picks the brand, the `lg` cookie the API's language and
 * the consent cookie whether the page carries the consent banner and may load ads: the key holds
 * the choice as parsed (a handful of values), never the raw cookie a visitor can vary at will.
 */
export function pageCacheKey(request: {
  method: string;
  url: string;
  host: string;
  cookies: Record<string, string | undefined>;
  sessionCookies: readonly string[];
  languageCookie: string;
  consentCookie?: string;
}): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.url.length > 1024) return null;
  if (request.sessionCookies.some((name) => request.cookies[name])) return null;
  const key = `${request.host}\n${normalizedUrl(request.url)}\n${request.cookies[request.languageCookie] ?? ''}`;
  if (!request.consentCookie) return key;
  const consent = parseConsentCookie(request.cookies[request.consentCookie]);
  return `${key}\n${consent ? formatConsentCookie(consent) : ''}`;
}

/**
 * A page address with its query parameters in one order (by name; a repeated name keeps its
 * values' order): `?city=5&q=x` and `?q=x&city=5` are one search, so one cached page.
 */
export function normalizedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url.slice(mark + 1);
  if (!query) return url.slice(0, mark);
  const pairs = query
    .split('&')
    .filter(Boolean)
    .map((pair, index) => ({ name: pair.split('=', 1)[0]!, pair, index }));
  pairs.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.index - b.index));
  return `${url.slice(0, mark)}?${pairs.map((p) => p.pair).join('&')}`;
}
