import { and, asc, count, desc, eq, exists, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  OFFER_TIME_ZONE,
  offerDate,
  type AttributeType,
  type EmployerOffer,
  type EmployerOfferDetail,
  type Language,
  type OfferFormValues,
  type OfferInput,
  type OfferListParams,
  type PageMeta,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import {
  applications,
  companies,
  nocJobTitles,
  offerAttributes,
  offerJobboards,
  offers,
} from '../db/schema.js';
import { offerSearchColumns, recordTitleWords } from '../search/index-offers.js';
import type { ValidationError } from '../lib/http-errors.js';
import { slugify } from '../lib/slugify.js';
import { companyLogo } from './companies.js';
import { getReference, likeContains, type ReferenceData } from './reference.js';

/**
 * Offers as their own team manages them (docs/employers.md). Every read and write is filtered on
 * the team: another team's offer id reads as missing.
 */

export const OFFERS_PER_PAGE = 20;
type FieldErrors = ValidationError['fields'];

/* ---------------------------------------------------------------- dates */

/** The instant an offer expiring on `date` (YYYY-MM-DD) stops: the end of that day in Québec. */
export function endOfOfferDay(date: string): Date {
  const zone =
    new Intl.DateTimeFormat('en-US', { timeZone: OFFER_TIME_ZONE, timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = zone.replace('GMT', '') || 'Z';
  return new Date(`${date}T23:59:59.999${offset}`);
}

/* ---------------------------------------------------------------- checks against the database */

/**
 * The rules of the offer form that need the database (after the zod schema of the step): the
 * company is the team's, the NOC title and the city exist, each attribute id has the right type,
 * specializations belong to the chosen category. Returns field errors, empty when valid.
 */
export async function offerReferenceErrors(
  db: DbLike,
  teamId: number,
  input: Partial<OfferInput>,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const add = (field: string, key: FieldErrors[string][number]['key']) =>
    (errors[field] ??= []).push({ key });
  const reference = await getReference(db);
  const isType = (id: number, type: AttributeType) => reference.byId.get(id)?.type === type;

  if (input.company_id !== undefined) {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, input.company_id), eq(companies.teamId, teamId)))
      .limit(1);
    if (!company) add('company_id', 'validation.invalid_value');
  }
  if (input.noc_job_title_id != null) {
    const [noc] = await db
      .select({ id: nocJobTitles.id })
      .from(nocJobTitles)
      .where(eq(nocJobTitles.id, input.noc_job_title_id))
      .limit(1);
    if (!noc) add('noc_job_title_id', 'validation.invalid_value');
  }
  if (input.category_id !== undefined && !isType(input.category_id, 'category'))
    add('category_id', 'validation.invalid_value');
  input.specialization_ids?.forEach((id, i) => {
    const attribute = reference.byId.get(id);
    if (attribute?.type !== 'specialization')
      add(`specialization_ids.${i}`, 'validation.invalid_value');
    else if (input.category_id !== undefined && attribute.parent_id !== input.category_id)
      add(`specialization_ids.${i}`, 'validation.specialization_category');
  });
  if (input.experience_id !== undefined && !isType(input.experience_id, 'experience'))
    add('experience_id', 'validation.invalid_value');
  if (input.education_id != null && !isType(input.education_id, 'education'))
    add('education_id', 'validation.invalid_value');
  const lists = [
    ['schedule_ids', 'schedule'],
    ['certification_ids', 'certification'],
    ['skill_ids', 'skill'],
  ] as const;
  for (const [field, type] of lists)
    input[field]?.forEach((id, i) => {
      if (!isType(id, type)) add(`${field}.${i}`, 'validation.invalid_value');
    });
  if (input.city_id !== undefined && !reference.cityById.has(input.city_id))
    add('city_id', 'validation.invalid_value');
  return errors;
}

/* ---------------------------------------------------------------- reading */

type OfferRow = typeof offers.$inferSelect;
type CompanyPart = Pick<
  typeof companies.$inferSelect,
  'id' | 'slug' | 'nameFr' | 'nameEn' | 'logoPath' | 'logoWidth' | 'logoHeight' | 'logoVariants'
>;

const offerColumns = {
  offer: offers,
  company: {
    id: companies.id,
    slug: companies.slug,
    nameFr: companies.nameFr,
    nameEn: companies.nameEn,
    logoPath: companies.logoPath,
    logoWidth: companies.logoWidth,
    logoHeight: companies.logoHeight,
    logoVariants: companies.logoVariants,
  },
};

