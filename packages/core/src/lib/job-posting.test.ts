import type { Offer } from '@jobboard/contracts';
import { describe, expect, it } from 'vitest';
import {
  descriptionHtml,
  employmentTypes,
  jsonLdScript,
  offerContent,
  toJobPosting,
} from './job-posting';

const attr = (id: number, type: Offer['attributes'][number]['type'] = 'schedule') => ({
  id,
  type,
  label: { fr: `fr${id}`, en: `en${id}` },
  slug: { fr: `fr-${id}`, en: `en-${id}` },
  parent_id: null,
});

const offer = (over: Partial<Offer> = {}): Offer => ({
  id: 12,
  is_confidential: false,
  company: {
    id: 3,
    slug: 'acme',
    name_fr: 'Acmé',
    name_en: '',
    logo: { url: 'https://x/logo.png', width: 10, height: 10 },
  },
  contents: { fr: { title: 'Cuisinier', description: 'Cuisiner', slug: 'cuisinier' } },
  primary_language: 'fr',
  has_applied: false,
  attributes: [attr(41), attr(37)],
  city: { id: 1, label: 'Laval', slug: 'laval', featured: true },
  address: '1 rue X',
  salary: { min: 20, max: null, period: 'hour', currency: 'CAD' },
  positions: 1,
  jobboards: [{ name: 'b' }],
  status: 'published',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  expires_at: '2099-01-01T00:00:00Z',
  ...over,
});

describe('toJobPosting', () => {
  it('maps the offer as the page shows it (English page, French-only offer)', () => {
    const p = toJobPosting(offer(), { lang: 'en', url: 'https://h/en/offer/cuisinier/12' })!;
    expect(p).toMatchObject({
      '@type': 'JobPosting',
      title: 'Cuisinier',
      description: '<p>Cuisiner</p>',
      datePosted: '2026-11-01T00:00:00Z',
      validThrough: '2099-01-01T00:00:00Z',
      employmentType: ['FULL_TIME', 'CONTRACTOR'],
      directApply: true,
      identifier: { '@type': 'PropertyValue', value: '12' },
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acmé',
        logo: 'https://x/logo.png',
      },
      jobLocation: {
        address: { addressLocality: 'Laval', streetAddress: '1 rue X', addressCountry: 'CA' },
      },
      baseSalary: { currency: 'CAD', value: { minValue: 20, unitText: 'HOUR' } },
    });
  });
  it('fills baseSalary from a yearly range: MonetaryAmount, QuantitativeValue min and max, YEAR', () => {
    const posting = toJobPosting(
      offer({ salary: { min: 60000, max: 75000, period: 'year', currency: 'CAD' } }),
      { lang: 'en', url: 'https://h/en/offer/cook/12' },
    )!;
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'CAD',
      value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 75000, unitText: 'YEAR' },
    });
    const none = toJobPosting(offer({ salary: null }), {
      lang: 'en',
      url: 'https://h/en/offer/cook/12',
    })!;
    expect(none.baseSalary).toBeUndefined();
  });
  it('gives a confidential offer a neutral hiring organization, never the company', () => {
    const fr = toJobPosting(offer({ is_confidential: true, company: null }), {
      lang: 'fr',
      url: 'https://h/fr/offre/cuisinier/12',
      board: { name: 'Test Emplois' },
    })!;
    expect(fr.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Employeur confidentiel',
    });
    expect(fr.identifier).toEqual({ '@type': 'PropertyValue', name: 'Test Emplois', value: '12' });
    // Even if a company came along with the flag, it is not named anywhere.
    const en = toJobPosting(offer({ is_confidential: true }), {
      lang: 'en',
      url: 'https://h/en/offer/cuisinier/12',
      confidentialName: 'Confidential employer',
    })!;
    expect(en.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Confidential employer',
    });
    expect(JSON.stringify(en)).not.toContain('Acmé');
  });

  it('places a confidential offer in its city only, never at its street address', () => {
    const at = (is_confidential: boolean) =>
      toJobPosting(offer({ is_confidential, address: '1 rue X' }), {
        lang: 'fr',
        url: 'https://h/fr/offre/cuisinier/12',
      })!.jobLocation;
    expect(JSON.stringify(at(false))).toContain('1 rue X');
    expect(JSON.stringify(at(true))).not.toContain('1 rue X');
    expect(JSON.stringify(at(true))).toContain('"addressLocality"');
  });
  it('marks a remote offer TELECOMMUTE and says where its applicants may live', () => {
    const ctx = { lang: 'fr' as const, url: 'https://h/fr/offre/cuisinier/12' };
    const canada = toJobPosting(offer({ remote: true, open_to_canada: true }), ctx)!;
    expect(canada.jobLocationType).toBe('TELECOMMUTE');
    expect(canada.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'CA' });
    const quebec = toJobPosting(offer({ remote: true, open_to_canada: false }), ctx)!;
    expect(quebec.jobLocationType).toBe('TELECOMMUTE');
    expect(quebec.applicantLocationRequirements).toEqual({ '@type': 'State', name: 'QC' });
    // On site but open to applicants from across Canada (relocation).
    const onSite = toJobPosting(offer({ open_to_canada: true }), ctx)!;
    expect(onSite.jobLocationType).toBeUndefined();
    expect(onSite.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'CA' });
    const plain = toJobPosting(offer(), ctx)!;
    expect(plain).not.toHaveProperty('jobLocationType');
    expect(plain).not.toHaveProperty('applicantLocationRequirements');
  });
  it('makes a relative logo absolute on the page’s origin', () => {
    const p = toJobPosting(
      offer({
        company: {
          id: 3,
          slug: 'acme',
          name_fr: 'Acmé',
          name_en: '',
          logo: { url: '/uploads/logo.png', width: 10, height: 10 },
        },
      }),
      { lang: 'fr', url: 'https://h.example/fr/offre/cuisinier/12' },
    )!;
    expect(p.hiringOrganization).toMatchObject({ logo: 'https://h.example/uploads/logo.png' });
  });
  it('writes the description as HTML paragraphs, escaped', () => {
    expect(descriptionHtml('Un <b>\n\nDeux\ntrois & quatre')).toBe(
      '<p>Un &lt;b&gt;</p><p>Deux<br>trois &amp; quatre</p>',
    );
  });
  it('gives nothing for an expired offer', () => {
    expect(toJobPosting(offer({ status: 'expired' }), { lang: 'fr', url: 'u' })).toBeNull();
    expect(
      toJobPosting(offer({ expires_at: '2020-01-01T00:00:00Z' }), { lang: 'fr', url: 'u' }),
    ).toBeNull();
  });
  it('maps every schedule to a Google value', () => {
    const types = employmentTypes({
      attributes: [36, 37, 38, 39, 40, 41, 314].map((id) => attr(id)),
    });
    expect(types).toEqual(['VOLUNTEER', 'CONTRACTOR', 'TEMPORARY', 'PART_TIME', 'FULL_TIME']);
    // Permanent alone is OTHER; with a schedule that says more, that one.
    expect(employmentTypes({ attributes: [attr(38)] })).toEqual(['OTHER']);
    expect(employmentTypes({ attributes: [attr(38), attr(41)] })).toEqual(['FULL_TIME']);
  });
  it('falls back to the primary language and escapes script ends', () => {
    expect(offerContent(offer(), 'en')?.title).toBe('Cuisinier');
    expect(jsonLdScript({ d: '</script>' })).not.toContain('</script><');
  });
});
