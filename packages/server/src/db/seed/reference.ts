import { count, eq, isNull, sql } from 'drizzle-orm';
import { slugify } from '../../lib/slugify.js';
import type { DbLike } from '../client.js';
import { attributes, cities, nocJobTitles } from '../schema.js';
import { insertBatched } from './batch.js';
import {
  CATEGORIES,
  CERTIFICATIONS,
  EDUCATION_LEVELS,
  EXPERIENCES,
  SCHEDULES,
  SKILLS,
} from './data/categories.js';
import { CITIES, FEATURED_CITIES } from './data/cities.js';
import { canadianMunicipalities } from './data/municipalities.js';
import { NOC_TITLES } from './data/noc-job-titles.js';

/**
 * Id ranges of the reference attributes. The fixed ids are 1–41 and 314
 * (docs/api.md#reference-data); the types it leaves open get ranges far from those so that the
 * fixed ids can never collide with them.
 */
export const ATTRIBUTE_ID_BASE = {
  specialization: 1000,
  skill: 2000,
  certification: 3000,
  education: 4000,
} as const;

type AttributeRow = typeof attributes.$inferInsert;

const attribute = (
  id: number,
  type: AttributeRow['type'],
  en: string,
  fr: string,
  sortOrder: number,
  parentId: number | null = null,
): AttributeRow => ({
  id,
  type,
  labelEn: en,
  labelFr: fr,
  slugEn: slugify(en),
  slugFr: slugify(fr),
  parentId,
  sortOrder,
});

export function referenceAttributes(): AttributeRow[] {
  const rows: AttributeRow[] = [];
  // Categories keep the order of data/categories.ts; "other" (31) is last because it is listed
  // last.
  for (const c of CATEGORIES) rows.push(attribute(c.id, 'category', c.label[0], c.label[1], c.id));
  EXPERIENCES.forEach(([id, en, fr], i) => rows.push(attribute(id, 'experience', en, fr, i + 1)));
  SCHEDULES.forEach(([id, en, fr], i) => rows.push(attribute(id, 'schedule', en, fr, i + 1)));
  let specializationId = ATTRIBUTE_ID_BASE.specialization;
  for (const c of CATEGORIES) {
    c.specializations.forEach(([en, fr], i) => {
      rows.push(attribute(specializationId++, 'specialization', en, fr, i + 1, c.id));
    });
  }
  SKILLS.forEach(([en, fr], i) =>
    rows.push(attribute(ATTRIBUTE_ID_BASE.skill + i, 'skill', en, fr, i + 1)),
  );
  CERTIFICATIONS.forEach(([en, fr], i) =>
    rows.push(attribute(ATTRIBUTE_ID_BASE.certification + i, 'certification', en, fr, i + 1)),
  );
  EDUCATION_LEVELS.forEach(([en, fr], i) =>
    rows.push(attribute(ATTRIBUTE_ID_BASE.education + i, 'education', en, fr, i + 1)),
  );
  return rows;
}

/**
 * The ids of one type of reference attribute by English label, for the demo seed's lookups;
 * specializations by `<category id>|<label>`, as the same name may stand in two categories.
 */
export function attributeIdsByLabel(type: AttributeRow['type']): Map<string, number> {
  return new Map(
    referenceAttributes()
      .filter((row) => row.type === type)
      .map((row) => [
        type === 'specialization' ? `${row.parentId}|${row.labelEn}` : row.labelEn,
        row.id,
      ]),
  );
}

export function referenceCities(): Array<typeof cities.$inferInsert> {
  // Featured cities first in the order of the short list, then the others alphabetically (French).
  const others = CITIES.filter((c) => !FEATURED_CITIES.includes(c)).sort((a, b) =>
    a.localeCompare(b, 'fr'),
  );
  const order = [...FEATURED_CITIES, ...others];
  return CITIES.map((label, i) => ({
    id: i + 1,
    label,
    slug: slugify(label),
    featured: FEATURED_CITIES.includes(label),
    sortOrder: order.indexOf(label) + 1,
  }));
}

