/**
 * The employer lists take their sort and filters as `j`, the URI-encoded JSON of the params
 * (the `j` query parameter), and a page number. Keys stay stable: undefined fields are dropped and
 * the JSON is written in the order the caller gives.
 */
export function listQuery(params: object | undefined, page = 1): string {
  const query = new URLSearchParams();
  const cleaned = params
    ? Object.fromEntries(
        Object.entries(params).filter(
          ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
        ),
      )
    : {};
  if (Object.keys(cleaned).length > 0) query.set('j', JSON.stringify(cleaned));
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