/** The status the employer sees: a published offer past its expiry date is expired. */
function effectiveStatus(row: OfferRow, now: Date): OfferRow['status'] {
  return row.status === 'published' && row.expiresAt && row.expiresAt < now
    ? 'expired'
    : row.status;
}

interface OfferExtras {
  attributeIds: Map<number, number[]>;
  boards: Map<number, Array<{ name: string; published_at: string }>>;
  applicationCounts: Map<number, number>;
}

async function loadExtras(db: DbLike, ids: number[]): Promise<OfferExtras> {
  if (ids.length === 0)
    return { attributeIds: new Map(), boards: new Map(), applicationCounts: new Map() };
  const [attributeRows, boardRows, countRows] = await Promise.all([
    db.select().from(offerAttributes).where(inArray(offerAttributes.offerId, ids)),
    db
      .select()
      .from(offerJobboards)
      .where(inArray(offerJobboards.offerId, ids))
      .orderBy(asc(offerJobboards.publishedAt), asc(offerJobboards.jobboard)),
    db
      .select({ offerId: applications.offerId, n: count() })
      .from(applications)
      .where(inArray(applications.offerId, ids))
      .groupBy(applications.offerId),
  ]);
  const attributeIds = new Map<number, number[]>();
  for (const r of attributeRows) {
    const list = attributeIds.get(r.offerId) ?? [];
    list.push(r.attributeId);
    attributeIds.set(r.offerId, list);
  }
  const boards = new Map<number, Array<{ name: string; published_at: string }>>();
  for (const r of boardRows) {
    const list = boards.get(r.offerId) ?? [];
    list.push({ name: r.jobboard, published_at: r.publishedAt.toISOString() });
    boards.set(r.offerId, list);
  }
  return {
    attributeIds,
    boards,
    applicationCounts: new Map(countRows.map((r) => [r.offerId, Number(r.n)])),
  };
}

