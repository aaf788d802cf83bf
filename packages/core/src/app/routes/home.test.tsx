import type { BoardAttributes, OfferListItem } from '@jobboard/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getBoardAttributesKey,
  homeAttributeTypes,
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
  cities: [
    { id: 1, label: 'Montréal', slug: 'montreal', featured: true },
    { id: 3, label: 'Laval', slug: 'laval', featured: true },
    { id: 6, label: 'Sherbrooke', slug: 'sherbrooke', featured: true },
    { id: 44, label: 'Rimouski', slug: 'rimouski', featured: false },
  ],
};

const offer = listedOffer;

/** Offers per category on the board (the server's facet counts, most offers first). */
const facets = {
  category: [
    { id: 9, count: 7 },
    { id: 8, count: 2 },
  ],
  specialization: [] as Array<{ id: number; count: number }>,
  // The board's cities with offers: Rimouski (not one of the ten featured) has some, Sherbrooke
  // none.
  city: [
    { id: 44, count: 5 },
    { id: 1, count: 3 },
    { id: 3, count: 1 },
  ],
  schedule: [],
  experience: [],
};

function renderHome(
  offers: OfferListItem[],
  { categoryIds = [], answers = { attributes, facets } } = {} as {
    categoryIds?: number[];
    answers?: { attributes: BoardAttributes['data']; facets: typeof facets };
  },
) {
  const brand = testBrand({ categoryIds });
  const board = brand.manifest.name;
  return renderWithApp(<page.Component />, {
    brand,
    url: '/fr',
    fallback: {
      [getBoardAttributesKey(board, homeAttributeTypes(categoryIds))]: {
        data: answers.attributes,
      },
      [getOffersKey(board, { per_page: 10, facets: true })]: {
        data: offers,
        meta: { current_page: 1, per_page: 10, total: offers.length, last_page: 1 },
        facets: offers.length ? answers.facets : { ...answers.facets, category: [] },
      },
    },
  });
}

/** A board of one trade (hotels): its specializations, three of them with offers. */
const oneTrade = {
  attributes: {
    ...attributes,
    attributes: {
      ...attributes.attributes,
      specialization: [
        ['Réception', 'reception', 101],
        ['Cuisine', 'cuisine', 102],
        ['Entretien ménager', 'entretien-menager', 103],
        ['Sommellerie', 'sommellerie', 104],
      ].map(([label, slug, id]) => ({
        id: id as number,
        type: 'specialization' as const,
        label: { fr: label as string, en: label as string },
        slug: { fr: slug as string, en: slug as string },
        parent_id: 9,
      })),
    },
  },
  facets: {
    ...facets,
    category: [{ id: 9, count: 9 }],
    specialization: [
      { id: 102, count: 5 },
      { id: 101, count: 3 },
      { id: 103, count: 1 },
    ],
  },
};

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

  // A board of one trade browses by specialization: a category section would hold one tile.
  it('browses a board of one trade by its specializations with offers, most first', () => {
    renderHome([offer(1)], { categoryIds: [9], answers: oneTrade });
    expect(screen.queryByTestId('home-category-list')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Parcourir par spécialisation' })).toBeTruthy();
    const links = within(screen.getByTestId('home-specialization-list')).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Cuisine5 emplois',
      'Réception3 emplois',
      'Entretien ménager1 emploi',
    ]);
    expect(links[0]!.getAttribute('href')).toBe('/fr/emploi/hotellerie/cuisine');
  });

  // City tiles are the board's own cities with offers: no tile leads to « Aucun emploi ».
  it('lists the board’s own cities with open offers, most offers first, with their counts', () => {
    renderHome([offer(1)]);
    const links = within(screen.getByTestId('home-city-list')).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Rimouski5 emplois',
      'Montréal3 emplois',
      'Laval1 emploi',
    ]);
    expect(links[0]!.getAttribute('href')).toBe('/fr/trouver-un-emploi?city=44');
  });
});
