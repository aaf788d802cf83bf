import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  GROUPED_OFFERS_LIMIT,
  type Company,
  type CompanySummary,
  type OfferListItem,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { companies, offerJobboards, offers } from '../db/schema.js';
import { companyLogo, toCompany, type CompanyRow } from './companies.js';
import {
  COUNT_CACHE_MIN,
  cachedAggregate,
  hydrateOfferItems,
  listedOn,
  type OfferContext,
} from './offers.js';

/**
 * The public company answer (contracts CompanySchema), with its offers on the board when counted.
 */
export function toPublicCompany(row: CompanyRow, offersCount?: number): Company {
  return { ...toCompany(row), ...(offersCount === undefined ? {} : { offers_count: offersCount }) };
}

/** A company in a list: its name, logo and count, not its descriptions (CompanySummary). */
export function toCompanySummary(row: CompanyRow, offersCount: number): CompanySummary {
  return {
    id: row.id,
    slug: row.slug,
    name_fr: row.nameFr,
    name_en: row.nameEn,
    logo: companyLogo(row.logoPath, row.logoWidth, row.logoHeight, row.logoVariants),
    offers_count: offersCount,
  };
}

/** Offers of a company listed on a board, confidential ones excluded (they must not be tied to it). */
const companyListedOn = (board: string, companyId: number | SQL) =>
  and(listedOn(board), eq(offers.companyId, companyId), eq(offers.isConfidential, false))!;

async function countCompanyOffers(db: DbLike, board: string, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(offerJobboards)
    .innerJoin(offers, eq(offers.id, offerJobboards.offerId))
    .where(companyListedOn(board, companyId));
  return Number(row?.n ?? 0);
}

/** GET /jobboard/{jobboard}/company/{id}: any existing company, with its offers_count on the board. */
export async function getPublicCompany(
  db: DbLike,
  board: string,
  id: number,
): Promise<Company | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  if (!row) return undefined;
  return toPublicCompany(row, await countCompanyOffers(db, board, id));
}

export async function companyExists(db: DbLike, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return !!row;
}

/**
 * Offers shown per company on the grouped page; the company's page lists them all (the group
 * links to it with their number). Five made the page 11,000 px tall at 1280 px.
 */
export const GROUPED_OFFERS_PER_COMPANY = 3;

export interface GroupedOffers {
  data: Array<{ company: CompanySummary; offers: OfferListItem[] }>;
  total: number;
  limit: number;
}

/** Rankings of at least this many companies are cached (COUNT_CACHE_TTL_MS); smaller ones are cheap. */
export const RANKING_CACHE_MIN = 100;

/**
 * The companies hiring on a board (a listed, non-confidential offer), the most recently hiring
 * first. For each company, its newest such offer is the first match of a walk of
 * (company_id, created_at desc): the cost follows the number of companies, not of offers
 * (800 companies, 10k offers: ~11 ms on PGlite, where a max() per company took 80 ms).
 */
function hiringCompanies(db: DbLike, board: string): Promise<number[]> {
  return cachedAggregate(
    db,
    JSON.stringify(['hiring-companies', board]),
    async () => {
      const { rows } = await db.execute<{ id: number }>(sql`
        select id from (
          select ${companies.id} as id, (
            select ${offers.createdAt} from ${offers}
            inner join ${offerJobboards} on ${offerJobboards.offerId} = ${offers.id}
            where ${companyListedOn(board, sql`${companies.id}`)}
            order by ${offers.createdAt} desc nulls last
            limit 1
          ) as latest
          from ${companies}
        ) ranked
        where latest is not null
        order by latest desc, id`);
      return rows.map((r) => Number(r.id));
    },
    (ids) => ids.length >= RANKING_CACHE_MIN,
  );
}

/**
 * The number of listed offers of each company on a board: counts of COUNT_CACHE_MIN offers or
 * more are kept like a search's total (a big employer's count changes little in a minute), the
 * others counted again, all of a page's missing ones in one query of index probes per company.
 */
