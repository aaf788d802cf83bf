/**
 * The search forms' city text (`city_name` in a search URL): sent when no municipality is picked
 * (before the page's scripts ran, without JavaScript, or a city typed and Enter pressed), so that
 * the search page can ask the server which municipality it names (typed-city.ts). Part of lib/search.
 */
export const CITY_NAME_PARAM = 'city_name';

/** A search URL with the typed city added (nothing added for no text). */
export function withTypedCity(href: string, name: string | undefined): string {
  const text = name?.trim();
  if (!text) return href;
  const [path, query = ''] = href.split('?', 2) as [string, string?];
  const search = new URLSearchParams(query);
  search.set(CITY_NAME_PARAM, text);
  return `${path}?${search.toString()}`;
}
