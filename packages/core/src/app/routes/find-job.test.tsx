import type { BoardAttributes, OfferListItem } from '@jobboard/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../entry-server';
import { getBoardAttributesKey } from '../../features/offers/api/get-board-attributes';
import { getOffersKey } from '../../features/offers/api/get-offers';
import { parseFilters } from '../../features/offers/api/search-query';
import { testBrand } from '../../testing/brand';
import { renderWithApp } from '../../testing/render';
import page from './find-job';

const attributes: BoardAttributes['data'] = {
  attributes: {
    category: [],
    specialization: [],
    schedule: [],
    experience: [],
    certification: [],
    education: [],
    skill: [],
  },
  cities: [],
};

const offer = (id: number): OfferListItem => ({
  id,
  is_confidential: false,
  company: { id: 3, slug: 'hotel', name_fr: 'Hôtel', name_en: 'Hotel', logo: null },
  contents: { fr: { title: `Offre ${id}`, slug: `offre-${id}` } },
  primary_language: 'fr',
  has_applied: false,
  attributes: [],
  city: null,
  address: null,
  salary: null,
  positions: 1,
  jobboards: [],
  status: 'published',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  expires_at: null,
});

describe('find a job page', () => {
  it('heads the results with an h2, so the outline goes h1 → h2 → the cards’ h3', () => {
    const brand = testBrand();
    const board = brand.manifest.name;
    renderWithApp(<page.Component />, {
      brand,
      url: '/fr/trouver-un-emploi',
      fallback: {
        [getBoardAttributesKey(board)]: { data: attributes },
        [getOffersKey(board, parseFilters(new URLSearchParams()))]: {
          data: [offer(1), offer(2)],
          meta: { current_page: 1, per_page: 20, total: 2, last_page: 1 },
        },
      },
    });
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels).toContain(3);
    // No level is skipped on the way down (Lighthouse's heading-order audit).
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]!).toBeLessThanOrEqual(1);
    });
    expect(screen.getByTestId('results-count').tagName).toBe('H2');
  });
});

describe('job category addresses', () => {
  const brand = testBrand();
  const board = brand.manifest.name;
  const category = {
    id: 8,
    type: 'category' as const,
    label: { fr: 'Informatique', en: 'IT' },
    slug: { fr: 'informatique', en: 'it' },
    parent_id: null,
  };
  const specialization = {
    id: 80,
    type: 'specialization' as const,
    label: { fr: 'Réseaux', en: 'Networks' },
    slug: { fr: 'reseaux', en: 'networks' },
    parent_id: 8,
  };
  const fetchApi = async (path: string) => {
    if (path === getBoardAttributesKey(board))
      return {
        status: 200,
        body: {
          data: {
            ...attributes,
            attributes: {
              ...attributes.attributes,
              category: [category],
              specialization: [specialization],
            },
          },
        },
      };
    if (path.startsWith(`/api/jobboard/${board}/offers`))
      return {
        status: 200,
        body: { data: [offer(1)], meta: { current_page: 1, per_page: 20, total: 1, last_page: 1 } },
      };
    return { status: 401, body: { message: 'unauthorized' } };
  };
  const statusOf = async (url: string) => {
    const r = await render({ url, origin: 'http://t.localhost', brand, atsUrl: null, fetchApi });
    return r.status;
  };

  it('answers a real 404 for a category or specialization that does not exist', async () => {
    expect(await statusOf('/fr/emploi/informatique')).toBe(200);
    expect(await statusOf('/fr/emploi/informatique/reseaux')).toBe(200);
    expect(await statusOf('/en/job/it/networks')).toBe(200);
    expect(await statusOf('/fr/emploi/emplois-test')).toBe(200);
    expect(await statusOf('/fr/emploi/nulle-part')).toBe(404);
    expect(await statusOf('/fr/emploi/informatique/nulle-part')).toBe(404);
    expect(await statusOf('/en/job/nowhere/networks')).toBe(404);
    expect(await statusOf('/fr/emploi/informatique/reseaux/nulle-part')).toBe(404);
  });
});
