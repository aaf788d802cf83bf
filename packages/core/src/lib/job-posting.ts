import type { Offer, OfferListContent } from '@jobboard/contracts';
import { SCHEDULE_IDS } from '../config/constants';

/**
 * Google JobPosting employmentType values mapped from our schedule attributes (their fixed ids).
 */
const EMPLOYMENT_TYPES: Record<number, string> = {
  [SCHEDULE_IDS.fullTime]: 'FULL_TIME',
  [SCHEDULE_IDS.partTime]: 'PART_TIME',
  [SCHEDULE_IDS.contract]: 'CONTRACTOR',
  [SCHEDULE_IDS.temporary]: 'TEMPORARY',
  [SCHEDULE_IDS.substitution]: 'TEMPORARY',
  [SCHEDULE_IDS.volunteer]: 'VOLUNTEER',
  [SCHEDULE_IDS.permanent]: 'OTHER',
};

export function employmentTypes(offer: Pick<Offer, 'attributes'>): string[] {
  const types = offer.attributes
    .filter((a) => a.type === 'schedule')
    .map((a) => EMPLOYMENT_TYPES[a.id] ?? 'OTHER');
  const unique = [...new Set(types)];
  // "Permanent" says nothing of the hours: OTHER only when no schedule says more.
  return unique.length > 1 ? unique.filter((t) => t !== 'OTHER') : unique;
}

/** Plain text (paragraphs separated by blank lines) as the HTML Google asks `description` in. */
export function descriptionHtml(text: string): string {
  const escape = (t: string) =>
    t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p>${escape(p.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Contents in the page language, falling back to the offer's primary language. */
export function offerContent<C extends OfferListContent>(
  offer: { contents: { fr?: C; en?: C }; primary_language: Offer['primary_language'] },
  lang: 'fr' | 'en',
): C | null {
  return (
    offer.contents[lang] ??
    offer.contents[offer.primary_language] ??
    offer.contents.fr ??
    offer.contents.en ??
    null
  );
}

/** The language offerContent() gives for `lang`: `lang` itself, else the version shown instead. */
export function offerContentLang(
  offer: { contents: { fr?: unknown; en?: unknown }; primary_language: Offer['primary_language'] },
  lang: 'fr' | 'en',
): 'fr' | 'en' {
  if (offer.contents[lang]) return lang;
  if (offer.contents[offer.primary_language]) return offer.primary_language;
  return offer.contents.fr ? 'fr' : offer.contents.en ? 'en' : lang;
}

/** The languages an offer is written in (both for a bilingual posting). */
export function offerVersions(offer: {
  contents: { fr?: unknown; en?: unknown };
}): ('fr' | 'en')[] {
  return (['fr', 'en'] as const).filter((l) => !!offer.contents[l]);
}

/** The `lang` attribute of text in a language ("fr-CA", "en-CA"). */
export const langTag = (lang: 'fr' | 'en') => (lang === 'fr' ? 'fr-CA' : 'en-CA');

export function isExpired(offer: Pick<Offer, 'status' | 'expires_at'>, now = new Date()): boolean {
  return (
    offer.status === 'expired' || (offer.expires_at !== null && new Date(offer.expires_at) < now)
  );
}

export interface JobPostingContext {
  lang: 'fr' | 'en';
  /** Absolute URL of the offer page. */
  url: string;
  /** Absolute URL of the company's page, when known. */
  companyUrl?: string;
  /** The board publishing the offer: it issues the offer's identifier. */
  board?: { name: string };
  /**
   * The hiring organization of a confidential offer, which must name no company: "Confidential
   * employer" in the page's language (Google requires a hiringOrganization on every posting).
   */
  confidentialName?: string;
  now?: Date;
}

const CONFIDENTIAL_NAMES = { fr: 'Employeur confidentiel', en: 'Confidential employer' } as const;

function absoluteUrl(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/**
 * Google JobPosting structured data matching what the offer page shows. Null when the offer
 * must not be advertised (expired, or without content).
 */
export function toJobPosting(offer: Offer, ctx: JobPostingContext): Record<string, unknown> | null {
  if (isExpired(offer, ctx.now)) return null;
  const content = offerContent(offer, ctx.lang);
  if (!content) return null;
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: content.title,
    description: descriptionHtml(content.description),
    datePosted: offer.created_at,
    identifier: {
      '@type': 'PropertyValue',
      name: ctx.board?.name ?? 'offer',
      value: String(offer.id),
    },
    directApply: true,
    url: ctx.url,
  };
  if (offer.expires_at) posting.validThrough = offer.expires_at;
  const types = employmentTypes(offer);
  if (types.length) posting.employmentType = types.length === 1 ? types[0] : types;
  if (!offer.is_confidential && offer.company) {
    const name =
      ctx.lang === 'fr'
        ? offer.company.name_fr || offer.company.name_en
        : offer.company.name_en || offer.company.name_fr;
    posting.hiringOrganization = {
      '@type': 'Organization',
      name,
      ...(ctx.companyUrl ? { sameAs: ctx.companyUrl } : {}),
      // Google wants an absolute logo URL; uploads are served from the site's own origin.
      ...(offer.company.logo ? { logo: absoluteUrl(offer.company.logo.url, ctx.url) } : {}),
    };
  } else {
    // A confidential offer still has a hiring organization, and it names no company.
    posting.hiringOrganization = {
      '@type': 'Organization',
      name: ctx.confidentialName ?? CONFIDENTIAL_NAMES[ctx.lang],
    };
  }
  if (offer.city) {
    posting.jobLocation = {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        // A confidential employer's offer names its city only: its street would name it.
        ...(offer.address && !offer.is_confidential ? { streetAddress: offer.address } : {}),
        addressLocality: offer.city.label,
        addressRegion: 'QC',
        addressCountry: 'CA',
      },
    };
  }
  // Remote work: Google asks where applicants may live. An offer open across Canada says so; a
  // remote one that is not takes applicants of the province of its city (all cities are in Quebec).
  if (offer.remote) posting.jobLocationType = 'TELECOMMUTE';
  if (offer.open_to_canada) {
    posting.applicantLocationRequirements = { '@type': 'Country', name: 'CA' };
  } else if (offer.remote) {
    posting.applicantLocationRequirements = { '@type': 'State', name: 'QC' };
  }
  if (offer.salary && (offer.salary.min !== null || offer.salary.max !== null)) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: offer.salary.currency,
      value: {
        '@type': 'QuantitativeValue',
        ...(offer.salary.min !== null ? { minValue: offer.salary.min } : {}),
        ...(offer.salary.max !== null ? { maxValue: offer.salary.max } : {}),
        unitText: offer.salary.period === 'hour' ? 'HOUR' : 'YEAR',
      },
    };
  }
  return posting;
}

/** JSON for a <script type="application/ld+json">, safe against `</script>` in the content. */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
