/** A list's sort as one URL value, e.g. "created_at_desc" ↔ { field, direction }. */
export interface ListSort<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

export function parseSort<F extends string>(
  value: string | null,
  fields: readonly F[],
  fallback: ListSort<F>,
): ListSort<F> {
  const m = /^(.+)_(asc|desc)$/.exec(value ?? '');
  if (!m || !fields.includes(m[1] as F)) return fallback;
  return { field: m[1] as F, direction: m[2] as 'asc' | 'desc' };
}

export const sortValue = (sort: { field: string; direction?: 'asc' | 'desc' }) =>
  `${sort.field}_${sort.direction ?? 'desc'}`;

/** A positive page number from the URL, else 1. */
export function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}
