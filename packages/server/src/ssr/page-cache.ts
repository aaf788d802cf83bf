import { crc32 } from 'node:zlib';
import { formatConsentCookie, parseConsentCookie } from '@jobboard/contracts';
import { packLowPriority } from '../lib/low-priority-work.js';

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
 *
 * Pages are kept as the gzip answer they are sent as (deflate level 6, about a fifth of their
 * bytes), made once in a low-priority thread (lib/low-priority-work.ts) when the page is stored:
 * an answer of a cached page copies it, writes its own CSP nonce over the stored one and corrects
 * the CRC (gzipAnswer), about 0.1 ms on the event loop and nothing in a thread. Until then every
 * hit was inflated, given its nonce and compressed again with brotli in a thread: about 2 ms of
 * processor a hit and two trips through a low-priority thread, which a busy machine runs last.
 */

export { changesPublicPages } from '../lib/public-writes.js';

export interface CachedPage {
  status: number;
  /** The page as UTF-8, as it is sent: a cached page is not encoded again for each answer. */
  body: Buffer;
  headers: Record<string, string>;
  /**
   * The CSP nonce the page was rendered with and where it stands in `body` (byte offsets): each
   * answer of the page writes its own nonce there, so no two visitors share one.
   */
  nonce?: { value: string; offsets: number[] };
}

/**
 * A page as the cache holds it: its bytes as one gzip member (packLowPriority) in which the
 * nonce's bytes are stored as they are, at `gzipNonceOffsets`; the rest as rendered.
 */
export type PackedPage = Omit<CachedPage, 'body'> & { gzip: Buffer; gzipNonceOffsets: number[] };

/** What a request is answered with: the page just rendered, or one from the cache. */
export type ServedPage = CachedPage | PackedPage;

export const isPacked = (page: ServedPage): page is PackedPage => 'gzip' in page;

/** A page in the cache's form: compressed once, in a thread (`page.body` is not used after). */
export async function packPage(page: CachedPage): Promise<PackedPage> {
  const { body, nonce, ...rest } = page;
  const packed = await packLowPriority(
    ownCopy(body),
    nonce ? { length: nonce.value.length, offsets: nonce.offsets } : null,
  );
  return {
    ...rest,
    ...(nonce ? { nonce } : {}),
    gzip: packed.gzip,
    gzipNonceOffsets: packed.offsets,
  };
}

/** Zeros to compute CRCs over (gzipAnswer), grown to the longest page asked. */
let zeros = Buffer.alloc(0);

/** The CRC-32 of as many zeros as a cached page's text has bytes, by page (gzipAnswer). */
const crcOfZeros = new WeakMap<PackedPage, number>();

/**
 * The gzip answer of a cached page with `nonce` as its CSP nonce: the stored member when the
 * nonce is the one it was rendered with, else a copy with the nonce written over the stored
 * bytes and the CRC-32 of the new text. CRC-32 is affine: for texts of one length,
 * crc(a) ^ crc(b) ^ crc(c) = crc(a ^ b ^ c). With a the rendered text, b the difference of the
 * two nonces at their places (zeros elsewhere) and c all zeros, a ^ b ^ c is the answer's text:
 * one pass over a buffer of zeros an answer, not over the page (crc(c) depends on the page's length
 * only: it is the page's, computed at its first answer).
 */
export function gzipAnswer(page: PackedPage, nonce: string | undefined): Buffer {
  const edit = nonceEdit(page, nonce);
  if (!edit || !page.nonce) return page.gzip;
  const answer = ownCopy(page.gzip);
  for (const at of page.gzipNonceOffsets) answer.write(edit.value, at, 'latin1');
  const crcAt = answer.length - 8;
  const textLength = answer.readUInt32LE(crcAt + 4);
  if (zeros.length < textLength) zeros = Buffer.alloc(textLength);
  const text = zeros.subarray(0, textLength);
  let ofZeros = crcOfZeros.get(page);
  if (ofZeros === undefined) crcOfZeros.set(page, (ofZeros = crc32(text)));
  const rendered = page.nonce.value;
  for (const at of edit.offsets)
    for (let i = 0; i < rendered.length; i++)
      text[at + i] = rendered.charCodeAt(i) ^ edit.value.charCodeAt(i);
  const ofDifference = crc32(text);
  for (const at of edit.offsets) text.fill(0, at, at + rendered.length);
  answer.writeUInt32LE((answer.readUInt32LE(crcAt) ^ ofDifference ^ ofZeros) >>> 0, crcAt);
  return answer;
}

/**
 * The nonce to write over the one `page` was rendered with, for an answer whose nonce is `nonce`:
 * null when there is nothing to write (no nonce, the same one, or — never: one generator — one
 * of another length, which would shift the page's bytes).
 */
export function nonceEdit(
  page: ServedPage,
  nonce: string | undefined,
): { value: string; offsets: number[] } | null {
  const rendered = page.nonce;
  if (!nonce || !rendered || rendered.value === nonce || rendered.value.length !== nonce.length)
    return null;
  return { value: nonce, offsets: rendered.offsets };
}

