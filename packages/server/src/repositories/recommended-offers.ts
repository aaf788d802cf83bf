import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  RECOMMENDED_NEARBY_KM,
  RECOMMENDED_OFFERS_MAX,
  type Language,
  type RecommendedOffer,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import {
  offerAttributes,
  offerJobboards,
  offers,
  userSkills,
  userSpecializations,
  users,
} from '../db/schema.js';
import { hydrateOfferItems, listedOn } from './offers-listing.js';
import { cityFilterIds, getReference } from './reference.js';

/*
 * « Offres pour vous / Jobs for you » (docs/candidates.md#jobs-for-you): a board's open offers
 * ranked by what a candidate's profile matches. The weights are documented there; keep both in
 * step. The ranking is one query (the profile is read first, the nearby municipalities are found
 * in memory from the reference data, as the search's radius does), the same SQL on PGlite and
 * PostgreSQL.
 */

/** The score of each part of the profile an offer matches. */
export const RECOMMENDATION_WEIGHTS = {
  specialization: 50,
  /** The category of a followed specialization, when none of its specializations matches. */
  category: 15,
  sameCity: 30,
  /** Within RECOMMENDED_NEARBY_KM, or done from home. */
  nearby: 15,
  /** Per skill of the offer the candidate holds, up to SKILLS_COUNTED. */
  skill: 10,
  /** The offer is written in the candidate's language. */
  language: 5,
} as const;
export const SKILLS_COUNTED = 5;
/** Skills in common that recommend an offer of another trade (or to a profile without one). */
export const SKILLS_ALONE = 2;

/** What of a candidate's profile the ranking reads. */
export interface CandidateProfile {
  cityId: number | null;
  language: Language;
  specializationIds: number[];
  skillIds: number[];
}

export async function candidateProfile(
  db: DbLike,
  userId: number,
): Promise<CandidateProfile | undefined> {
  const [[user], specs, skills] = await Promise.all([
    db
      .select({ cityId: users.cityId, language: users.language })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({ id: userSpecializations.attributeId })
      .from(userSpecializations)
      .where(eq(userSpecializations.userId, userId)),
    db.select({ id: userSkills.attributeId }).from(userSkills).where(eq(userSkills.userId, userId)),
  ]);
  if (!user) return undefined;
  return {
    cityId: user.cityId,
    language: user.language,
    specializationIds: specs.map((r) => r.id),
    skillIds: skills.map((r) => r.id),
  };
}

/** A profile with nothing to rank by (no specialization, skill or city). */
export const isEmptyProfile = (p: CandidateProfile): boolean =>
  !p.specializationIds.length && !p.skillIds.length && p.cityId === null;

/** A correlated subquery over the offer's attributes among `ids` (`null` when there are none). */
const attributeQuery = (select: SQL, ids: readonly number[]): SQL =>
  ids.length
    ? sql`(select ${select} from ${offerAttributes} where ${offerAttributes.offerId} = ${offers.id} and ${inArray(offerAttributes.attributeId, [...ids])})`
    : sql`null`;

/** One offer's score and what made it, before hydration. */
export interface RankedOffer {
  id: number;
  score: number;
  specializationId: number | null;
  categoryId: number | null;
  sameCity: boolean;
  nearby: boolean;
  remote: boolean;
  skills: number;
}

/**
 * The board's open offers the profile matches, best first (ties: newest first). With a
 * specialization or a skill in the profile, an offer must be of a followed specialization or its
 * category, or ask for two of the candidate's skills (SKILLS_ALONE; one for a profile of one
 * skill): a nurse of Laval is not shown every job of Laval, nor a hotel's because both ask for
 * teamwork. A profile of a city alone ranks the offers in and around it and those done from home.
 */
