import type { Offer } from '@jobboard/contracts';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearRecentSearches,
  getRecentOffers,
  getRecentSearches,
  parseRecentOffers,
  parseRecentSearches,
  RECENT_OFFERS_MAX,
  RECENT_SEARCHES_MAX,
  recordOfferView,
  recordSearch,
  useRecentSearches,
} from './recent';

const BOARD = 'testboard';
const offer = (id: number, over: Partial<Offer> = {}) => ({
  id,
  contents: {
    fr: { title: `Poste ${id}`, slug: `poste-${id}`, description: 'long' },
    en: { title: `Job ${id}`, slug: `job-${id}`, description: 'long' },
  },
  primary_language: 'fr' as const,
  is_confidential: false,
  company: {
    id: 3,
    slug: 'hotel',
    name_fr: 'Hôtel',
    name_en: 'Hotel',
    logo: {
      url: '/api/uploads/logos/3.png',
      width: 96,
      height: 96,
      variants: '/api/uploads/logos/3',
    },
  },
  city: { id: 9, label: 'Laval', slug: 'laval', featured: true },
  created_at: '2026-11-20T12:00:00Z',
  ...over,
});

beforeEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('recently viewed offers', () => {
  it('keeps the newest first, once each, at most the limit, per board', () => {
    for (let id = 1; id <= RECENT_OFFERS_MAX + 3; id++)
      recordOfferView(BOARD, offer(id), false, id);
    recordOfferView(BOARD, offer(5), false, 100);
    const ids = getRecentOffers(BOARD).map((o) => o.id);
    expect(ids).toHaveLength(RECENT_OFFERS_MAX);
    expect(ids.slice(0, 3)).toEqual([5, RECENT_OFFERS_MAX + 3, RECENT_OFFERS_MAX + 2]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(getRecentOffers('otherboard')).toEqual([]);
  });

  it('keeps only what the card shows (no description), and drops an expired offer', () => {
    recordOfferView(BOARD, offer(7), false, 1000);
    expect(getRecentOffers(BOARD)).toEqual([
      {
        id: 7,
        title: { fr: 'Poste 7', en: 'Job 7' },
        slug: { fr: 'poste-7', en: 'job-7' },
        primary: 'fr',
        company: { fr: 'Hôtel', en: 'Hotel' },
        logo: {
          url: '/api/uploads/logos/3.png',
          width: 96,
          height: 96,
          variants: '/api/uploads/logos/3',
        },
        city: 'Laval',
        posted: '2026-11-20T12:00:00Z',
        viewed: 1000,
      },
    ]);
    expect(JSON.stringify(localStorage)).not.toContain('long');
    recordOfferView(BOARD, offer(8, { is_confidential: true }), false);
    expect(getRecentOffers(BOARD)[0]!.company).toBeNull();
    expect(getRecentOffers(BOARD)[0]!.logo).toBeNull();
    recordOfferView(BOARD, offer(7), true);
    expect(getRecentOffers(BOARD).map((o) => o.id)).toEqual([8]);
  });

  it('ignores a corrupt or hostile stored value', () => {
    const good = JSON.parse(
      (recordOfferView(BOARD, offer(1), false, 5),
      localStorage.getItem(`jb_recent_offers:${BOARD}`)!),
    ) as unknown[];
    const item = good[0] as Record<string, unknown>;
    expect(parseRecentOffers('not json')).toEqual([]);
    expect(parseRecentOffers('{"0":{}}')).toEqual([]);
    expect(parseRecentOffers(null)).toEqual([]);
    const bad = [
      { ...item, id: -1 },
      { ...item, id: '2' },
      { ...item, slug: { fr: '../../evil?x=<b>' } },
      { ...item, title: { fr: 'x'.repeat(5000) } },
      { ...item, title: { __proto__: 'x' } },
      { ...item, title: {} },
      { ...item, company: 'Acme' },
      { ...item, posted: 'yesterday' },
      { ...item, primary: 'de' },
      { ...item, city: { label: 'Laval' } },
      null,
      'x',
    ];
    expect(parseRecentOffers(JSON.stringify([...bad, item, item]))).toEqual([item]);
    // A logo from elsewhere than the site's uploads is dropped, the offer kept.
    for (const url of [
      'https://evil.example/x.png',
      '//evil.example/x.png',
      '/api/uploads/../x',
      'javascript:x',
    ])
      expect(
        parseRecentOffers(JSON.stringify([{ ...item, logo: { url, width: 1, height: 1 } }]))[0]!
          .logo,
      ).toBeNull();
  });

  it('keeps the list in memory when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    recordOfferView(BOARD, offer(3), false);
    expect(getRecentOffers(BOARD).map((o) => o.id)).toEqual([3]);
  });
});

describe('recent searches', () => {
  it('keeps distinct searches (same words any case, same city), newest first, at most 5', () => {
    recordSearch(BOARD, { q: 'Infirmière', city: 9, cityLabel: 'Laval' }, 1);
    recordSearch(BOARD, { q: 'commis' }, 2);
    recordSearch(BOARD, { q: ' infirmière ', city: 9, cityLabel: 'Laval' }, 3);
    expect(getRecentSearches(BOARD).map((s) => [s.q, s.city, s.at])).toEqual([
      ['infirmière', 9, 3],
      ['commis', null, 2],
    ]);
    for (let i = 0; i < 10; i++) recordSearch(BOARD, { q: `mot ${i}` }, 10 + i);
    expect(getRecentSearches(BOARD)).toHaveLength(RECENT_SEARCHES_MAX);
    expect(getRecentSearches(BOARD)[0]!.q).toBe('mot 9');
  });

  it('keeps no search without words or a named city', () => {
    recordSearch(BOARD, { q: '   ' });
    recordSearch(BOARD, { q: '', city: 4, cityLabel: null });
    expect(getRecentSearches(BOARD)).toEqual([]);
    recordSearch(BOARD, { city: 4, cityLabel: 'Lévis' });
    expect(getRecentSearches(BOARD).map((s) => s.cityLabel)).toEqual(['Lévis']);
  });

  it('ignores a corrupt or hostile stored value', () => {
    expect(parseRecentSearches('[')).toEqual([]);
    expect(
      parseRecentSearches(
        JSON.stringify([
          { q: 'a', city: 1.5, cityLabel: 'x', at: 1 },
          { q: 7, city: null, cityLabel: null, at: 1 },
          { q: 'b'.repeat(400), city: null, cityLabel: null, at: 1 },
          { q: 'c', city: null, cityLabel: null, at: -1 },
          { q: 'ok', city: null, cityLabel: null, at: 1 },
        ]),
      ),
    ).toEqual([{ q: 'ok', city: null, cityLabel: null, at: 1 }]);
  });

  it('renders the list as it changes, and clears it', () => {
    const { result } = renderHook(() => useRecentSearches(BOARD));
    expect(result.current).toEqual([]);
    act(() => recordSearch(BOARD, { q: 'soudeur' }));
    expect(result.current.map((s) => s.q)).toEqual(['soudeur']);
    act(() => clearRecentSearches(BOARD));
    expect(result.current).toEqual([]);
    expect(localStorage.getItem(`jb_recent_searches:${BOARD}`)).toBeNull();
  });
});
