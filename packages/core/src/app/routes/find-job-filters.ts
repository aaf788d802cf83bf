import type { Attribute, OfferRelaxation } from '@jobboard/contracts';
import type { BrandManifest } from '@jobboard/manifest';
import type { IntlShape } from 'react-intl';
import { pathTo, type Lang } from '@jobboard/contracts/routes';
import type { SearchAttributes } from '../../features/offers/api/get-board-attributes';
import {
  filtersQueryString,
  filtersToQuery,
  parseFilters,
  type FilterName,
  type SearchFilters as Filters,
} from '../../lib/search-query';
import { attrLabel, findBySlug } from '../../lib/localize';

/*
 * The find-a-job page's URL logic: the filters of its path and query, the URL of a search,
 * the page's own description (category, specialization, city) and the suggestion of an empty
 * result. No React: the page, its head and its tests share it.
 */

export type Attrs = SearchAttributes['data'] | undefined;

export interface ResolvedFilters extends Filters {
  /** A slug of the path, or an id of the query, that the board does not know: a 404. */
  unknown?: boolean;
  /** The filters the path itself sets (/job/{category}/…, the board's own job page). */
  fromPath: Partial<Record<FilterName, number[]>>;
}

/** Filters of the URL query plus those of the path (/job/{category}/{specialization}/{city}). */
export function resolveFilters(
  params: Record<string, string | undefined>,
  search: URLSearchParams,
  attrs: Attrs,
  manifest?: Pick<BrandManifest, 'jobPageSlugs' | 'categoryIds'>,
): ResolvedFilters {
  const filters = parseFilters(search);
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
