import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordOfferView, recordSearch } from '../../../lib/recent';
import { renderWithApp } from '../../../testing/render';
import RecentOffers from './recent-offers';
import RecentSearches from './recent-searches';

const BOARD = 'testboard';
const offer = (id: number) => ({
  id,
  contents: {
    fr: { title: `Préposé ${id}`, slug: `prepose-${id}`, description: '' },
    en: { title: `Attendant ${id}`, slug: `attendant-${id}`, description: '' },
  },
  primary_language: 'fr' as const,
  is_confidential: id === 2,
  company: { id: 3, slug: 'hotel', name_fr: 'Hôtel Boréal', name_en: 'Boreal Hotel', logo: null },
  city: { id: 9, label: 'Laval', slug: 'laval', featured: true },
  created_at: '2026-11-20T12:00:00Z',
});

beforeEach(() => localStorage.clear());

describe('recently viewed offers (home)', () => {
  it('shows nothing when this browser viewed none', () => {
    const { container } = renderWithApp(<RecentOffers />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the newest 4 as cards linking to each offer, in the page language', () => {
    for (let id = 1; id <= 5; id++) recordOfferView(BOARD, offer(id), false, id);
    // Another board's are not this one's.
    recordOfferView('otherboard', offer(99), false);
    const { unmount } = renderWithApp(<RecentOffers />);
    expect(screen.getByRole('heading', { name: 'Consultés récemment' })).toBeTruthy();
    const cards = screen.getAllByTestId('offer-card');
    expect(cards).toHaveLength(4);
    expect(cards[0]!.querySelector('h3 a')!.textContent).toBe('Préposé 5');
    expect(cards[0]!.querySelector('h3 a')!.getAttribute('href')).toMatch(
      /\/prepose-5-5$|prepose-5/,
    );
    expect(cards[0]!.textContent).toContain('Hôtel Boréal · Laval');
    // Offer 2 was confidential: no name kept.
    expect(cards[3]!.textContent).toContain('Employeur confidentiel');
    unmount();
    renderWithApp(<RecentOffers />, { lang: 'en' });
    expect(screen.getByRole('heading', { name: 'Recently viewed' })).toBeTruthy();
    const first = screen.getAllByTestId('offer-card')[0]!;
    expect(first.querySelector('h3 a')!.textContent).toBe('Attendant 5');
    expect(first.textContent).toContain('Boreal Hotel');
  });

  it('ignores a hostile stored value', () => {
    localStorage.setItem(
      `jb_recent_offers:${BOARD}`,
      JSON.stringify([
        {
          id: 1,
          title: { fr: '<img src=x onerror=alert(1)>' },
          slug: { fr: 'javascript:alert(1)' },
        },
      ]),
    );
    const { container } = renderWithApp(<RecentOffers />);
    expect(container.innerHTML).toBe('');
  });
});

describe('recent searches (search page)', () => {
  it('shows the distinct searches as links to their results, and clears them', async () => {
    recordSearch(BOARD, { q: 'infirmière', city: 9, cityLabel: 'Laval' }, 1);
    recordSearch(BOARD, { city: 4, cityLabel: 'Lévis' }, 2);
    recordSearch(BOARD, { q: 'commis' }, 3);
    renderWithApp(<RecentSearches />);
    expect(screen.getByRole('heading', { name: 'Recherches récentes' })).toBeTruthy();
    const chips = screen.getAllByTestId('recent-search');
    expect(chips.map((c) => c.textContent)).toEqual(['commis', 'Lévis', 'infirmière · Laval']);
    const href = new URL(chips[2]!.getAttribute('href')!, 'http://x');
    expect(href.searchParams.get('q')).toBe('infirmière');
    expect(href.searchParams.get('city')).toBe('9');
    expect(new URL(chips[1]!.getAttribute('href')!, 'http://x').searchParams.has('q')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(screen.queryByTestId('recent-searches')).toBeNull();
    expect(localStorage.getItem(`jb_recent_searches:${BOARD}`)).toBeNull();
  });

  it('is in English on the English page, and follows a new search', () => {
    recordSearch(BOARD, { q: 'welder' }, 1);
    renderWithApp(<RecentSearches />, { lang: 'en' });
    expect(screen.getByRole('heading', { name: 'Recent searches' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
    act(() => recordSearch(BOARD, { q: 'cook' }, 2));
    expect(screen.getAllByTestId('recent-search').map((c) => c.textContent)).toEqual([
      'cook',
      'welder',
    ]);
  });
});
