import { and, asc, count, inArray } from 'drizzle-orm';
import {
  offerDate,
  type AttributeType,
  type EmployerOffer,
  type Language,
  type OfferFormValues,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { applications, companies, offerAttributes, offerJobboards, offers } from '../db/schema.js';
import { deliveredToEmployer } from './applications.js';
import { offerViewCounts } from './offer-stats.js';
import { companyLogo } from './companies.js';
import type { ReferenceData } from './reference.js';

/*
 * An employer's offer rows as the answers of the ATS: the offer with its company, attributes,
 * boards and number of applications, and the values of its form.
 */

export type OfferRow = typeof offers.$inferSelect;
type CompanyPart = Pick<
  typeof companies.$inferSelect,
  'id' | 'slug' | 'nameFr' | 'nameEn' | 'logoPath' | 'logoWidth' | 'logoHeight' | 'logoVariants'
>;

export const offerColumns = {
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
export function effectiveStatus(row: OfferRow, now: Date): OfferRow['status'] {
  return row.status === 'published' && row.expiresAt && row.expiresAt < now
    ? 'expired'
    : row.status;
}

export interface OfferExtras {
  attributeIds: Map<number, number[]>;
  boards: Map<number, Array<{ name: string; published_at: string }>>;
  applicationCounts: Map<number, number>;
  viewCounts: Map<number, number>;
}

export async function loadExtras(db: DbLike, ids: number[]): Promise<OfferExtras> {
  if (ids.length === 0)
    return {
      attributeIds: new Map(),
      boards: new Map(),
      applicationCounts: new Map(),
      viewCounts: new Map(),
    };
  const [attributeRows, boardRows, countRows, viewCounts] = await Promise.all([
    db.select().from(offerAttributes).where(inArray(offerAttributes.offerId, ids)),
    db
      .select()
      .from(offerJobboards)
      .where(inArray(offerJobboards.offerId, ids))
      .orderBy(asc(offerJobboards.publishedAt), asc(offerJobboards.jobboard)),
    db
      .select({ offerId: applications.offerId, n: count() })
      .from(applications)
      .where(and(inArray(applications.offerId, ids), deliveredToEmployer))
      .groupBy(applications.offerId),
    offerViewCounts(db, ids),
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
    // Counted by offer id (inArray above): never the null of a closed team's applications.
    applicationCounts: new Map(countRows.map((r) => [r.offerId ?? 0, Number(r.n)])),
    viewCounts,
  };
}

export function toEmployerOffer(
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
    views_count: extras.viewCounts.get(row.id) ?? 0,
    status: effectiveStatus(row, now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

export function toFormValues(
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
