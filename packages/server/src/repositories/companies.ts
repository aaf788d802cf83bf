import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  COMPANY_REQUIRED_FIELDS,
  Company,
  CompanyInput,
  CompanyListParams,
  EmployerCompany,
  PageMeta,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { companies, offers } from '../db/schema.js';
import { slugify } from '../lib/slugify.js';
import { logoFilePaths, logoVariantStem } from '../lib/logo-files.js';
import { likeContains } from './reference.js';

/**
 * Companies as their own team manages them (docs/employers.md). Every function takes the
 * team id and filters on it: a company of another team is "not found", never readable.
 */

export type CompanyRow = typeof companies.$inferSelect;
export const COMPANIES_PER_PAGE = 20;

/**
 * Public URL of a stored company image: /api/uploads/images/{month}/{file}, served by
 * routes/api/employer/companies.ts. Only the `images/` folder of the uploads is served that way;
 * documents (resumes) never are.
 */
export function companyImageUrl(storagePath: string): string {
  return `/api/uploads/${storagePath}`;
}

/** A stored logo or banner as answered; none until it is stored with its size. */
export function companyImage(
  path: string | null,
  width: number | null,
  height: number | null,
): Company['banner'] {
  return path && width && height ? { url: companyImageUrl(path), width, height } : null;
}

/** A stored logo as answered, with the stem of its square variants when it has them. */
export function companyLogo(
  path: string | null,
  width: number | null,
  height: number | null,
  variants: boolean | null,
): Company['logo'] {
  const image = companyImage(path, width, height);
  return image && variants && path
    ? { ...image, variants: companyImageUrl(logoVariantStem(path)) }
    : image;
}

/** Which required fields a company still lacks before its offers can be published. */
export function missingCompanyFields(
  row: Pick<CompanyRow, 'nameFr' | 'nameEn' | 'descriptionFr' | 'descriptionEn'>,
): Array<(typeof COMPANY_REQUIRED_FIELDS)[number]> {
  const missing: Array<(typeof COMPANY_REQUIRED_FIELDS)[number]> = [];
  if (!row.nameFr.trim() && !row.nameEn.trim()) missing.push('name');
  if (!row.descriptionFr.trim() && !row.descriptionEn.trim()) missing.push('description');
  return missing;
}

/**
 * The company answer (contracts CompanySchema) that the public pages and the employer's own both
 * start from: names and descriptions as stored (the client falls back to the other language).
 */
export function toCompany(row: CompanyRow): Omit<Company, 'offers_count'> {
  return {
    id: row.id,
    slug: row.slug,
    name_fr: row.nameFr,
    name_en: row.nameEn,
    description_fr: row.descriptionFr,
    description_en: row.descriptionEn,
    video_fr: row.videoFr,
    video_en: row.videoEn,
    website: row.website,
    logo: companyLogo(row.logoPath, row.logoWidth, row.logoHeight, row.logoVariants),
    banner: companyImage(row.bannerPath, row.bannerWidth, row.bannerHeight),
    social: {
      facebook: row.facebook,
      linkedin: row.linkedin,
      twitter: row.twitter,
      instagram: row.instagram,
    },
  };
}

export function toEmployerCompany(row: CompanyRow, offersCount: number): EmployerCompany {
  const missing = missingCompanyFields(row);
  return {
    ...toCompany(row),
    offers_count: offersCount,
    is_complete: missing.length === 0,
    missing_fields: missing,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function offerCounts(db: DbLike, companyIds: number[]): Promise<Map<number, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ companyId: offers.companyId, n: count() })
    .from(offers)
    .where(inArray(offers.companyId, companyIds))
    .groupBy(offers.companyId);
  return new Map(rows.map((r) => [r.companyId, Number(r.n)]));
}

const pageMeta = (page: number, perPage: number, total: number): PageMeta => ({
  current_page: page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});

/** GET /ats/companies: the team's companies, newest first unless `params.sort` says otherwise. */
export async function listCompanies(
  db: DbLike,
  teamId: number,
  params: CompanyListParams,
  page: number,
): Promise<{ data: EmployerCompany[]; meta: PageMeta }> {
  const perPage = params.per_page ?? COMPANIES_PER_PAGE;
  const conditions: SQL[] = [eq(companies.teamId, teamId)];
  if (params.search) {
    const pattern = likeContains(params.search);
    conditions.push(
      or(
        sql`${companies.nameFr} ilike ${pattern} escape '\\'`,
        sql`${companies.nameEn} ilike ${pattern} escape '\\'`,
      )!,
    );
  }
  const where = and(...conditions);
  const direction = params.sort?.direction === 'asc' ? asc : desc;
  const order =
    params.sort?.field === 'name'
      ? [
          direction(sql`lower(coalesce(nullif(${companies.nameFr}, ''), ${companies.nameEn}))`),
          direction(companies.id),
        ]
      : params.sort?.field === 'updated_at'
        ? [direction(companies.updatedAt), direction(companies.id)]
        : [direction(companies.createdAt), direction(companies.id)];
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  const counts = await offerCounts(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => toEmployerCompany(r, counts.get(r.id) ?? 0)),
    meta: pageMeta(page, perPage, Number(totals[0]?.n ?? 0)),
  };
}

