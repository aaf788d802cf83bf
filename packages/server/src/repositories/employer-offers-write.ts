import { eq } from 'drizzle-orm';
import { OFFER_TIME_ZONE, type Language, type OfferInput } from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { offerAttributes, offerJobboards, offers } from '../db/schema.js';
import { slugify } from '../lib/slugify.js';
import { lockTeamOffer } from './team-offer.js';
import {
  offerSearchColumns,
  recordTitleWords,
  searchedAttributeLabels,
  type AttributeLabels,
} from '../search/index-offers.js';

/* An employer's offer written from its form: a new draft, or new values for an existing one. */

/** The instant an offer expiring on `date` (YYYY-MM-DD) stops: the end of that day in Québec. */
export function endOfOfferDay(date: string): Date {
  const zone =
    new Intl.DateTimeFormat('en-US', { timeZone: OFFER_TIME_ZONE, timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = zone.replace('GMT', '') || 'Z';
  return new Date(`${date}T23:59:59.999${offset}`);
}

/** The offer's columns from its form; `labels`: its searched attributes' (searchedAttributeLabels). */
function offerValues(input: OfferInput, labels: readonly AttributeLabels[]) {
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
    attributes: labels,
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
    const labels = await searchedAttributeLabels(tx, attributeIdsOf(input));
    const [row] = await tx
      .insert(offers)
      .values({ teamId, createdBy: authorId, status: 'draft', ...offerValues(input, labels) })
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
    const current = await lockTeamOffer(tx, teamId, id);
    if (!current) return false;
    const expired = current.status === 'expired';
    const values = offerValues(input, await searchedAttributeLabels(tx, attributeIdsOf(input)));
    await tx
      .update(offers)
      .set({
        ...values,
        ...(expired && { status: 'unpublished' as const }),
        updatedAt: new Date(),
      })
      .where(eq(offers.id, id));
    if (expired) await tx.delete(offerJobboards).where(eq(offerJobboards.offerId, id));
    await recordTitleWords(tx, [values]);
    await tx.delete(offerAttributes).where(eq(offerAttributes.offerId, id));
    await tx
      .insert(offerAttributes)
      .values(attributeIdsOf(input).map((attributeId) => ({ offerId: id, attributeId })));
    return true;
  });
}
