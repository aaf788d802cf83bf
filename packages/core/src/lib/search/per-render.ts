import type { BrandManifest } from '@jobboard/manifest';
import { parseFilters, type SearchFilters } from './query';
import { resolveFilters, type Attrs, type ResolvedFilters } from './resolve';

/*
 * The search page's filters, parsed and resolved once for a URL. One render of the page asks for
 * them from its loader (the 404 of an unknown slug, the results' key), its head (title, city), its
 * typed-city redirect and its component (and the component again on every state change in the
 * browser): each asks here, and the first computes them. The answers are the same object: a
 * caller reads or spreads it, never writes to it (resolveFilters copies the parsed query).
 *
 * It keeps the last URL's answer, compared by value for the path's three params and the query
 * string (the loader's params and search are other objects than the component's) and by identity
 * for the board's attributes (one loaded answer: a new one, after SWR revalidates or on the
 * server's next request, computes again) and the brand's manifest. That is enough for one render,
 * whose parts ask in turn; on a server rendering several requests at once, another request's
 * render may come between them and the filters are computed again, to the same answer. One entry,
 * not a cache of URLs: the page's first load pays for every byte (tests/e2e/bundle.test.ts).
 */

type Manifest = Pick<BrandManifest, 'jobPageSlugs' | 'categoryIds'>;

let lastQuery: [string, SearchFilters] | undefined;

/** The filters of a search URL's query (parseFilters), parsed once for the same query string. */
export function queryFilters(search: URLSearchParams): SearchFilters {
  const key = search.toString();
  if (lastQuery?.[0] !== key) lastQuery = [key, parseFilters(search)];
  return lastQuery[1];
}

let lastPage: [unknown[], ResolvedFilters] | undefined;

/**
 * The filters of the search page's URL, its path's included, resolved against the board's
 * attributes (resolveFilters): computed once for the same URL, attributes answer and brand.
 */
export function pageFilters(
  params: Record<string, string | undefined>,
  search: URLSearchParams,
  attrs: Attrs,
  manifest?: Manifest,
): ResolvedFilters {
  const inputs = [
    params.category,
    params.specialization,
    params.city,
    search.toString(),
    attrs,
    manifest,
  ];
  if (!lastPage || inputs.some((input, i) => input !== lastPage![0][i]))
    lastPage = [inputs, resolveFilters(params, queryFilters(search), attrs, manifest)];
  return lastPage[1];
}
