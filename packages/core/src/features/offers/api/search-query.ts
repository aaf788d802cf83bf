import { queryString } from '../../../config/routes';

/** The search filters kept in the URL of the find-a-job page (SPEC §2, issue 4). */
export interface SearchFilters {
  q?: string;
  category?: number[];
  specialization?: number[];
  city?: number[];
  schedule?: number[];
  experience?: number[];
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

const ids = (value: string | null): number[] | undefined => {
  if (!value) return undefined;
  const list = value
    .split(',')
    .map((v) => Number(v))
    .filter((n) => Number.isInteger(n) && n > 0);
  return list.length ? [...new Set(list)].sort((a, b) => a - b) : undefined;
};

export function parseFilters(search: URLSearchParams): SearchFilters {
  const page = Number(search.get('page'));
  const q = search.get('q')?.trim();
  return {
    q: q || undefined,
    category: ids(search.get('category')),
    specialization: ids(search.get('specialization')),
    city: ids(search.get('city')),
    schedule: ids(search.get('schedule')),
    experience: ids(search.get('experience')),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** Query object in a fixed key order so that the same filters give the same SWR key. */
export function filtersToQuery(f: SearchFilters) {
  return {
    q: f.q,
    category: f.category,
    specialization: f.specialization,
    city: f.city,
    schedule: f.schedule,
    experience: f.experience,
    page: f.page && f.page > 1 ? f.page : undefined,
  };
}

export const filtersQueryString = (f: SearchFilters) => queryString(filtersToQuery(f));
