import type { CityLookup } from '@jobboard/contracts';
import type { Lang } from '@jobboard/contracts/routes';
import { cityLookupKey, cityText } from '../../components/forms/city-combobox';
import { CITY_NAME_MAX, cityNameKey, sameCityText } from '../../components/forms/city-name';
import type { DataLoader } from '../data';
import { CITY_NAME_PARAM } from './city-param';
import { queryFilters } from './per-render';

/*
 * The city field's text in a search URL (`city_name`): what a search sent before the scripts
 * ran, without JavaScript, or with a city typed but not picked carries instead of the
 * municipality's id. The server names the municipality it means (GET /api/cities?name=) and the
 * page becomes that city's search (a redirect to its `city`, so the title, the canonical URL and
 * the field all read the city); a text that names none is searched without a city, and the page
 * says so. Part of lib/search (README.md).
 */

/** What the rules read of the page's request (its PageContext). */
export interface SearchUrlContext {
  lang: Lang;
  search: URLSearchParams;
  url: URL;
}

/** The typed city of a search URL, if any. */
export const typedCityOf = (search: URLSearchParams): string | undefined =>
  search.get(CITY_NAME_PARAM)?.trim().slice(0, CITY_NAME_MAX).trim() || undefined;

/**
 * What the page loads for its city field: the municipality of the URL's one `city` (the field
 * shows its name from the server's page on, JavaScript or not) and, with a typed city, the
 * municipality the text names (a form without JavaScript sends the last search's id beside the
 * text typed over it: both are needed to tell which one the person meant).
 */
export function cityFieldKeys(ctx: SearchUrlContext): string[] {
  const name = typedCityOf(ctx.search);
  const ids = queryFilters(ctx.search).city;
  const keys = name ? [cityNameKey(name, ctx.lang)] : [];
  if (ids?.length === 1) keys.push(cityLookupKey({ id: ids[0]!, lang: ctx.lang }));
  return keys;
}

/**
 * Where a search URL with a typed city goes: the same search with the named municipality's id
 * (the text dropped), or, when the text names none, without the id it replaced (the text kept,
 * for the page to say that no city matches). Null: the page is the search as it is (no text, the
 * lookup failed, or nothing to change).
 */
export function typedCityRedirect(ctx: SearchUrlContext, peek: DataLoader['peek']): string | null {
  const name = typedCityOf(ctx.search);
  if (!name) return null;
  const named = peek<CityLookup>(cityNameKey(name, ctx.lang));
  if (!named) return null;
  const next = new URLSearchParams();
  // The empty fields of a GET form (q=&city=) make no part of the search.
  ctx.search.forEach((value, key) => {
    if (value.trim() && key !== CITY_NAME_PARAM) next.append(key, value);
  });
  const ids = queryFilters(ctx.search).city;
  const current =
    ids?.length === 1
      ? peek<CityLookup>(cityLookupKey({ id: ids[0]!, lang: ctx.lang }))?.data[0]
      : undefined;
  const match = named.data[0];
  if (current && sameCityText(cityText(current), name)) {
    // The text of the picked city, as the field shows it: that city (of equal names, that one).
  } else if (match) {
    // The radius belongs to the city it was chosen for: another city starts at the city alone,
    // as the form does once scripts run (a form without them sends the last city's radius, which
    // its select still showed, beside the new text).
    if (ids?.length !== 1 || ids[0] !== match.id) next.delete('radius');
    next.set('city', String(match.id));
  } else {
    if (!ids) return null;
    next.delete('city');
    next.delete('radius');
    next.set(CITY_NAME_PARAM, name);
  }
  const query = next.toString();
  return `${ctx.url.pathname}${query ? `?${query}` : ''}`;
}

/** The text that names no municipality, once the server has said so (null while unknown). */
export function unmatchedCity(search: URLSearchParams, named: CityLookup | undefined) {
  const name = typedCityOf(search);
  return name && named && named.data.length === 0 && !queryFilters(search).city ? name : null;
}
