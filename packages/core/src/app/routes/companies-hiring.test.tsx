import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getGroupedOffersKey } from '../../features/offers/api/get-grouped-offers';
import { testBrand } from '../../testing/brand';
import { listedOffer } from '../../testing/offers';
import { renderWithApp } from '../../testing/render';
import page from './companies-hiring';

const company = (id: number, name: string, offersCount: number) => ({
  id,
  name_fr: name,
  name_en: name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  logo: null,
  offers_count: offersCount,
});

describe('companies hiring', () => {
  it('links a group to its company’s page for all its offers, and names the company once', () => {
    const brand = testBrand();
    renderWithApp(<page.Component />, {
      brand,
      url: '/fr/entreprises-qui-embauchent',
      fallback: {
        [getGroupedOffersKey(brand.manifest.name)]: {
          data: [
            { company: company(4, 'Auberge du Lac', 7), offers: [1, 2, 3].map(listedOffer) },
            { company: company(5, 'Café Soleil', 1), offers: [listedOffer(4)] },
          ],
          total: 2,
          limit: 20,
        },
      },
    });
    const [lake, cafe] = screen.getAllByTestId('company-group');
    const all = within(lake!).getByTestId('company-group-all');
    expect(all.textContent).toBe('Voir ses 7 emplois');
    expect(all.getAttribute('href')).toBe('/fr/entreprise/auberge-du-lac/4');
    // Every offer it has is shown: no link to the same list.
    expect(within(cafe!).queryByTestId('company-group-all')).toBeNull();
    for (const card of within(lake!).getAllByTestId('offer-card'))
      expect(card.textContent).not.toContain('Auberge du Lac');
  });
});
