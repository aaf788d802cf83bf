import { and, asc, count, sql, type SQL } from 'drizzle-orm';
import {
  ATTRIBUTE_TYPES,
  NOC_PAGE_SIZE,
  type Attribute,
  type AttributesByType,
  type AttributeType,
  type City,
  type CityMatch,
  type Language,
  type NocJobTitle,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { attributes, cities, nocJobTitles } from '../db/schema.js';

/**
 * Reference data (attributes, cities; docs/api.md#reference-data). It only changes with a migration
 * or a seed, and every search page needs it (filter ids are checked against it), so it is read once
 * and kept in memory for REFERENCE_TTL_MS per database handle.
 */
export const REFERENCE_TTL_MS = 5 * 60_000;

export interface ReferenceData {
  /** Every attribute, grouped by type, each list in display order (categories: id 31 last). */
  byType: AttributesByType;
  byId: Map<number, Attribute>;
  /** Position of each attribute in its type's list (offers list their attributes in this order). */
  order: Map<number, number>;
  /** The 48 cities, the short list of 10 first (its order), then the others alphabetically. */
  cities: City[];
  /** Every municipality (the 48 and the others of Canada): offers and filters may name any. */
  cityById: Map<number, City>;
  /** Position of every municipality that has one (radians: [latitude, longitude]). */
  cityPoints: Map<number, readonly [number, number]>;
}

type AttributeRow = typeof attributes.$inferSelect;

export const toAttribute = (row: AttributeRow): Attribute => ({
  id: row.id,
  type: row.type,
  label: { fr: row.labelFr, en: row.labelEn },
  slug: { fr: row.slugFr, en: row.slugEn },
  parent_id: row.parentId,
});

const cache = new WeakMap<object, { at: number; data: Promise<ReferenceData> }>();

async function readReference(db: DbLike): Promise<ReferenceData> {
  const [attributeRows, cityRows] = await Promise.all([
    // Specializations: by category (in category order), then their own order.
    db
      .select()
      .from(attributes)
      .orderBy(
        asc(attributes.type),
        asc(sql`coalesce(${attributes.parentId}, 0)`),
        asc(attributes.sortOrder),
        asc(attributes.id),
      ),
    db.select().from(cities).orderBy(asc(cities.sortOrder), asc(cities.id)),
  ]);
  const byType = Object.fromEntries(ATTRIBUTE_TYPES.map((t) => [t, [] as Attribute[]])) as Record<
    AttributeType,
    Attribute[]
  >;
  const byId = new Map<number, Attribute>();
  const order = new Map<number, number>();
  for (const row of attributeRows) {
    const attribute = toAttribute(row);
    order.set(row.id, byType[row.type].push(attribute));
    byId.set(row.id, attribute);
  }
  const cityById = new Map<number, City>();
  const cityPoints = new Map<number, readonly [number, number]>();
  const cityList: City[] = [];
  const radians = Math.PI / 180;
  for (const c of cityRows) {
    const city = { id: c.id, label: c.label, slug: c.slug, featured: c.featured };
    cityById.set(c.id, city);
    if (c.latitude !== null && c.longitude !== null)
      cityPoints.set(c.id, [c.latitude * radians, c.longitude * radians]);
    if (c.listed) cityList.push(city);
  }
  return { byType, byId, order, cities: cityList, cityById, cityPoints };
}

/** The reference data, cached per database handle (a test app's fresh database has its own). */
export function getReference(db: DbLike, now = Date.now()): Promise<ReferenceData> {
  const hit = cache.get(db);
  if (hit && now - hit.at < REFERENCE_TTL_MS) return hit.data;
  const data = readReference(db);
  cache.set(db, { at: now, data });
  // A failed read must not stay cached.
  data.catch(() => cache.delete(db));
  return data;
}

/** Forget the cached reference data (after a seed or a migration in the same process). */
export function clearReferenceCache(db: DbLike): void {
  cache.delete(db);
}

/** Keeps only the ids that exist and have the given type (a filter of ?category=36 matches nothing). */
export function idsOfType(
  reference: ReferenceData,
  type: AttributeType,
  ids: readonly number[],
): number[] {
  return [...new Set(ids)].filter((id) => reference.byId.get(id)?.type === type);
}

/* ---------------------------------------------------------------- Cities within a radius */

/** Mean Earth radius (km, IUGG). */
const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km between two points in radians (haversine). */
export function distanceKm(a: readonly [number, number], b: readonly [number, number]): number {
  const dLat = b[0] - a[0];
  const dLon = b[1] - a[1];
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0]) * Math.cos(b[0]) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Expansions already computed, per reference data (so per database handle and refresh). */
const radiusCaches = new WeakMap<ReferenceData, Map<string, number[]>>();
/** Distinct (cities, radius) kept per reference: a request's ids are hostile, the memory is not. */
export const RADIUS_CACHE_SIZE = 500;

