import { and, asc, count, desc, eq, exists, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  EmployerOffer,
  EmployerOfferDetail,
  Offer,
  OfferListParams,
  PageMeta,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { companies, offerJobboards, offers } from '../db/schema.js';
import {
  loadExtras,
  offerColumns,
  toEmployerOffer,
  toFormValues,
  type OfferRow,
} from './employer-offers-answers.js';
import { hydrateOffers } from './offers-listing.js';
import { isTeamOffer } from './team-offer.js';
import { getReference, likeContains } from './reference.js';

/**
 * Offers as their own team manages them (docs/employers.md). Every read and write is filtered on
 * the team: another team's offer id reads as missing. The parts:
 * - this file: the team's list and one offer, read;
 * - employer-offers-answers.ts: rows as the ATS's answers and form values;
 * - employer-offers-checks.ts: the form's rules that need the database;
 * - employer-offers-write.ts: a draft created, an offer's values replaced.
 * Publishing on boards is publishing.ts.
 */

export { offerReferenceErrors } from './employer-offers-checks.js';
export {
  createEmployerOffer,
  endOfOfferDay,
  updateEmployerOffer,
} from './employer-offers-write.js';

export const OFFERS_PER_PAGE = 20;

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

/**
 * The team's offer as the public Offer (what the offer page shows), whatever its status: the
 * employer's preview before publishing. Undefined when the offer is not the team's.
 */
export async function getOfferPreview(
  db: DbLike,
  teamId: number,
  id: number,
): Promise<Offer | undefined> {
  if (!(await isTeamOffer(db, teamId, id))) return undefined;
  const [offer] = await hydrateOffers(db, [id]);
  return offer;
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
