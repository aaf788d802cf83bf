import type { Company, OfferListItem } from '@jobboard/contracts';
import { describe, expect, it } from 'vitest';
import { render } from '../../entry-server';
import { testBrand } from '../../testing/brand';

const ORIGIN = 'http://testboard.localhost:3000';
const brand = testBrand();

const company: Company = {
  id: 3,
  slug: 'acme',
  name_fr: 'Acmé',
  name_en: 'Acme',
  description_fr: 'Une entreprise',
  description_en: 'A company',
  video_fr: null,
  video_en: null,
  website: null,
  logo: null,
  banner: null,
  social: { facebook: null, linkedin: null, twitter: null, instagram: null },
};

const listed = (id: number) =>
  ({
    id,
    is_confidential: false,
    company: { id: 3, slug: 'acme', name_fr: 'Acmé', name_en: 'Acme', logo: null },
    contents: { fr: { title: `Poste ${id}`, slug: `poste-${id}` } },
    primary_language: 'fr',
    attributes: [],
    city: null,
    salary: null,
    remote: false,
    jobboards: [{ name: 'testboard' }],
    created_at: '2026-11-01T10:00:00Z',
  }) as unknown as OfferListItem;

/** The company page with `total` offers, `perPage` on its first page. */
const renderCompany = (url: string, total: number, perPage = 10) =>
  render({
    url,
    origin: ORIGIN,
    brand,
    atsUrl: null,
    fetchApi: async (path: string) => {
      if (path.endsWith('/me')) return { status: 401, body: { message: 'unauthorized' } };
      if (/\/company\/3\/offers/.test(path))
        return {
          status: 200,
          body: {
            data: Array.from({ length: Math.min(total, perPage) }, (_, i) => listed(i + 1)),
            meta: {
              current_page: 1,
              per_page: perPage,
              total,
              last_page: Math.max(1, Math.ceil(total / perPage)),
            },
          },
        };
      if (path.endsWith('/company/3')) return { status: 200, body: { data: company } };
      return { status: 404, body: { message: 'Not found' } };
    },
  });

const html = async (url: string, total: number) => {
  const r = await renderCompany(url, total);
  if (r.kind !== 'page') throw new Error(`not a page: ${r.kind}`);
  return r.html;
};

describe('company page', () => {
  it('links to all its jobs only when its first page does not show them all', async () => {
    const all = await html('/fr/entreprise/acme/3', 6);
    expect(all).toContain('6 emplois');
    expect(all).not.toContain('/fr/entreprise/acme/3/emplois');
    const more = await html('/fr/entreprise/acme/3', 14);
    expect(more).toContain('Voir les 14 emplois de cette entreprise');
    expect(more).toContain('href="/fr/entreprise/acme/3/emplois"');
  });

  it('links back to the company from its jobs page', async () => {
    expect(await html('/en/company/acme/3/jobs', 14)).toContain('About Acme');
  });
});
