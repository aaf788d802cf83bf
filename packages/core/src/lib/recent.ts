import type { Offer } from '@jobboard/contracts';
import { useSyncExternalStore } from 'react';
import { localStorageOrNull, parseStoredList } from './local-storage';

/*
 * Recently viewed offers and recent searches (docs/candidates.md): kept in
 * this browser's localStorage, one list per board, nothing sent to the server. The offer page and
 * the search page record into them (this module is imported lazily, after hydration); the home's
 * and the search page's sections read them once the page has hydrated, so that the server's HTML
 * and the first browser render never differ. A stored value is read as hostile: only the expected
 * shape is kept (bounded strings and counts), anything else is dropped.
 */

/** Offers kept (the home shows the newest RECENT_OFFERS_SHOWN). */
export const RECENT_OFFERS_MAX = 8;
export const RECENT_OFFERS_SHOWN = 4;
/** Distinct searches kept and shown. */
export const RECENT_SEARCHES_MAX = 5;
/** The longest stored text (a title, a name, keywords). */
const TEXT_MAX = 300;
const SLUG = /^[a-z0-9-]{1,200}$/;
/** A company logo's address: the site's own uploads only (never another origin, never `..`). */
const UPLOAD = /^\/api\/uploads\/(?!.*\.\.)[\w./-]{1,200}$/;

export interface RecentLogo {
  url: string;
  width: number;
  height: number;
  variants?: string;
}

