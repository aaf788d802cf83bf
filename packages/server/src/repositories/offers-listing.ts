import { and, eq, gt, inArray, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  ATTRIBUTE_TYPES,
  type Attribute,
  type Offer,
  type OfferListItem,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { preparedOnce } from '../db/prepared.js';
import { applications, companies, offerAttributes, offerJobboards, offers } from '../db/schema.js';
import { companyLogo } from './companies.js';
import { getReference } from './reference.js';

/*
 * The public offers, part 1 of the repository (offers.ts lists the parts): which offers a board
 * shows, the orders its index serves, and how rows become the Offer answers of the API.
 */

/* ---------------------------------------------------------------- what "public" means */

/**
 * An offer is listed on a board when it is published there (a row in offer_jobboards), its status
 * is published and it has not expired. These conditions expect offer_jobboards joined to offers.
 * The board may be a prepared statement's parameter (db/prepared.ts).
 */
export function listedOn(board: string | Placeholder): SQL {
  return and(
    eq(offerJobboards.jobboard, board),
    eq(offers.status, 'published'),
    or(isNull(offers.expiresAt), gt(offers.expiresAt, sql`now()`)),
  )!;
}

const READABLE_STATUSES = ['published', 'expired'] as const;

/**
 * An offer page stays readable after expiry (the page says it expired, and search engines get a
 * page rather than a 404): published on the board, status published or expired. Drafts and
 * unpublished offers are not found.
 */
export function readableOn(board: string | Placeholder): SQL {
  return and(eq(offerJobboards.jobboard, board), inArray(offers.status, READABLE_STATUSES))!;
}

/* ---------------------------------------------------------------- hydration: rows → Offer */

/**
 * Orders of a board's list that match offer_jobboards_board_created_idx
 * (jobboard, offer_created_at DESC NULLS LAST, offer_id): the index is read in order and the scan
 * stops at the page. A plain "desc" means NULLS FIRST, which the index does not provide, and the
 * planner would then sort every offer of the board (27 ms instead of 1 ms on 10k offers).
 */
export const NEWEST_FIRST: SQL[] = [
  sql`${offerJobboards.offerCreatedAt} desc nulls last`,
  sql`${offerJobboards.offerId} asc`,
];
export const OLDEST_FIRST: SQL[] = [
  sql`${offerJobboards.offerCreatedAt} asc nulls first`,
  sql`${offerJobboards.offerId} desc`,
];

const TYPE_ORDER = new Map(ATTRIBUTE_TYPES.map((type, i) => [type, i]));

/** A JSON array from a correlated subquery: json parses the same way on PGlite and node-postgres. */
const jsonList = <T>(query: SQL) => sql<T[] | null>`(${query})`;

/**
 * The Offer answers (docs/api.md) of the given ids, in the order of `ids`: contents of the languages
 * that have a title (the client falls back to primary_language), the company unless the offer is
 * confidential, attributes in type then display order, the boards it is on, has_applied for the
 * signed-in candidate. One query whatever the number of offers (attribute ids and boards come as
 * JSON lists from correlated subqueries; labels and slugs from the cached reference data).
 */
export function hydrateOffers(
  db: DbLike,
  ids: readonly number[],
  options: HydrateOptions = {},
): Promise<Offer[]> {
  return hydrate(db, ids, options, true) as Promise<Offer[]>;
}

/**
 * The OfferListItem answers of lists (search, similar offers, a company's offers): as
 * hydrateOffers without the descriptions, which are not even read from the database.
 */
export function hydrateOfferItems(
  db: DbLike,
  ids: readonly number[],
  options: HydrateOptions = {},
): Promise<OfferListItem[]> {
  return hydrate(db, ids, options, false);
}

export interface HydrateOptions {
  candidateId?: number | null;
  boards?: ReadonlySet<string>;
  /**
   * Only the offers readable on this board (readableOn), checked in the same query: an offer
   * page's offer needs no query of its own to know whether the board may show it.
   */
  readableOnBoard?: string;
}

/**
 * The hydration query of one shape (descriptions or not, a candidate or not, a board to check or
 * not), prepared once per database (db/prepared.ts: its 33 columns took drizzle about 0.4 ms to
 * build on every call; an offer page makes two, a search one). The ids, the candidate and the
 * board are the statement's parameters.
 */
function hydrationQuery(db: DbLike, shape: HydrationShape) {
  const name = `hydrate_offers_${shape.withDescriptions ? 'full' : 'item'}${shape.forCandidate ? '_candidate' : ''}${shape.checkBoard ? '_board' : ''}`;
  return preparedOnce(db, name, (handle) => prepareHydration(handle, shape, name));
}

interface HydrationShape {
  withDescriptions: boolean;
  forCandidate: boolean;
  checkBoard: boolean;
}

function prepareHydration(db: DbLike, shape: HydrationShape, name: string) {
  const noDescription = sql<string | null>`null`;
  return db
    .select({
      id: offers.id,
      isConfidential: offers.isConfidential,
      primaryLanguage: offers.primaryLanguage,
      status: offers.status,
      titleFr: offers.titleFr,
      titleEn: offers.titleEn,
      descriptionFr: shape.withDescriptions ? offers.descriptionFr : noDescription,
      descriptionEn: shape.withDescriptions ? offers.descriptionEn : noDescription,
      slugFr: offers.slugFr,
      slugEn: offers.slugEn,
      cityId: offers.cityId,
      address: offers.address,
      salaryMin: offers.salaryMin,
      salaryMax: offers.salaryMax,
      salaryPeriod: offers.salaryPeriod,
      salaryCurrency: offers.salaryCurrency,
      positions: offers.positions,
      remote: offers.remote,
      openToCanada: offers.openToCanada,
      createdAt: offers.createdAt,
      updatedAt: offers.updatedAt,
      expiresAt: offers.expiresAt,
      companyId: companies.id,
      companySlug: companies.slug,
      companyNameFr: companies.nameFr,
      companyNameEn: companies.nameEn,
      logoPath: companies.logoPath,
      logoWidth: companies.logoWidth,
      logoHeight: companies.logoHeight,
      logoVariants: companies.logoVariants,
      attributeIds: jsonList<number>(
        sql`select json_agg(${offerAttributes.attributeId}) from ${offerAttributes} where ${offerAttributes.offerId} = ${offers.id}`,
      ),
      boards: jsonList<string>(
        sql`select json_agg(${offerJobboards.jobboard} order by ${offerJobboards.publishedAt}, ${offerJobboards.jobboard}) from ${offerJobboards} where ${offerJobboards.offerId} = ${offers.id}`,
      ),
      hasApplied: shape.forCandidate
        ? sql<boolean>`exists (select 1 from ${applications} where ${applications.offerId} = ${offers.id} and ${applications.userId} = ${sql.placeholder('candidateId')})`
        : sql<boolean>`false`,
    })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(
      and(
        // One array parameter whatever the number of ids: one statement for every list.
        sql`${offers.id} = any(${sql.placeholder('ids')}::integer[])`,
        shape.checkBoard
          ? and(
              inArray(offers.status, READABLE_STATUSES),
              sql`exists (select 1 from ${offerJobboards} where ${offerJobboards.offerId} = ${offers.id} and ${offerJobboards.jobboard} = ${sql.placeholder('board')})`,
            )
          : undefined,
      ),
    )
    .prepare(name);
}

async function hydrate(
  db: DbLike,
  ids: readonly number[],
  options: HydrateOptions,
  withDescriptions: boolean,
): Promise<OfferListItem[]> {
  if (ids.length === 0) return [];
  const reference = await getReference(db);
  const candidateId = options.candidateId ?? null;
  const rows = await hydrationQuery(db, {
    withDescriptions,
    forCandidate: candidateId !== null,
    checkBoard: options.readableOnBoard !== undefined,
  }).execute({ ids: [...ids], candidateId, board: options.readableOnBoard });

  const byId = new Map<number, OfferListItem>();
  const content = (title: string, slug: string | null, description: string | null) =>
    withDescriptions
      ? { title, description: description ?? '', slug: slug ?? '' }
      : { title, slug: slug ?? '' };
  for (const r of rows) {
    const contents: OfferListItem['contents'] = {};
    if (r.titleFr !== null) contents.fr = content(r.titleFr, r.slugFr, r.descriptionFr);
    if (r.titleEn !== null) contents.en = content(r.titleEn, r.slugEn, r.descriptionEn);
    const offerAttributeList = (r.attributeIds ?? [])
      .map((id) => reference.byId.get(Number(id)))
      .filter((a): a is Attribute => a !== undefined)
      .sort(
        (a, b) =>
          (TYPE_ORDER.get(a.type) ?? 0) - (TYPE_ORDER.get(b.type) ?? 0) ||
          (reference.order.get(a.id) ?? 0) - (reference.order.get(b.id) ?? 0),
      );
    byId.set(r.id, {
      id: r.id,
      is_confidential: r.isConfidential,
      remote: r.remote,
      open_to_canada: r.openToCanada,
      company: r.isConfidential
        ? null
        : {
            id: r.companyId,
            slug: r.companySlug,
            name_fr: r.companyNameFr,
            name_en: r.companyNameEn,
            logo: companyLogo(r.logoPath, r.logoWidth, r.logoHeight, r.logoVariants),
          },
      contents,
      primary_language: r.primaryLanguage,
      has_applied: r.hasApplied === true,
      attributes: offerAttributeList,
      city: r.cityId === null ? null : (reference.cityById.get(r.cityId) ?? null),
      address: r.address,
      salary:
        r.salaryMin === null && r.salaryMax === null
          ? null
          : {
              min: r.salaryMin,
              max: r.salaryMax,
              period: r.salaryPeriod,
              currency: r.salaryCurrency,
            },
      positions: r.positions,
      // Only boards this process serves: a retired brand's rows are not shown.
      jobboards: (r.boards ?? [])
        .filter((name) => !options.boards || options.boards.has(name))
        .map((name) => ({ name })),
      status: r.status,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      expires_at: r.expiresAt ? r.expiresAt.toISOString() : null,
    });
  }
  return ids.map((id) => byId.get(id)).filter((o): o is OfferListItem => o !== undefined);
}
