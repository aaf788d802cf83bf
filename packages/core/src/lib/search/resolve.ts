import type { Attribute, AttributesByType, City, OfferRelaxation } from '@jobboard/contracts';
import type { BrandManifest } from '@jobboard/manifest';
import type { IntlShape } from 'react-intl';
import { pathTo, type Lang } from '@jobboard/contracts/routes';
import { attrLabel, findBySlug } from '../localize';
import {
  filtersQueryString,
  filtersToQuery,
  type FacetName,
  type FilterName,
  type SearchFilters as Filters,
} from './query';

/*
 * A search URL against the board's reference data (no React: the page, its head, its loader and
 * their tests share it): the filters of its path and query and whether they name what the board
 * has (resolveFilters; per-render.ts runs it once a render), the URL of a search (searchHref),
 * what it is about and its title (searchSubject, searchTitle) and the way out of an empty result
 * (bestRelaxation, radiusRelaxation). Part of lib/search (README.md).
 */

/** What the search page knows of the board: its filter families' attributes and the cities. */
export interface SearchAttributesData {
  attributes: Pick<AttributesByType, FacetName>;
  cities: City[];
}

export type Attrs = SearchAttributesData | undefined;

export interface ResolvedFilters extends Filters {
  /** A slug of the path, or an id of the query, that the board does not know: a 404. */
  unknown?: boolean;
  /** The filters the path itself sets (/job/{category}/…, the board's own job page). */
  fromPath: Partial<Record<FilterName, number[]>>;
}

/**
 * Filters of the URL query (`query`: parseFilters of its search string) plus those of the path
 * (/job/{category}/{specialization}/{city}). The page calls it through per-render.ts
 * (pageFilters), which parses and resolves a URL once for its loader, head and component.
 */
export function resolveFilters(
  params: Record<string, string | undefined>,
  query: Filters,
  attrs: Attrs,
  manifest?: Pick<BrandManifest, 'jobPageSlugs' | 'categoryIds'>,
): ResolvedFilters {
  // A copy: the parsed query is shared (per-render.ts) and the path's filters are set on it.
  const filters: Filters = { ...query };
  const fromPath: ResolvedFilters['fromPath'] = {};
  let unknown = false;
  // Category and specialization ids of the query must be the board's: ?category=9999 is no page.
  if (attrs) {
    const known = (list: Array<{ id: number }>, ids: number[] | undefined) =>
      !ids || ids.every((id) => list.some((a) => a.id === id));
    if (
      !known(attrs.attributes.category, filters.category) ||
      !known(attrs.attributes.specialization, filters.specialization)
    )
      unknown = true;
  }
  // The board's own job page (footer "jobs" link): its categories, or every offer.
  const boardPage =
    !!params.category &&
    !!manifest &&
    Object.values(manifest.jobPageSlugs).includes(params.category);
  let category: Attribute | undefined;
  if (boardPage) {
    if (manifest.categoryIds.length && !filters.category)
      filters.category = fromPath.category = [...manifest.categoryIds].sort((a, b) => a - b);
  } else if (params.category) {
    category = findBySlug(attrs?.attributes.category, params.category);
    if (category) filters.category = fromPath.category = [category.id];
    else if (attrs) unknown = true;
  }
  if (params.specialization) {
    // Only a specialization of the path's category: /job/it/chef is no page.
    const s = findBySlug(
      attrs?.attributes.specialization.filter((x) => !category || x.parent_id === category.id),
      params.specialization,
    );
    if (s) filters.specialization = fromPath.specialization = [s.id];
    else if (attrs) unknown = true;
  }
  if (params.city) {
    const city = attrs?.cities.find((c) => c.slug === params.city);
    if (city) filters.city = fromPath.city = [city.id];
    else if (attrs) unknown = true;
  }
  return { ...filters, unknown, fromPath };
}

export function describeSearch(
  params: Record<string, string | undefined>,
  attrs: Attrs,
  lang: Lang,
) {
  const c = findBySlug(attrs?.attributes.category, params.category);
  const s = findBySlug(attrs?.attributes.specialization, params.specialization);
  const city = attrs?.cities.find((x) => x.slug === params.city);
  return {
    c,
    s,
    city,
    label: [c, s]
      .filter(Boolean)
      .map((a) => attrLabel(a!, lang))
      .join(' · '),
  };
}

/**
 * What a search is about, as its heading and its title name it: its category (and
 * specialization), and its one city, of the path or of the query (`?city=` naming one
 * municipality).
 */
export function searchSubject(
  params: Record<string, string | undefined>,
  cityIds: number[] | undefined,
  attrs: Attrs,
  lang: Lang,
) {
  const described = describeSearch(params, attrs, lang);
  const place =
    described.city ??
    (cityIds?.length === 1 ? attrs?.cities.find((x) => x.id === cityIds[0]) : undefined);
  return { ...described, place };
}

/** The search page's heading and title: "Jobs", "Jobs in {city}", "{category} jobs in {city}"… */
export function searchTitle(
  intl: IntlShape,
  { label, place }: { label: string; place?: { label: string } },
): string {
  if (label && place)
    return intl.formatMessage(
      { id: 'search.titleCategoryCity' },
      { category: label, city: place.label },
    );
  if (label) return intl.formatMessage({ id: 'search.titleCategory' }, { category: label });
  if (place) return intl.formatMessage({ id: 'search.titleCity' }, { city: place.label });
  return intl.formatMessage({ id: 'search.title' });
}

const same = (a: number[] | undefined, b: number[] | undefined) =>
  (a ?? []).join(',') === (b ?? []).join(',');

/**
 * The URL of a search: the current path while the filters it sets are unchanged (its other
 * filters in the query), else the find-a-job page with every filter in the query.
 */
export function searchHref(
  next: Filters,
  fromPath: ResolvedFilters['fromPath'],
  pathname: string,
  lang: Lang,
): string {
  const pathNames = Object.keys(fromPath) as FilterName[];
  if (pathNames.length && pathNames.every((name) => same(next[name], fromPath[name]))) {
    const rest: Filters = { ...next };
    for (const name of pathNames) rest[name] = undefined;
    return pathname + filtersQueryString(rest);
  }
  return pathTo('findJob', lang, {}, filtersToQuery(next));
}

/** Most specific first: on equal totals, the suggestion drops the narrower filter. */
const SPECIFICITY = [
  'specialization',
  'experience',
  'schedule',
  'remote',
  'posted',
  'city',
  'category',
  'q',
];

/** The removal that gives the most offers back, from the server's relaxations. */
export function bestRelaxation(relaxations: OfferRelaxation[] | undefined) {
  const useful = (relaxations ?? []).filter(
    (r): r is OfferRelaxation & { filter: Exclude<OfferRelaxation['filter'], 'radius'> } =>
      r.total > 0 && r.filter !== 'radius',
  );
  useful.sort(
    (a, b) => b.total - a.total || SPECIFICITY.indexOf(a.filter) - SPECIFICITY.indexOf(b.filter),
  );
  return useful[0];
}

/**
 * The city's search within a wider radius, when it finds offers: offered beside the best removal
 * (it keeps every filter the person chose).
 */
export function radiusRelaxation(relaxations: OfferRelaxation[] | undefined) {
  return (relaxations ?? []).find((r) => r.filter === 'radius' && r.total > 0);
}