/** A rendered page's bytes (its parts one after the other) and the places of its nonce in them. */
export function pageBody(
  html: string | readonly string[],
  nonce: string | undefined,
): Pick<CachedPage, 'body' | 'nonce'> {
  const body =
    typeof html === 'string'
      ? Buffer.from(html, 'utf8')
      : Buffer.concat(html.map((part) => Buffer.from(part, 'utf8')));
  if (!nonce) return { body };
  const offsets: number[] = [];
  for (let at = body.indexOf(nonce); at >= 0; at = body.indexOf(nonce, at + nonce.length))
    offsets.push(at);
  return { body, nonce: { value: nonce, offsets } };
}

/**
 * The page's bytes with `nonce` in place of the one it was rendered with, in a buffer of their own
 * (the compression thread takes it over). A nonce of another length (never: one generator) or
 * none leaves the page as it is.
 */
export function bodyWithNonce(page: CachedPage, nonce: string | undefined): Buffer<ArrayBuffer> {
  const copy = ownCopy(page.body);
  const edit = nonceEdit(page, nonce);
  if (edit) for (const at of edit.offsets) copy.write(edit.value, at, 'latin1');
  return copy;
}

/** `bytes` in memory of their own (not a pooled slab, not zeroed first: the copy writes all). */
function ownCopy(bytes: Buffer): Buffer<ArrayBuffer> {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

export interface PageCacheOptions {
  /** Time to live of an entry; 0 turns the cache off. */
  ttlMs: number;
  maxEntries?: number;
  /** Bound on the memory of the cached pages (their packed bytes). */
  maxBytes?: number;
  now?: () => number;
  /** [0, 1) for the TTL's jitter (tests fix it). */
  random?: () => number;
}

/** A page's TTL varies by this share either way (set()). */
const TTL_JITTER = 0.15;

/** How long past its time an entry may still be shown while the database is away. */
const STALE_MS = 30 * 60_000;

interface Entry {
  page: PackedPage;
  expires: number;
  size: number;
}

export class PageCache {
  readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private readonly random: () => number;
  /** Insertion order doubles as LRU order: a hit moves its entry to the end. */
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<PackedPage | null>>();
  /** Pages being packed to be stored (stored()). */
  private readonly packing = new Set<Promise<void>>();
  private bytes = 0;
  /** Bumped by every successful mutation; a render that started before one is not stored. */
  private generation = 0;
  readonly stats = { hits: 0, misses: 0, invalidations: 0 };

  constructor(options: PageCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 5000;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): PackedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Past its time the entry stays (until evicted) as the page to show while the database is
    // away (stale()), but no fresh request gets it.
    if (entry.expires <= this.now()) {
      if (entry.expires + STALE_MS <= this.now()) this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  /**
   * The page last rendered for `key`, however old (up to STALE_MS past its time): shown while
   * the database cannot be reached, the way a CDN's stale-if-error does, rather than an error.
   */
  stale(key: string): PackedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expires + STALE_MS <= this.now()) return undefined;
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
   * and stored when `render` says it may be (not cacheable: each caller renders its own). A page
   * that may be stored is answered in its stored form (packPage) too: compressed once.
   */
  async getOrRender(
    key: string,
    render: () => Promise<{ page: CachedPage; cacheable: boolean }>,
  ): Promise<{ page: ServedPage; hit: boolean }> {
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
    if (pending) return { page: (await job).page, hit: false };
    // A page the thread could not pack is still answered, as rendered, and not stored.
    const packed = job.then(
      (r) => (r.cacheable && r.page.body.length <= this.maxBytes ? packPage(r.page) : null),
      () => null,
    );
    const tracked = packed.catch(() => null);
    // The key stays in flight until the page is stored: a request meanwhile shares this render.
    this.inflight.set(key, tracked);
    const stored = tracked
      .then((page) => {
        if (page && generation === this.generation) this.set(key, page);
      })
      .finally(() => {
        if (this.inflight.get(key) === tracked) this.inflight.delete(key);
        this.packing.delete(stored);
      });
    this.packing.add(stored);
    const { page } = await job;
    return { page: (await tracked) ?? page, hit: false };
  }

  /** Settles when the pages rendered so far are stored (tests). */
  async stored(): Promise<void> {
    while (this.packing.size) await Promise.all(this.packing);
  }

  private set(key: string, page: PackedPage): void {
    const size = page.gzip.length;
    if (size > this.maxBytes / 4) return;
    this.delete(key);
    // Each page's time is its TTL give or take 15 %: pages rendered together (the warm-up, the
    // first minute of a spike) do not all expire in the same second and come back as one burst
    // of renders on the event loop, in which even cache hits wait.
    const ttl = this.ttlMs * (1 - TTL_JITTER + 2 * TTL_JITTER * this.random());
    this.entries.set(key, { page, expires: this.now() + ttl, size });
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

/**
 * The cache key of a page request, or null when it must not be cached: a signed-in visitor on a
 * page that is not `shared` (the route table: a shared page renders without the session, the
 * same for everyone), or an unusually long address. The host picks the brand, the `lg` cookie
 * the API's language and the consent cookie whether the page carries the consent banner and may
 * load ads: the key holds the choice as parsed (a handful of values), never the raw cookie a
 * visitor can vary at will.
 */
export function pageCacheKey(request: {
  method: string;
  url: string;
  host: string;
  cookies: Record<string, string | undefined>;
  sessionCookies: readonly string[];
  /** The page is the same for every visitor (isSharedPagePath): the session does not count. */
  shared?: boolean;
  languageCookie: string;
  consentCookie?: string;
}): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.url.length > 1024) return null;
  if (!request.shared && request.sessionCookies.some((name) => request.cookies[name])) return null;
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