export function referenceNocTitles(): Array<Omit<typeof nocJobTitles.$inferInsert, 'searchKey'>> {
  const rows: Array<Omit<typeof nocJobTitles.$inferInsert, 'searchKey'>> = [];
  let id = 1;
  for (const [code, en, fr, seniority] of NOC_TITLES) {
    rows.push({ id: id++, code, titleEn: en, titleFr: fr });
    if (seniority) {
      rows.push({
        id: id++,
        code,
        titleEn: `Junior ${en.charAt(0).toLowerCase()}${en.slice(1)}`,
        titleFr: `${fr} junior`,
      });
      rows.push({
        id: id++,
        code,
        titleEn: `Senior ${en.charAt(0).toLowerCase()}${en.slice(1)}`,
        titleFr: `${fr} senior`,
      });
    }
  }
  return rows;
}

/**
 * Inserts the reference data (docs/api.md#reference-data) unless it is already there. Returns
 * whether it ran.
 */
export async function seedReference(db: DbLike): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(attributes);
  if ((existing?.n ?? 0) > 0) {
    // A database seeded before an attribute was added to the lists (a certification appended)
    // gets it under its fixed id; the rows already there keep their labels, and take the slug the
    // label now gives (C# was "c" before slugify spelled symbols out: now "c-sharp") and the
    // lists' order (the schedules once started with « Bénévolat »).
    await db
      .insert(attributes)
      .values(referenceAttributes())
      .onConflictDoUpdate({
        target: attributes.id,
        set: {
          slugEn: sql`excluded.slug_en`,
          slugFr: sql`excluded.slug_fr`,
          sortOrder: sql`excluded.sort_order`,
        },
        setWhere: sql`${attributes.slugEn} <> excluded.slug_en or ${attributes.slugFr} <> excluded.slug_fr or ${attributes.sortOrder} <> excluded.sort_order`,
      });
    return false;
  }
  await insertBatched(db, attributes, referenceAttributes());
  await insertBatched(db, cities, referenceCities());
  await insertBatched(db, nocJobTitles, referenceNocTitles());
  return true;
}

/**
 * The other municipalities of Canada, beside the 48 listed cities (which receive their
 * population). Runs once on a database that has none of them (a new one, or one seeded before
 * they existed). Returns whether it ran.
 */
export async function seedMunicipalities(db: DbLike): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(cities).where(eq(cities.listed, false));
  if ((existing?.n ?? 0) > 0) return false;
  const listed = new Map(referenceCities().map((c) => [`QC|${c.slug}`, c.id]));
  const rows: Array<typeof cities.$inferInsert> = [];
  for (const m of canadianMunicipalities()) {
    const listedId = listed.get(`${m.province}|${slugify(m.label)}`);
    if (listedId !== undefined) {
      await db
        .update(cities)
        .set({
          population: m.population,
          labelEn: m.labelEn,
          latitude: m.latitude,
          longitude: m.longitude,
        })
        .where(eq(cities.id, listedId));
      continue;
    }
    rows.push({
      id: m.geonamesId,
      label: m.label,
      labelEn: m.labelEn,
      slug: `${slugify(m.label)}-${m.province.toLowerCase()}`,
      province: m.province,
      population: m.population,
      latitude: m.latitude,
      longitude: m.longitude,
      listed: false,
      featured: false,
      sortOrder: 0,
    });
  }
  await insertBatched(db, cities, rows);
  return true;
}

/**
 * Coordinates for a database seeded before cities had them (seedMunicipalities filled every
 * other row at once): one UPDATE of the rows still without them, from the same package, matched
 * as seedMunicipalities matches (a listed city by its slug, any other by its GeoNames id). Only
 * the two columns are written, so nothing else of a row changes. Returns how many rows it filled.
 */
export async function seedCityCoordinates(db: DbLike): Promise<number> {
  const [missing] = await db.select({ n: count() }).from(cities).where(isNull(cities.latitude));
  if ((missing?.n ?? 0) === 0) return 0;
  const listed = new Map(referenceCities().map((c) => [`QC|${c.slug}`, c.id]));
  const points = canadianMunicipalities().map((m) => ({
    id: listed.get(`${m.province}|${slugify(m.label)}`) ?? m.geonamesId,
    lat: m.latitude,
    lon: m.longitude,
  }));
  const { rows } = await db.execute<{ id: number }>(sql`
    update ${cities} c set latitude = p.lat, longitude = p.lon
      from jsonb_to_recordset(${JSON.stringify(points)}::jsonb) as p(id int, lat float8, lon float8)
     where c.id = p.id and c.latitude is null
    returning c.id`);
  return rows.length;
}