function toEmployerOffer(
  row: OfferRow,
  company: CompanyPart,
  extras: OfferExtras,
  reference: ReferenceData,
  now: Date,
): EmployerOffer {
  const content = (lang: Language) => {
    const title = lang === 'fr' ? row.titleFr : row.titleEn;
    if (!title) return undefined;
    return {
      title,
      description: (lang === 'fr' ? row.descriptionFr : row.descriptionEn) ?? '',
      slug: (lang === 'fr' ? row.slugFr : row.slugEn) ?? '',
    };
  };
  const attributes = (extras.attributeIds.get(row.id) ?? [])
    .map((id) => reference.byId.get(id))
    .filter((a) => a !== undefined)
    .sort((a, b) => a.type.localeCompare(b.type) || a.id - b.id);
  return {
    id: row.id,
    is_confidential: row.isConfidential,
    remote: row.remote,
    open_to_canada: row.openToCanada,
    company: {
      id: company.id,
      slug: company.slug,
      name_fr: company.nameFr,
      name_en: company.nameEn,
      logo: companyLogo(
        company.logoPath,
        company.logoWidth,
        company.logoHeight,
        company.logoVariants,
      ),
    },
    company_id: row.companyId,
    contents: { fr: content('fr'), en: content('en') },
    primary_language: row.primaryLanguage,
    has_applied: false,
    attributes,
    city: row.cityId ? (reference.cityById.get(row.cityId) ?? null) : null,
    address: row.address,
    salary:
      row.salaryMin === null && row.salaryMax === null
        ? null
        : {
            min: row.salaryMin,
            max: row.salaryMax,
            period: row.salaryPeriod,
            currency: row.salaryCurrency,
          },
    positions: row.positions,
    jobboards: extras.boards.get(row.id) ?? [],
    applications_count: extras.applicationCounts.get(row.id) ?? 0,
    status: effectiveStatus(row, now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

function toFormValues(
  row: OfferRow,
  attributeIds: number[],
  reference: ReferenceData,
): OfferFormValues {
  const ofType = (type: AttributeType) =>
    attributeIds.filter((id) => reference.byId.get(id)?.type === type).sort((a, b) => a - b);
  const contents: OfferFormValues['contents'] = {};
  if (row.titleFr) contents.fr = { title: row.titleFr, description: row.descriptionFr ?? '' };
  if (row.titleEn) contents.en = { title: row.titleEn, description: row.descriptionEn ?? '' };
  return {
    company_id: row.companyId,
    primary_language: row.primaryLanguage,
    is_confidential: row.isConfidential,
    remote: row.remote,
    open_to_canada: row.openToCanada,
    noc_job_title_id: row.nocJobTitleId,
    contents,
    category_id: ofType('category')[0] ?? null,
    specialization_ids: ofType('specialization'),
    experience_id: ofType('experience')[0] ?? null,
    schedule_ids: ofType('schedule'),
    education_id: ofType('education')[0] ?? null,
    certification_ids: ofType('certification'),
    skill_ids: ofType('skill'),
    city_id: row.cityId,
    address: row.address,
    salary_min: row.salaryMin,
    salary_max: row.salaryMax,
    salary_period: row.salaryPeriod,
    positions: row.positions,
    expires_at: row.expiresAt ? offerDate(0, row.expiresAt) : null,
  };
}

/** The filter of an employer's status choice, with expired = past its date (see effectiveStatus). */
function statusCondition(status: OfferRow['status'], now: Date): SQL {
  const notExpired = or(isNull(offers.expiresAt), gte(offers.expiresAt, now))!;
  if (status === 'published') return and(eq(offers.status, 'published'), notExpired)!;
  if (status === 'expired')
    return or(
      eq(offers.status, 'expired'),
      and(eq(offers.status, 'published'), lt(offers.expiresAt, now)),
    )!;
  return eq(offers.status, status);
}

/** GET /ats/offers: the team's offers with status and boards, newest first by default. */
export async function listEmployerOffers(
  db: DbLike,
  teamId: number,
  params: OfferListParams,
  page: number,
  now = new Date(),
): Promise<{ data: EmployerOffer[]; meta: PageMeta }> {
  const perPage = params.per_page ?? OFFERS_PER_PAGE;
  const conditions: SQL[] = [eq(offers.teamId, teamId)];
  if (params.search) {
    const pattern = likeContains(params.search);
    conditions.push(
      or(
        sql`${offers.titleFr} ilike ${pattern} escape '\\'`,
        sql`${offers.titleEn} ilike ${pattern} escape '\\'`,
      )!,
    );
  }
  if (params.status?.length)
    conditions.push(or(...params.status.map((s) => statusCondition(s, now)))!);
  if (params.company_id) conditions.push(eq(offers.companyId, params.company_id));
  if (params.jobboard)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(offerJobboards)
          .where(
            and(
              eq(offerJobboards.offerId, offers.id),
              eq(offerJobboards.jobboard, params.jobboard),
            ),
          ),
      ),
    );
  const where = and(...conditions);
  const direction = params.sort?.direction === 'asc' ? asc : desc;
  const field = params.sort?.field ?? 'created_at';
  const first: SQL =
    field === 'expires_at'
      ? sql`${offers.expiresAt} ${sql.raw(params.sort?.direction === 'asc' ? 'asc' : 'desc')} nulls last`
      : field === 'title'
        ? direction(
            sql`lower(case when ${offers.primaryLanguage} = 'fr' then ${offers.titleFr} else ${offers.titleEn} end)`,
          )
        : direction(
            field === 'updated_at'
              ? offers.updatedAt
              : field === 'status'
                ? offers.status
                : offers.createdAt,
          );
  const [rows, totals] = await Promise.all([
    db
      .select(offerColumns)
      .from(offers)
      .innerJoin(companies, eq(companies.id, offers.companyId))
      .where(where)
      .orderBy(first, direction(offers.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(offers).where(where),
  ]);
  const [extras, reference] = await Promise.all([
    loadExtras(
      db,
      rows.map((r) => r.offer.id),
    ),
    getReference(db),
  ]);
  const total = Number(totals[0]?.n ?? 0);
  return {
    data: rows.map((r) => toEmployerOffer(r.offer, r.company, extras, reference, now)),
    meta: {
      current_page: page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

/** The team's offer (with its form values), or undefined. */
export async function getEmployerOffer(
  db: DbLike,
  teamId: number,
  id: number,
  now = new Date(),
): Promise<EmployerOfferDetail | undefined> {
  const [row] = await db
    .select(offerColumns)
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(and(eq(offers.id, id), eq(offers.teamId, teamId)))
    .limit(1);
  if (!row) return undefined;
  const [extras, reference] = await Promise.all([loadExtras(db, [id]), getReference(db)]);
  return {
    ...toEmployerOffer(row.offer, row.company, extras, reference, now),
    form: toFormValues(row.offer, extras.attributeIds.get(id) ?? [], reference),
  };
}

/** The team's offer row alone (publishing reads its status, company and expiry). */
export async function findOfferRow(
  db: DbLike,
  teamId: number,
  id: number,
): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, id), eq(offers.teamId, teamId)))
    .limit(1);
  return row;
}

/* ---------------------------------------------------------------- writing */

function offerValues(input: OfferInput) {
  const content = (lang: Language) => {
    const c = input.contents[lang];
    return c && c.title ? c : undefined;
  };
  const fr = content('fr');
  const en = content('en');
  const contents = {
    titleFr: fr?.title ?? null,
    descriptionFr: fr?.description ?? null,
    titleEn: en?.title ?? null,
    descriptionEn: en?.description ?? null,
  };
  return {
    ...offerSearchColumns(contents),
    companyId: input.company_id,
    primaryLanguage: input.primary_language,
    isConfidential: input.is_confidential,
    ...(input.remote !== undefined && { remote: input.remote }),
    ...(input.open_to_canada !== undefined && { openToCanada: input.open_to_canada }),
    nocJobTitleId: input.noc_job_title_id ?? null,
    titleFr: fr?.title ?? null,
    descriptionFr: fr?.description ?? null,
    slugFr: fr ? slugify(fr.title) || 'offre' : null,
    titleEn: en?.title ?? null,
    descriptionEn: en?.description ?? null,
    slugEn: en ? slugify(en.title) || 'offer' : null,
    cityId: input.city_id,
    address: input.address || null,
    salaryMin: input.salary_min ?? null,
    salaryMax: input.salary_max ?? null,
    salaryPeriod: input.salary_period,
    salaryCurrency: input.salary_currency,
    positions: input.positions,
    expiresAt: input.expires_at ? endOfOfferDay(input.expires_at) : null,
  };
}

function attributeIdsOf(input: OfferInput): number[] {
  return [
    ...new Set([
      input.category_id,
      input.experience_id,
      ...(input.education_id ? [input.education_id] : []),
      ...input.specialization_ids,
      ...input.schedule_ids,
      ...input.certification_ids,
      ...input.skill_ids,
    ]),
  ];
}

/**
 * POST /ats/offers: a new draft of the team (the caller checked offerReferenceErrors), written by
 * `authorId` (their data export lists it).
 */
export async function createEmployerOffer(
  db: DbLike,
  teamId: number,
  input: OfferInput,
  authorId: number | null = null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(offers)
      .values({ teamId, createdBy: authorId, status: 'draft', ...offerValues(input) })
      .returning({ id: offers.id, titleFr: offers.titleFr, titleEn: offers.titleEn });
    if (!row) throw new Error('offer not created');
    await recordTitleWords(tx, [row]);
    await tx
      .insert(offerAttributes)
      .values(attributeIdsOf(input).map((attributeId) => ({ offerId: row.id, attributeId })));
    return row.id;
  });
}

/**
 * PUT /ats/offers/{id}: replaces the form's values; the boards it is on stay. An expired offer
 * given a new date comes back as unpublished (it left its boards when it expired).
 */
export async function updateEmployerOffer(
  db: DbLike,
  teamId: number,
  id: number,
  input: OfferInput,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: offers.status })
      .from(offers)
      .where(and(eq(offers.id, id), eq(offers.teamId, teamId)))
      .for('update')
      .limit(1);
    if (!current) return false;
    const expired = current.status === 'expired';
    await tx
      .update(offers)
      .set({
        ...offerValues(input),
        ...(expired && { status: 'unpublished' as const }),
        updatedAt: new Date(),
      })
      .where(eq(offers.id, id));
    if (expired) await tx.delete(offerJobboards).where(eq(offerJobboards.offerId, id));
    const values = offerValues(input);
    await recordTitleWords(tx, [values]);
    await tx.delete(offerAttributes).where(eq(offerAttributes.offerId, id));
    await tx
      .insert(offerAttributes)
      .values(attributeIdsOf(input).map((attributeId) => ({ offerId: id, attributeId })));
    return true;
  });
}
