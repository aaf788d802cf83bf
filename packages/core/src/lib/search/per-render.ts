import type { BrandManifest } from '@jobboard/manifest';
import { parseFilters, type SearchFilters } from './query';
import { resolveFilters, type Attrs, type ResolvedFilters } from './resolve';

/*
 * The search page's filters, parsed and resolved once for a URL. One render of the page asks for
 * them from its loader (the 404 of an unknown slug, the results' key), its head (title, city), its
 * typed-city redirect and its component (and the component again on every state change in the
 * browser): each asks here, and the first computes them. The answers are the same object, frozen
 * (a caller spreads it, never writes to it).
 *
 * Keyed by what the result depends on: the path's three params and the query string by value (the
 * loader's params and search are other objects than the component's), the board's attributes and
 * the manifest by identity (one request's loaded answer, one brand); a new attributes answer (SWR
 * revalidation, the next request on the server) starts a new cache, and the old one goes with it
 * (WeakMap). A few URLs are kept per attributes answer: the ones a browser moves between.
 */

type Manifest = Pick<BrandManifest, 'jobPageSlugs' | 'categoryIds'>;

/** How many URLs are kept per attributes answer (the least recently used goes first). */
const KEPT = 16;
/** The key object for "no attributes yet" and "no manifest". */
const NONE = {};

function remember<V>(cache: Map<string, V>, key: string, compute: () => V): V {
  const hit = cache.get(key);
  if (hit !== undefined) {
    // Most recently used last, so that the first key is the one to drop.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const value = compute();
  cache.set(key, value);
  if (cache.size > KEPT) cache.delete(cache.keys().next().value!);
  return value;
}

const parsed = new Map<string, SearchFilters>();

/** The filters of a search URL's query (parseFilters), parsed once per query string. */
export function queryFilters(search: URLSearchParams): SearchFilters {
  return remember(parsed, search.toString(), () => Object.freeze(parseFilters(search)));
}

const resolved = new WeakMap<object, WeakMap<object, Map<string, ResolvedFilters>>>();

/**
 * The filters of the search page's URL, its path's included, resolved against the board's
 * attributes (resolveFilters): computed once per URL and attributes answer.
 */
export function pageFilters(
  params: Record<string, string | undefined>,
  search: URLSearchParams,
  attrs: Attrs,
  manifest?: Manifest,
): ResolvedFilters {
  let byManifest = resolved.get(attrs ?? NONE);
  if (!byManifest) resolved.set(attrs ?? NONE, (byManifest = new WeakMap()));
  let byUrl = byManifest.get(manifest ?? NONE);
  if (!byUrl) byManifest.set(manifest ?? NONE, (byUrl = new Map()));
  const key = JSON.stringify([
    params.category,
    params.specialization,
    params.city,
    search.toString(),
  ]);
  return remember(byUrl, key, () => {
    const value = resolveFilters(params, queryFilters(search), attrs, manifest);
    Object.freeze(value.fromPath);
    return Object.freeze(value);
  });
}