export async function rankOffersFor(
  db: DbLike,
  board: string,
  profile: CandidateProfile,
  limit = RECOMMENDED_OFFERS_MAX,
): Promise<RankedOffer[]> {
  if (isEmptyProfile(profile)) return [];
  const reference = await getReference(db);
  const specializationIds = profile.specializationIds.filter(
    (id) => reference.byId.get(id)?.type === 'specialization',
  );
  const categoryIds = [
    ...new Set(
      specializationIds
        .map((id) => reference.byId.get(id)?.parent_id)
        .filter((id): id is number => typeof id === 'number'),
    ),
  ];
  const skillIds = profile.skillIds;
  const cityId = profile.cityId;
  const nearbyIds =
    cityId === null
      ? []
      : cityFilterIds(reference, [cityId], RECOMMENDED_NEARBY_KM).filter((id) => id !== cityId);

  const trade = [...specializationIds, ...categoryIds];
  // One skill in common is often a general one (teamwork): alone, it takes two.
  const skillsNeeded = Math.min(SKILLS_ALONE, skillIds.length);
  const place: SQL[] = [];
  if (cityId !== null) place.push(eq(offers.cityId, cityId), eq(offers.remote, true));
  if (nearbyIds.length) place.push(inArray(offers.cityId, nearbyIds));
  const profession: SQL[] = [];
  if (trade.length)
    profession.push(
      sql`exists (select 1 from ${offerAttributes} where ${offerAttributes.offerId} = ${offers.id} and ${inArray(offerAttributes.attributeId, trade)})`,
    );
  if (skillIds.length)
    profession.push(
      sql`(select count(*) from ${offerAttributes} where ${offerAttributes.offerId} = ${offers.id} and ${inArray(offerAttributes.attributeId, skillIds)}) >= ${skillsNeeded}`,
    );
  const matches: SQL | undefined = profession.length ? or(...profession) : or(...place);
  if (!matches) return [];

  const titleInLanguage = profile.language === 'fr' ? offers.titleFr : offers.titleEn;
  const matched = db
    .select({
      id: sql<number>`${offers.id}`.as('id'),
      createdAt: sql<Date>`${offerJobboards.offerCreatedAt}`.as('created_at'),
      specializationId: sql<
        number | null
      >`${attributeQuery(sql`min(${offerAttributes.attributeId})`, specializationIds)}`.as(
        'specialization_id',
      ),
      categoryId: sql<
        number | null
      >`${attributeQuery(sql`min(${offerAttributes.attributeId})`, categoryIds)}`.as('category_id'),
      skills: sql<number>`coalesce(${attributeQuery(sql`count(*)::int`, skillIds)}, 0)`.as(
        'skills',
      ),
      sameCity: (cityId === null
        ? sql<boolean>`false`
        : sql<boolean>`coalesce(${offers.cityId} = ${cityId}, false)`
      ).as('same_city'),
      nearby: (nearbyIds.length
        ? sql<boolean>`coalesce(${inArray(offers.cityId, nearbyIds)}, false)`
        : sql<boolean>`false`
      ).as('nearby'),
      remote: sql<boolean>`${offers.remote}`.as('remote'),
      inLanguage: sql<boolean>`${titleInLanguage} is not null`.as('in_language'),
    })
    .from(offerJobboards)
    .innerJoin(offers, eq(offers.id, offerJobboards.offerId))
    .where(and(listedOn(board), matches))
    .as('matched');

  const w = RECOMMENDATION_WEIGHTS;
  // A remote offer counts as near only for a candidate who gave a city (the place part).
  const score = sql<number>`(case when ${matched.specializationId} is not null then ${sql.raw(String(w.specialization))} when ${matched.categoryId} is not null then ${sql.raw(String(w.category))} else 0 end
    + case when ${matched.sameCity} then ${sql.raw(String(w.sameCity))} when ${matched.nearby} or (${matched.remote} and ${sql.raw(cityId === null ? 'false' : 'true')}) then ${sql.raw(String(w.nearby))} else 0 end
    + least(${matched.skills}, ${sql.raw(String(SKILLS_COUNTED))}) * ${sql.raw(String(w.skill))}
    + case when ${matched.inLanguage} then ${sql.raw(String(w.language))} else 0 end)`;
  const rows = await db
    .select({
      id: matched.id,
      score: score.as('score'),
      specializationId: matched.specializationId,
      categoryId: matched.categoryId,
      skills: matched.skills,
      sameCity: matched.sameCity,
      nearby: matched.nearby,
      remote: matched.remote,
    })
    .from(matched)
    .orderBy(desc(sql`score`), desc(matched.createdAt), desc(matched.id))
    .limit(limit);
  return rows.map((r) => ({
    id: Number(r.id),
    score: Number(r.score),
    specializationId: r.specializationId === null ? null : Number(r.specializationId),
    categoryId: r.categoryId === null ? null : Number(r.categoryId),
    skills: Number(r.skills),
    sameCity: r.sameCity === true,
    nearby: r.nearby === true,
    remote: r.remote === true,
  }));
}

/** The recommended offers of a candidate on a board, as the API answers them. */
export async function recommendedOffers(
  db: DbLike,
  board: string,
  profile: CandidateProfile,
  context: { candidateId?: number | null; boards?: ReadonlySet<string> } = {},
  limit = RECOMMENDED_OFFERS_MAX,
): Promise<RecommendedOffer[]> {
  const ranked = await rankOffersFor(db, board, profile, limit);
  if (!ranked.length) return [];
  const reference = await getReference(db);
  const items = await hydrateOfferItems(
    db,
    ranked.map((r) => r.id),
    context,
  );
  const byId = new Map(ranked.map((r) => [r.id, r]));
  return items.map((offer) => {
    const r = byId.get(offer.id)!;
    const attributeId = r.specializationId ?? r.categoryId;
    return {
      offer,
      reasons: {
        same_city: r.sameCity,
        nearby: !r.sameCity && r.nearby,
        remote: r.remote,
        specialization: attributeId === null ? null : (reference.byId.get(attributeId) ?? null),
        skills: r.skills,
      },
    };
  });
}
