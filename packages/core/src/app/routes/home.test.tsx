import type { BoardAttributes, OfferListItem } from '@jobboard/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORIES_ONLY,
  getBoardAttributesKey,
} from '../../features/offers/api/get-board-attributes';
import { getOffersKey } from '../../features/offers/api/get-offers';
import { testBrand } from '../../testing/brand';
import { listedOffer } from '../../testing/offers';
import { renderWithApp } from '../../testing/render';
import { loadLazyComponents } from '../../lib/lazy-component';
import page from './home';

// As the server does once it has the page's module.
beforeAll(() => loadLazyComponents());

const attributes: BoardAttributes['data'] = {
  attributes: {
    category: [
      {
        id: 8,
        type: 'category',
        label: { fr: 'Informatique', en: 'IT' },
        slug: { fr: 'informatique', en: 'it' },
        parent_id: null,
      },
      {
        id: 9,
        type: 'category',
        label: { fr: 'Hôtellerie', en: 'Hotels' },
        slug: { fr: 'hotellerie', en: 'hotels' },
        parent_id: null,
      },
      {
        id: 10,
        type: 'category',
        label: { fr: 'Agriculture', en: 'Farming' },
        slug: { fr: 'agriculture', en: 'farming' },
        parent_id: null,
      },
    ],
    specialization: [],
    schedule: [],
    experience: [],
    certification: [],
    education: [],
    skill: [],
  },
  cities: [],
};

const offer = listedOffer;

/** Offers per category on the board (the server's facet counts, most offers first). */
const facets = {
  category: [
    { id: 9, count: 7 },
    { id: 8, count: 2 },
  ],
  specialization: [],
  city: [],
  schedule: [],
  experience: [],
};

function renderHome(offers: OfferListItem[]) {
  const brand = testBrand();
  const board = brand.manifest.name;
  return renderWithApp(<page.Component />, {
    brand,
    url: '/fr',
    fallback: {
      [getBoardAttributesKey(board, CATEGORIES_ONLY)]: { data: attributes },
      [getOffersKey(board, { per_page: 10, facets: true })]: {
        data: offers,
        meta: { current_page: 1, per_page: 10, total: offers.length, last_page: 1 },
        facets: offers.length ? facets : { ...facets, category: [] },
      },
    },
  });
}

describe('home page', () => {
  it('welcomes on a board with no offer: the newsletter, and the first offer for employers', () => {
    renderHome([]);
    const welcome = screen.getByTestId('home-welcome');
    expect(within(welcome).getByRole('heading', { level: 2 }).textContent).toBe(
      'Les premiers emplois arrivent bientôt',
    );
    expect(within(welcome).getByLabelText('Votre adresse courriel')).toBeTruthy();
    expect(
      within(welcome).getByRole('link', { name: 'Publier la première offre' }).getAttribute('href'),
    ).toBe('/fr/employeur/inscription');
    // No "no result" line and no lists leading to empty searches.
    expect(screen.queryByTestId('no-results')).toBeNull();
    expect(screen.queryByText('Informatique')).toBeNull();
    // h1 → h2 → h3: no level skipped.
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]!).toBeLessThanOrEqual(1);
    });
  });

  it('lists categories and the latest offers on a board with offers', () => {
    renderHome([offer(1)]);
    expect(screen.queryByTestId('home-welcome')).toBeNull();
    expect(screen.getByText('Offre 1')).toBeTruthy();
  });

  it('lists only the categories with open offers, most offers first, with their counts', () => {
    renderHome([offer(1)]);
    const list = screen.getByTestId('home-category-list');
    const links = within(list).getAllByRole('link');
    // Agriculture has no open offer: not listed; Hôtellerie (7) before Informatique (2).
    expect(links.map((a) => a.textContent)).toEqual([
      'Hôtellerie7 emplois',
      'Informatique2 emplois',
    ]);
    expect(links[0]!.getAttribute('href')).toBe('/fr/emploi/hotellerie');
    // Every category is listed: no "See all categories (2)" leading to the same two.
    expect(screen.queryByTestId('home-all-categories')).toBeNull();
  });
});
