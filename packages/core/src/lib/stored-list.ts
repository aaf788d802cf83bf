/**
 * A list the browser keeps in its storage (recent offers and searches, saved offers), read back:
 * its valid items (`item` gives null for the others), newest first as stored, once each by `key`,
 * at most `max`. A value that is not a JSON array (another version's, a hand edit) is no list.
 */
export function parseStoredList<T>(
  value: string | null,
  item: (v: unknown) => T | null,
  key: (t: T) => string | number,
  max: number,
): T[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const out: T[] = [];
  const seen = new Set<string | number>();
  for (const v of parsed.slice(0, max * 4)) {
    const t = item(v);
    if (t === null || seen.has(key(t))) continue;
    seen.add(key(t));
    out.push(t);
    if (out.length === max) break;
  }
  return out;
}
