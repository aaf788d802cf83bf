import type { CityLookup, CityMatch } from '@jobboard/contracts';
import { apiRequest } from '../../lib/api-client';
import { fold } from '../../lib/fold';
import { cityLookupKey, cityText } from './city-combobox';

/*
 * A city field's text that no municipality was picked for (typed and sent, or typed before the
 * page's scripts ran) names a municipality by one rule everywhere, the server's
 * (GET /api/cities?name=): the whole French or English name, accents, case, hyphens and
 * apostrophes ignored, the most populous of equal names; "Trois-Rivières, QC", how a picked city
 * reads in its field, the one of that province. Never the type-ahead's first suggestion: a prefix
 * ("saint-jean") names no municipality unless one bears that very name.
 */

/** As long as GET /api/cities takes: a longer text names no municipality. */
export const CITY_NAME_MAX = 100;

/** GET /api/cities?name=: the municipality the text names (none: an empty list). */
export const cityNameKey = (name: string, lang: 'fr' | 'en') => cityLookupKey({ name, lang });

/** "Trois-Rivières, QC" and "trois rivieres, qc" are the same text. */
export const sameCityText = (a: string, b: string) => {
  const words = (text: string) => fold(text.replace(/[\s\-'’.]+/g, ' '));
  return words(a) === words(b);
};

/**
 * The municipality a form's city text names, or null when it names none. `current`: the
 * municipality the field held before (a saved one): its own text keeps it, even where another of
 * the same name is more populous. Throws the API's error when the lookup fails (the form says
 * so as for any failed request).
 */
export async function cityNamedBy(
  text: string,
  lang: 'fr' | 'en',
  current?: CityMatch | null,
): Promise<CityMatch | null> {
  const name = text.trim();
  if (current && sameCityText(cityText(current), name)) return current;
  if (!name || name.length > CITY_NAME_MAX) return null;
  const { data } = await apiRequest<CityLookup>(cityNameKey(name, lang));
  return data[0] ?? null;
}