/**
 * The municipalities a city filter covers: the known ones of `ids`, and with a `radius`, every
 * municipality within `radius` km of any of them (a city without coordinates only covers itself).
 * Sorted, cached per (cities, radius). Empty when no id is known: the filter matches nothing.
 * The distance is computed in memory over the reference's few thousand municipalities, so the
 * search keeps its plain `city_id IN (…)` and the alerts their one query per batch.
 */
export function cityFilterIds(
  reference: ReferenceData,
  ids: readonly number[],
  radius?: number,
): number[] {
  const known = [...new Set(ids)].filter((id) => reference.cityById.has(id)).sort((a, b) => a - b);
  if (!radius || known.length === 0) return known;
  let cache = radiusCaches.get(reference);
  if (!cache) radiusCaches.set(reference, (cache = new Map()));
  const key = `${radius}:${known.join(',')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const centres = known
    .map((id) => reference.cityPoints.get(id))
    .filter((p): p is readonly [number, number] => p !== undefined);
  const covered = new Set(known);
  for (const [id, point] of reference.cityPoints)
    if (!covered.has(id) && centres.some((c) => distanceKm(c, point) <= radius)) covered.add(id);
  const result = [...covered].sort((a, b) => a - b);
  cache.set(key, result);
  while (cache.size > RADIUS_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return result;
}

/* ---------------------------------------------------------------- City type-ahead */

/** "Trois-Riv", "MONTRÉAL " → the search key's form: lower case, no accent, words split by spaces. */
export const cityKey = (text: string): string =>
  text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[-'’.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * GET /cities. A municipality matches when a word of its names starts with the query (the key
 * is "word word …", so `key LIKE 'q%' OR key LIKE '% q%'`); those whose name starts with the
 * query come first, then the most populous.
 */
export async function lookupCities(
  db: DbLike,
  options: { q?: string; id?: number; lang: Language; limit: number },
): Promise<CityMatch[]> {
  const label =
    options.lang === 'en'
      ? sql<string>`coalesce(${cities.labelEn}, ${cities.label})`
      : cities.label;
  const columns = { id: cities.id, label, province: cities.province };
  if (options.id !== undefined) {
    return db
      .select(columns)
      .from(cities)
      .where(sql`${cities.id} = ${options.id}`)
      .limit(1);
  }
  const key = cityKey(options.q ?? '');
  if (!key) return [];
  const escaped = key.replace(/[\\%_]/g, (c) => `\\${c}`);
  const starts = sql`${cities.searchKey} like ${`${escaped}%`}`;
  return db
    .select(columns)
    .from(cities)
    .where(sql`(${starts} or ${cities.searchKey} like ${`% ${escaped}%`})`)
    .orderBy(
      sql`(${starts}) desc`,
      sql`${cities.population} desc nulls last`,
      asc(cities.label),
      asc(cities.id),
    )
    .limit(options.limit);
}

/** "Trois-Rivières, QC": a name, then the province's two-letter code as the city field shows it. */
const NAME_WITH_PROVINCE = /^(.+?)\s*,\s*([A-Za-z]{2})$/;

/**
 * The municipality a typed name names (a search sent with the city field's text but no picked
 * one): the French or English name equal to it once put through the type-ahead's analysis
 * (cityKey: case, accents, hyphens and apostrophes ignored), the most populous when several
 * have that name. "Trois-Rivières, QC", how a picked city reads in its field, names the one of
 * that province. Null when no name is equal to the text: a prefix ("trois") names none.
 */
export async function cityNamed(
  db: DbLike,
  text: string,
  lang: Language,
): Promise<CityMatch | null> {
  const withProvince = NAME_WITH_PROVINCE.exec(text.trim());
  const key = cityKey(withProvince ? withProvince[1]! : text);
  if (!key) return null;
  const label =
    lang === 'en' ? sql<string>`coalesce(${cities.labelEn}, ${cities.label})` : cities.label;
  // The names keyed as searchKey keys them (the column's own expression), compared whole.
  const keyOf = (name: SQL) =>
    sql`regexp_replace(trim(translate(jb_unaccent(lower(${name})), '-''’.', '    ')), '[[:space:]]+', ' ', 'g')`;
  const escaped = key.replace(/[\\%_]/g, (c) => `\\${c}`);
  const [best] = await db
    .select({ id: cities.id, label, province: cities.province })
    .from(cities)
    .where(
      and(
        // The type-ahead's own condition first (every equal name passes it), then equality.
        sql`(${cities.searchKey} like ${`${escaped}%`} or ${cities.searchKey} like ${`% ${escaped}%`})`,
        sql`(${keyOf(sql`${cities.label}`)} = ${key} or ${keyOf(sql`coalesce(${cities.labelEn}, '')`)} = ${key})`,
        withProvince ? sql`${cities.province} = ${withProvince[2]!.toUpperCase()}` : undefined,
      ),
    )
    .orderBy(sql`${cities.population} desc nulls last`, asc(cities.id))
    .limit(1);
  return best ?? null;
}

/**
 * The municipality a form names: by id, or (an API client that sends only the text) the one the
 * text names by cityNamed's rule, the search's (never the type-ahead's first suggestion). Null
 * when neither names one.
 */
export async function resolveCity(
  db: DbLike,
  location: { city_id?: number | null; address?: string | null },
  lang: Language,
): Promise<CityMatch | null> {
  if (location.city_id) {
    const [city] = await lookupCities(db, { id: location.city_id, lang, limit: 1 });
    return city ?? null;
  }
  const text = location.address?.trim();
  return text ? cityNamed(db, text, lang) : null;
}

/* ---------------------------------------------------------------- NOC job titles */

/** LIKE pattern of a user's term: its own %, _ and \ are literal. */
export const likeContains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * LIKE pattern of a user's word against folded text (jb_unaccent(lower(…))): folded first, then
 * its %, _ and \ escaped. Escaped before folding, the fullwidth ％ and ＿ (and other compatibility
 * forms) became % and _ after the escape and matched anything: `title=％` listed every title.
 */
function foldedLike(word: string, match: 'contains' | 'prefix'): SQL {
  const escaped = sql`regexp_replace(jb_unaccent(lower(${word})), ${'([\\\\%_])'}, ${'\\\\\\1'}, 'g')`;
  return match === 'prefix' ? sql`${escaped} || '%'` : sql`'%' || ${escaped} || '%'`;
}

/**
 * GET /noc-job-titles: 10 a page, ordered by the title in `lang`. Every word of `title` must
 * appear (accents and case ignored) somewhere in the French or English title; the generated
 * `search_key` column and its trigram index serve the `LIKE '%word%'`. Titles that start with
 * the first word come first.
 */
export async function listNocJobTitles(
  db: DbLike,
  options: { page: number; title?: string; lang: Language },
): Promise<{ data: NocJobTitle[]; total: number }> {
  const words = (options.title ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
  const conditions: SQL[] = words.map(
    (word) => sql`${nocJobTitles.searchKey} like ${foldedLike(word, 'contains')}`,
  );
  const where = conditions.length ? and(...conditions) : undefined;
  const titleColumn = options.lang === 'fr' ? nocJobTitles.titleFr : nocJobTitles.titleEn;
  const first = words[0];
  const order: SQL[] = first
    ? [sql`jb_unaccent(lower(${titleColumn})) like ${foldedLike(first, 'prefix')} desc`]
    : [];
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: nocJobTitles.id,
        code: nocJobTitles.code,
        title_fr: nocJobTitles.titleFr,
        title_en: nocJobTitles.titleEn,
      })
      .from(nocJobTitles)
      .where(where)
      .orderBy(...order, asc(titleColumn), asc(nocJobTitles.id))
      .limit(NOC_PAGE_SIZE)
      .offset((options.page - 1) * NOC_PAGE_SIZE),
    db.select({ n: count() }).from(nocJobTitles).where(where),
  ]);
  return { data: rows, total: Number(totals[0]?.n ?? 0) };
}
