import { queryString } from '../../../config/routes';

/** How the find-a-job page orders its results (`sort` in its URL). */
export type SortChoice = 'relevance' | 'date';

/** The search filters kept in the URL of the find-a-job page (SPEC §2, issue 4). */
export interface SearchFilters {
  q?: string;
  category?: number[];
  specialization?: number[];
  city?: number[];
  schedule?: number[];
  experience?: number[];
  sort?: SortChoice;
  page?: number;
}
export const FILTER_NAMES = [
  'category',
  'specialization',
  'city',
  'schedule',
  'experience',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** Filter families shown as checkbox groups (the city is chosen in the search bar). */
export const FACET_NAMES = ['category', 'specialization', 'schedule', 'experience'] as const;
export type FacetName = (typeof FACET_NAMES)[number];

/** "1,2" and, from a plain GET form of checkboxes, "category=1&category=2". */
const ids = (values: string[]): number[] | undefined => {
  const list = values
    .flatMap((v) => v.split(','))
    .map((v) => Number(v))
    .filter((n) => Number.isInteger(n) && n > 0);
  return list.length ? [...new Set(list)].sort((a, b) => a - b) : undefined;
};

export function parseFilters(search: URLSearchParams): SearchFilters {
  const page = Number(search.get('page'));
  const q = search.get('q')?.trim();
  const sort = search.get('sort');
  return {
    q: q || undefined,
    category: ids(search.getAll('category')),
    specialization: ids(search.getAll('specialization')),
    city: ids(search.getAll('city')),
    schedule: ids(search.getAll('schedule')),
    experience: ids(search.getAll('experience')),
    sort: sort === 'relevance' || sort === 'date' ? sort : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
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
    schedule: f.schedule,
    experience: f.experience,
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
  // Leaving a category leaves its specializations too.
  if (on && name === 'category' && next.specialization && specializationParent) {
    const kept = next.specialization.filter((s) => specializationParent(s) !== id);
    next.specialization = kept.length ? kept : undefined;
  }
  return next;
}

/** The filters without any choice of the filter families (keywords and sort stay). */
export const withoutFilters = (f: SearchFilters): SearchFilters => ({ q: f.q, sort: f.sort });

/** How many filter values are chosen (the phone's "Filters (N)" button). */
export const activeFilterCount = (f: SearchFilters) =>
  FILTER_NAMES.reduce((n, name) => n + (f[name]?.length ?? 0), 0);
