/*
 * What the lists this browser keeps in localStorage (recent offers and searches, saved jobs)
 * share: reaching the storage, and reading a stored value as hostile until checked.
 */

/** This browser's localStorage; null on the server, or where the browser refuses it. */
export function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** A stored list's items, still unchecked; empty for no value, bad JSON or anything not a list. */
export function parseStoredList(value: string | null): unknown[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed : [];
}