/** GET /ats/options/companies: every company of the team, by name. */
export async function listCompanyOptions(db: DbLike, teamId: number) {
  return db
    .select({ id: companies.id, name_fr: companies.nameFr, name_en: companies.nameEn })
    .from(companies)
    .where(eq(companies.teamId, teamId))
    .orderBy(
      asc(sql`lower(coalesce(nullif(${companies.nameFr}, ''), ${companies.nameEn}))`),
      asc(companies.id),
    )
    .limit(1000);
}

/** The team's company row, or undefined (another team's id reads as missing). */
export async function findCompanyRow(
  db: DbLike,
  teamId: number,
  id: number,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.teamId, teamId)))
    .limit(1);
  return row;
}

export async function getCompany(
  db: DbLike,
  teamId: number,
  id: number,
): Promise<EmployerCompany | undefined> {
  const row = await findCompanyRow(db, teamId, id);
  if (!row) return undefined;
  const counts = await offerCounts(db, [row.id]);
  return toEmployerCompany(row, counts.get(row.id) ?? 0);
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** The stored columns of a company form; an empty optional field clears the column. */
function companyValues(input: CompanyInput) {
  return {
    slug: slugify(input.name_fr || input.name_en) || 'entreprise',
    nameFr: input.name_fr,
    nameEn: input.name_en,
    descriptionFr: input.description_fr,
    descriptionEn: input.description_en,
    videoFr: blankToNull(input.video_fr),
    videoEn: blankToNull(input.video_en),
    website: blankToNull(input.website),
    facebook: blankToNull(input.facebook),
    linkedin: blankToNull(input.linkedin),
    twitter: blankToNull(input.twitter),
    instagram: blankToNull(input.instagram),
  };
}

export async function createCompany(
  db: DbLike,
  teamId: number,
  input: CompanyInput,
): Promise<EmployerCompany> {
  const [row] = await db
    .insert(companies)
    .values({ teamId, ...companyValues(input) })
    .returning();
  if (!row) throw new Error('company not created');
  return toEmployerCompany(row, 0);
}

export async function updateCompany(
  db: DbLike,
  teamId: number,
  id: number,
  input: CompanyInput,
): Promise<EmployerCompany | undefined> {
  const [row] = await db
    .update(companies)
    .set({ ...companyValues(input), updatedAt: new Date() })
    .where(and(eq(companies.id, id), eq(companies.teamId, teamId)))
    .returning();
  if (!row) return undefined;
  const counts = await offerCounts(db, [row.id]);
  return toEmployerCompany(row, counts.get(row.id) ?? 0);
}

export interface StoredImage {
  storagePath: string;
  width: number;
  height: number;
  /** A logo whose square variants were stored beside it (logoVariantPaths). */
  variants?: boolean;
}

/**
 * Points the company at its new logo and/or banner; returns the company and the paths of the
 * images they replace (for the caller to delete once the change is committed).
 */
export async function setCompanyImages(
  db: DbLike,
  teamId: number,
  id: number,
  images: { logo?: StoredImage; banner?: StoredImage },
): Promise<{ company: EmployerCompany; replaced: string[] } | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ logoPath: companies.logoPath, bannerPath: companies.bannerPath })
      .from(companies)
      .where(and(eq(companies.id, id), eq(companies.teamId, teamId)))
      .for('update')
      .limit(1);
    if (!before) return undefined;
    const [row] = await tx
      .update(companies)
      .set({
        ...(images.logo && {
          logoPath: images.logo.storagePath,
          logoWidth: images.logo.width,
          logoHeight: images.logo.height,
          logoVariants: images.logo.variants ?? false,
        }),
        ...(images.banner && {
          bannerPath: images.banner.storagePath,
          bannerWidth: images.banner.width,
          bannerHeight: images.banner.height,
        }),
        updatedAt: new Date(),
      })
      .where(eq(companies.id, id))
      .returning();
    if (!row) return undefined;
    const replaced = [
      ...(images.logo && before.logoPath ? logoFilePaths(before.logoPath) : []),
      images.banner ? before.bannerPath : null,
    ].filter((p): p is string => !!p);
    const counts = await offerCounts(tx, [row.id]);
    return { company: toEmployerCompany(row, counts.get(row.id) ?? 0), replaced };
  });
}