type Texts = { fr?: string; en?: string };
export interface RecentOffer {
  id: number;
  /** Title and slug in each language the offer is written in. */
  title: Texts;
  slug: Texts;
  primary: 'fr' | 'en';
  /** The company's name in each language; null for a confidential offer. */
  company: { fr: string; en: string } | null;
  logo: RecentLogo | null;
  city: string | null;
  /** When the offer was posted (ISO), and when this browser viewed it (ms). */
  posted: string;
  viewed: number;
}
export interface RecentSearch {
  q: string;
  city: number | null;
  /** The city's name as the page showed it. */
  cityLabel: string | null;
  at: number;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= TEXT_MAX;
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function texts(v: unknown, valid: (s: unknown) => boolean): Texts | null {
  if (!isObject(v)) return null;
  const out: Texts = {};
  for (const lang of ['fr', 'en'] as const) {
    const s = v[lang];
    if (s === undefined) continue;
    if (!valid(s)) return null;
    out[lang] = s as string;
  }
  return out;
}

function logoOf(v: unknown): RecentLogo | null {
  if (!isObject(v) || typeof v.url !== 'string' || !UPLOAD.test(v.url)) return null;
  if (!isId(v.width) || !isId(v.height)) return null;
  const logo: RecentLogo = { url: v.url, width: v.width, height: v.height };
  if (typeof v.variants === 'string' && UPLOAD.test(v.variants)) logo.variants = v.variants;
  return logo;
}

function offerOf(v: unknown): RecentOffer | null {
  if (!isObject(v) || !isId(v.id) || !isTime(v.viewed)) return null;
  const title = texts(v.title, (s) => isText(s) && s.trim() !== '');
  const slug = texts(v.slug, (s) => typeof s === 'string' && SLUG.test(s));
  const primary = v.primary === 'en' ? 'en' : v.primary === 'fr' ? 'fr' : null;
  if (!title || !slug || !primary || (!title.fr && !title.en)) return null;
  if (!isText(v.posted) || Number.isNaN(Date.parse(v.posted))) return null;
  let company: RecentOffer['company'] = null;
  if (v.company !== null) {
    if (!isObject(v.company) || !isText(v.company.fr) || !isText(v.company.en)) return null;
    company = { fr: v.company.fr, en: v.company.en };
  }
  if (v.city !== null && !isText(v.city)) return null;
  return {
    id: v.id,
    title,
    slug,
    primary,
    company,
    logo: company ? logoOf(v.logo) : null,
    city: v.city,
    posted: v.posted,
    viewed: v.viewed,
  };
}

function searchOf(v: unknown): RecentSearch | null {
  if (!isObject(v) || !isText(v.q) || !isTime(v.at)) return null;
  if (v.city !== null && !isId(v.city)) return null;
  if (v.cityLabel !== null && !isText(v.cityLabel)) return null;
  const q = v.q.trim();
  const cityLabel = v.city === null ? null : v.cityLabel?.trim() || null;
  // A chip needs words to show: the keywords or the city's name.
  if (!q && !cityLabel) return null;
  return { q, city: cityLabel ? v.city : null, cityLabel, at: v.at };
}

const searchKey = (s: RecentSearch) => `${s.q.toLowerCase()}\u0000${s.city ?? ''}`;

/** A stored list: its valid items, newest first, once each, at most `max`. */
function parseList<T>(
  value: string | null,
  item: (v: unknown) => T | null,
  key: (t: T) => string | number,
  max: number,
): T[] {
  const out: T[] = [];
  const seen = new Set<string | number>();
  for (const v of parseStoredList(value).slice(0, max * 4)) {
    const t = item(v);
    if (!t || seen.has(key(t))) continue;
    seen.add(key(t));
    out.push(t);
    if (out.length === max) break;
  }
  return out;
}

export const parseRecentOffers = (value: string | null) =>
  parseList(value, offerOf, (o) => o.id, RECENT_OFFERS_MAX);
export const parseRecentSearches = (value: string | null) =>
  parseList(value, searchOf, searchKey, RECENT_SEARCHES_MAX);

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key.startsWith('jb_recent_')) notify();
};
function subscribe(listener: () => void): () => void {
  if (!listeners.size && typeof window !== 'undefined')
    window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

/** One list kept under `jb_recent_<name>:<board>`, with a stable snapshot per stored value. */
function list<T>(name: string, parse: (value: string | null) => T[]) {
  const EMPTY: readonly T[] = [];
  // Keyed by the storage key in a Map (never a plain object's key).
  const read = new Map<string, { raw: string | null; items: readonly T[] }>();
  /** Storage refused (disabled, full): the value lives in this page's memory. */
  const memory = new Map<string, string | null>();
  const keyOf = (board: string) => `jb_recent_${name}:${board}`;
  const get = (board: string): readonly T[] => {
    const key = keyOf(board);
    let raw: string | null = null;
    if (memory.has(key)) raw = memory.get(key) ?? null;
    else
      try {
        raw = localStorageOrNull()?.getItem(key) ?? null;
      } catch {
        raw = null;
      }
    const known = read.get(key);
    if (known && known.raw === raw) return known.items;
    const items = parse(raw);
    const entry = { raw, items: items.length ? items : EMPTY };
    read.set(key, entry);
    return entry.items;
  };
  const set = (board: string, items: readonly T[]) => {
    const key = keyOf(board);
    const value = items.length ? JSON.stringify(items) : null;
    try {
      const store = localStorageOrNull();
      if (!store) throw new Error('no storage');
      if (value) store.setItem(key, value);
      else store.removeItem(key);
      memory.delete(key);
    } catch {
      memory.set(key, value);
    }
    notify();
  };
  const use = (board: string): readonly T[] =>
    useSyncExternalStore(
      subscribe,
      () => get(board),
      () => EMPTY,
    );
  return { get, set, use };
}

const offers = list('offers', parseRecentOffers);
const searches = list('searches', parseRecentSearches);

export const getRecentOffers = offers.get;
export const useRecentOffers = offers.use;
export const getRecentSearches = searches.get;
export const useRecentSearches = searches.use;

/** The offer page was viewed: the offer goes first (an expired one leaves the list). */
export function recordOfferView(
  board: string,
  offer: Pick<
    Offer,
    'id' | 'contents' | 'primary_language' | 'company' | 'is_confidential' | 'city' | 'created_at'
  >,
  expired: boolean,
  now = Date.now(),
): void {
  const others = offers.get(board).filter((o) => o.id !== offer.id);
  if (expired) {
    if (others.length !== offers.get(board).length) offers.set(board, others);
    return;
  }
  const title: Texts = {};
  const slug: Texts = {};
  for (const lang of ['fr', 'en'] as const) {
    const content = offer.contents[lang];
    if (!content) continue;
    title[lang] = content.title.slice(0, TEXT_MAX);
    if (SLUG.test(content.slug)) slug[lang] = content.slug;
  }
  const company =
    offer.is_confidential || !offer.company
      ? null
      : {
          fr: offer.company.name_fr.slice(0, TEXT_MAX),
          en: offer.company.name_en.slice(0, TEXT_MAX),
        };
  const entry = offerOf({
    id: offer.id,
    title,
    slug,
    primary: offer.primary_language,
    company,
    logo: company ? offer.company?.logo : null,
    city: offer.city ? offer.city.label.slice(0, TEXT_MAX) : null,
    posted: offer.created_at,
    viewed: now,
  });
  if (entry) offers.set(board, [entry, ...others].slice(0, RECENT_OFFERS_MAX));
}

/** A search with keywords or a city was shown: it goes first, once (same words, same city). */
export function recordSearch(
  board: string,
  search: { q?: string | undefined; city?: number | undefined; cityLabel?: string | null },
  now = Date.now(),
): void {
  const entry = searchOf({
    q: (search.q ?? '').trim().slice(0, TEXT_MAX),
    city: search.city ?? null,
    cityLabel: search.cityLabel?.slice(0, TEXT_MAX) ?? null,
    at: now,
  });
  if (!entry) return;
  const key = searchKey(entry);
  const others = searches.get(board).filter((s) => searchKey(s) !== key);
  searches.set(board, [entry, ...others].slice(0, RECENT_SEARCHES_MAX));
}

export function clearRecentSearches(board: string): void {
  searches.set(board, []);
}
