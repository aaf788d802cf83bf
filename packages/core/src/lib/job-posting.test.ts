import type { Offer } from '@jobboard/contracts';
import { describe, expect, it } from 'vitest';
import { employmentTypes, jsonLdScript, offerContent, toJobPosting } from './job-posting';

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
  salary: { min: 20, max: null, period: 'hour' },
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
      description: 'Cuisiner',
      datePosted: '2026-11-01T00:00:00Z',
      validThrough: '2099-01-01T00:00:00Z',
      employmentType: ['FULL_TIME', 'CONTRACTOR'],
      directApply: true,
      identifier: { '@type': 'PropertyValue', value: '12' },
      hiringOrganization: { '@type': 'Organization', name: 'Acmé' },
      jobLocation: {
        address: { addressLocality: 'Laval', streetAddress: '1 rue X', addressCountry: 'CA' },
      },
      baseSalary: { currency: 'CAD', value: { minValue: 20, unitText: 'HOUR' } },
    });
  });
  it('omits the organization of a confidential offer', () => {
    const p = toJobPosting(offer({ is_confidential: true, company: null }), {
      lang: 'fr',
      url: 'u',
    })!;
    expect(p.hiringOrganization).toBeUndefined();
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
    expect(types).toEqual([
      'VOLUNTEER',
      'CONTRACTOR',
      'OTHER',
      'TEMPORARY',
      'PART_TIME',
      'FULL_TIME',
    ]);
  });
  it('falls back to the primary language and escapes script ends', () => {
    expect(offerContent(offer(), 'en')?.title).toBe('Cuisinier');
    expect(jsonLdScript({ d: '</script>' })).not.toContain('</script><');
  });
});