async function companyOfferCounts(
  db: DbLike,
  board: string,
  companyIds: readonly number[],
): Promise<Map<number, number>> {
  const missing: number[] = [];
  let resolveBatch!: (counts: Map<number, number>) => void;
  let rejectBatch!: (error: unknown) => void;
  const batch = new Promise<Map<number, number>>((resolve, reject) => {
    resolveBatch = resolve;
    rejectBatch = reject;
  });
  const counts = companyIds.map((id) =>
    cachedAggregate(
      db,
      JSON.stringify(['company-offers', board, id]),
      () => {
        missing.push(id);
        return batch.then((found) => found.get(id) ?? 0);
      },
      (n) => n >= COUNT_CACHE_MIN,
    ),
  );
  if (missing.length === 0) resolveBatch(new Map());
  else
    db.execute<{ company_id: number; n: number }>(
      sql`
      select c.id as company_id, (
        select count(*) from ${offers}
        inner join ${offerJobboards} on ${offerJobboards.offerId} = ${offers.id}
        where ${companyListedOn(board, sql`c.id`)}
      )::int as n
      from unnest(${`{${missing.join(',')}}`}::int[]) as c(id)`,
    ).then(
      ({ rows }) => resolveBatch(new Map(rows.map((r) => [Number(r.company_id), Number(r.n)]))),
      rejectBatch,
    );
  const values = await Promise.all(counts);
  return new Map(companyIds.map((id, i) => [id, values[i]!]));
}

/**
 * GET /jobboard/{jobboard}/offers-grouped-by-companies?offset: companies hiring on the board,
 * the most recently hiring first, GROUPED_OFFERS_LIMIT at a time from `offset` (a number of
 * companies), each with its newest offers and offers_count. Besides the ranking: the page's
 * companies, their newest offers (one window query) and the offers' hydration.
 */
export async function groupedOffers(
  db: DbLike,
  board: string,
  offset: number,
  context: OfferContext = {},
  limit = GROUPED_OFFERS_LIMIT,
): Promise<GroupedOffers> {
  const ranking = await hiringCompanies(db, board);
  const total = ranking.length;
  const companyIds = ranking.slice(offset, offset + limit);
  if (companyIds.length === 0) return { data: [], total, limit };

  // Per company of the page: its newest listed offers (a walk of (company_id, created_at desc)
  // that stops at GROUPED_OFFERS_PER_COMPANY) and its count, both as index probes per company:
  // a window or GROUP BY over the page's companies made the planner hash-join the whole board.
  const idArray = `{${companyIds.join(',')}}`;
  const listed = companyListedOn(board, sql`c.id`);
  const [companyRows, newestResult, countOf] = await Promise.all([
    db.select().from(companies).where(inArray(companies.id, companyIds)),
    db.execute<{ company_id: number; id: number }>(sql`
      select c.id as company_id, l.id
      from unnest(${idArray}::int[]) as c(id)
      cross join lateral (
        select ${offers.id} as id from ${offers}
        inner join ${offerJobboards} on ${offerJobboards.offerId} = ${offers.id}
        where ${listed}
        order by ${offers.createdAt} desc nulls last, ${offers.id}
        limit ${GROUPED_OFFERS_PER_COMPANY}
      ) as l`),
    companyOfferCounts(db, board, companyIds),
  ]);
  const newest = newestResult.rows.map((r) => ({
    id: Number(r.id),
    companyId: Number(r.company_id),
  }));
  const hydrated = await hydrateOfferItems(
    db,
    newest.map((r) => r.id),
    context,
  );
  const byId = new Map(hydrated.map((o) => [o.id, o]));
  const offersOf = new Map<number, OfferListItem[]>();
  for (const row of newest) {
    const offer = byId.get(row.id);
    if (offer)
      (offersOf.get(row.companyId) ?? offersOf.set(row.companyId, []).get(row.companyId)!).push(
        offer,
      );
  }
  const companyById = new Map(companyRows.map((c) => [c.id, c]));
  return {
    data: companyIds.flatMap((id) => {
      const company = companyById.get(id);
      const list = offersOf.get(id);
      // A cached ranking may name a company whose last offer just expired: leave it out.
      return company && list?.length
        ? [{ company: toCompanySummary(company, countOf.get(id) ?? 0), offers: list }]
        : [];
    }),
    total,
    limit,
  };
}
