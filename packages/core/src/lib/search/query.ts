/*
 * The search URL's own rules, without the reference data: the filters a search URL carries
 * (parseFilters), the API query they make (filtersToQuery, in a fixed key order for SWR), and the
 * changes a control makes to them (toggleFilter, setPosted…). Part of lib/search (README.md):
 * resolve.ts adds the path's slugs and the board's ids, per-render.ts computes it once a render.
 */
import {
  CITY_RADII_KM,
  FACET_FAMILIES,
  ID_MAX,
  PAY_AMOUNT_MAX,
  POSTED_WITHIN_DAYS,
  SEARCH_FILTER_IDS_MAX,
  SEARCH_PAGE_MAX,
  SEARCH_QUERY_MAX,
  type CityRadius,
  type FacetFamily,
  type PostedWithin,
} from '@jobboard/contracts/constants';
import type { OfferSearchQuery, PayUnit } from '@jobboard/contracts';
import { queryString } from '@jobboard/contracts/routes';

/** How the find-a-job page orders its results (`sort` in its URL). */
export type SortChoice = 'relevance' | 'date';

/**
 * The search filters kept in the URL of the find-a-job page: fields of the API's search query
 * (OfferSearchQuerySchema, whose meaning they keep), all optional, with the page's own `sort`.
 * The page cannot run the schema (no zod on a public page): parseFilters keeps what the schema
 * accepts, within the contracts' limits, and drops the rest (query.test.ts checks it
 * against the schema).
 */
export type SearchFilters = Partial<
  Pick<
    OfferSearchQuery,
    FilterName | 'q' | 'radius' | 'pay' | 'pay_min' | 'pay_unit' | 'remote' | 'posted' | 'page'
  >
> & { sort?: SortChoice };

/**
 * The pay filter's one control (search-filters): '' any, 'shown' offers with a pay range, or a
 * minimum as `<unit>:<amount>` ('hour:25', 'year:60000').
 */
export const PAY_CHOICES = [
  'shown',
  'hour:20',
  'hour:25',
  'hour:30',
  'hour:40',
  'year:50000',
  'year:75000',
  'year:100000',
] as const;

/** The pay control's value for the filters of the URL ('' when none). */
export function payChoiceOf(f: SearchFilters): string {
  if (f.pay_min !== undefined) return `${f.pay_unit ?? 'hour'}:${f.pay_min}`;
  return f.pay === '1' ? 'shown' : '';
}

function parsePay(search: URLSearchParams): Pick<SearchFilters, 'pay' | 'pay_min' | 'pay_unit'> {
  // The form's control (pay_filter) or the API's own parameters (links, bookmarks).
  const choice = search.get('pay_filter');
  if (choice === 'shown') return { pay: '1' };
  const [unitText, amountText] = choice?.includes(':')
    ? choice.split(':')
    : [search.get('pay_unit') ?? 'hour', search.get('pay_min') ?? ''];
  const amount = Number(amountText);
  const unit: PayUnit = unitText === 'year' ? 'year' : 'hour';
  if (amountText && Number.isFinite(amount) && amount > 0 && amount <= PAY_AMOUNT_MAX)
    return { pay: '1', pay_min: amount, pay_unit: unit };
  return search.get('pay') === '1' && choice === null ? { pay: '1' } : {};
}
/** The filter families of the URL, each a list of ids: the contracts' one list (FACET_FAMILIES). */
export const FILTER_NAMES = FACET_FAMILIES;
export type FilterName = FacetFamily;

/** Filter families shown as checkbox groups (the city is chosen in the search bar). */
export const FACET_NAMES = [
  'category',
  'specialization',
  'schedule',
  'experience',
] as const satisfies readonly FilterName[];
export type FacetName = (typeof FACET_NAMES)[number];

/** "1,2" and, from a plain GET form of checkboxes, "category=1&category=2"; the first 50. */
const ids = (values: string[]): number[] | undefined => {
  const list = values
    .flatMap((v) => v.split(','))
    .map((v) => Number(v))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= ID_MAX);
  const kept = [...new Set(list)].slice(0, SEARCH_FILTER_IDS_MAX).sort((a, b) => a - b);
  return kept.length ? kept : undefined;
};

/** The URL's radius when it is one of the choices and there is a city to draw it around. */
function parseRadius(value: string | null, city: number[] | undefined): CityRadius | undefined {
  const km = Number(value);
  return city && CITY_RADII_KM.includes(km as CityRadius) ? (km as CityRadius) : undefined;
}

/** The URL's "date posted" window when it is one of the choices. */
function parsePosted(value: string | null): PostedWithin | undefined {
  const days = Number(value);
  return value && POSTED_WITHIN_DAYS.includes(days as PostedWithin)
    ? (days as PostedWithin)
    : undefined;
}

export function parseFilters(search: URLSearchParams): SearchFilters {
  const page = Number(search.get('page'));
  // Longer keywords are cut, not refused: the search still answers.
  const q = search.get('q')?.trim().slice(0, SEARCH_QUERY_MAX).trim();
  const sort = search.get('sort');
  const city = ids(search.getAll('city'));
  return {
    q: q || undefined,
    category: ids(search.getAll('category')),
    specialization: ids(search.getAll('specialization')),
    city,
    radius: parseRadius(search.get('radius'), city),
    schedule: ids(search.getAll('schedule')),
    experience: ids(search.getAll('experience')),
    sort: sort === 'relevance' || sort === 'date' ? sort : undefined,
    ...parsePay(search),
    remote: search.get('remote') === '1' ? '1' : undefined,
    posted: parsePosted(search.get('posted')),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, SEARCH_PAGE_MAX) : undefined,
  };
}

/** The order the results are in: the URL's, else relevance for keywords and newest first otherwise. */
export const effectiveSort = (f: SearchFilters): SortChoice =>
  f.sort ?? (f.q ? 'relevance' : 'date');

/** Query object in a fixed key order so that the same filters give the same SWR key. */
export function filtersToQuery(f: SearchFilters) {
  return {
    q: f.q,
    category: f.category,
    specialization: f.specialization,
    city: f.city,
    radius: f.city?.length ? f.radius : undefined,
    schedule: f.schedule,
    experience: f.experience,
    pay: f.pay,
    pay_min: f.pay_min,
    pay_unit: f.pay_min !== undefined ? (f.pay_unit ?? 'hour') : undefined,
    remote: f.remote,
    posted: f.posted,
    sort: f.sort,
    page: f.page && f.page > 1 ? f.page : undefined,
  };
}

export const filtersQueryString = (f: SearchFilters) => queryString(filtersToQuery(f));

/** The filters with one value added or removed (a new choice starts again at page 1). */
export function toggleFilter(
  f: SearchFilters,
  name: FilterName,
  id: number,
  specializationParent?: (id: number) => number | null | undefined,
): SearchFilters {
  const current = f[name] ?? [];
  const on = current.includes(id);
  const list = on ? current.filter((v) => v !== id) : [...current, id].sort((a, b) => a - b);
  const next: SearchFilters = { ...f, [name]: list.length ? list : undefined, page: undefined };
  // The radius is drawn around the cities: without one, it goes too.
  if (!next.city) next.radius = undefined;
  // Leaving a category leaves its specializations too.
  if (on && name === 'category' && next.specialization && specializationParent) {
    const kept = next.specialization.filter((s) => specializationParent(s) !== id);
    next.specialization = kept.length ? kept : undefined;
  }
  return next;
}

/** The filters with remote work asked for or no longer (a new choice starts again at page 1). */
export const toggleRemote = (f: SearchFilters): SearchFilters => ({
  ...f,
  remote: f.remote ? undefined : '1',
  page: undefined,
});

/** The filters with a "date posted" window, or none (a new choice starts again at page 1). */
export const setPosted = (f: SearchFilters, posted: PostedWithin | undefined): SearchFilters => ({
  ...f,
  posted,
  page: undefined,
});

/** The filters without any choice of the filter families (keywords and sort stay). */
export const withoutFilters = (f: SearchFilters): SearchFilters => ({ q: f.q, sort: f.sort });

/**
 * How many filter values are chosen (the phone's "Filters (N)" button): one for each chip the
 * results show but the keywords', a city's radius included.
 */
export const activeFilterCount = (f: SearchFilters) =>
  FILTER_NAMES.reduce(
    (n, name) => n + (f[name]?.length ?? 0),
    (f.remote ? 1 : 0) + (f.posted ? 1 : 0) + (f.radius && f.city?.length ? 1 : 0),
  );
