import type { EmployerOffer } from '@jobboard/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { fetcher } from '../../../lib/api-client';
import { setHydrating } from '../../../lib/use-api';
import { testBrand, testManifest } from '../../../testing/brand';
import { renderWithApp } from '../../../testing/render';
import { EMPLOYER_ME_KEY } from '../../../lib/get-employer-me';
import { EmployerIntl } from '../../../i18n/employer';
import { getEmployerOffersKey } from '../api/get-employer-offers';
import { MyOffers, myOffersQuery } from './my-offers';

const offer = (id: number, status: EmployerOffer['status'], boards: string[]) =>
  ({
    id,
    status,
    primary_language: 'fr',
    contents: { fr: { title: `Offre ${id}`, slug: `offre-${id}` } },
    company: { id: 1, name_fr: 'Hôtel Boréal', name_en: '' },
    jobboards: boards.map((name) => ({ name, published_at: '2026-11-01T12:00:00Z' })),
    applications_count: 0,
    views_count: 0,
    created_at: '2026-11-01T12:00:00Z',
    expires_at: null,
  }) as unknown as EmployerOffer;

const OFFERS = [
  offer(1, 'draft', []),
  {
    ...offer(2, 'published', ['testboard', 'otherboard']),
    views_count: 1046,
    applications_count: 3,
  },
  offer(3, 'published', ['otherboard']),
  offer(4, 'unpublished', []),
  offer(5, 'expired', ['testboard']),
];
const PAGE = {
  data: OFFERS,
  meta: { current_page: 1, per_page: 20, total: OFFERS.length, last_page: 1 },
};
const ME = {
  data: {
    guard: 'ats',
    permissions: [],
    team: { id: 1, name: 'Équipe', jobboards: ['testboard'], jobboard_labels: [] },
  },
};

afterEach(() => {
  vi.restoreAllMocks();
  setHydrating(false);
});

/** `withFetcher`: SWR fetches with the app's fetcher (the test cache otherwise only holds the fallback). */
function renderList(withFetcher = false) {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input).startsWith('/api/ats/offers')
        ? new Response(JSON.stringify(PAGE), { status: 200 })
        : new Response(JSON.stringify(ME), { status: 200 }),
    );
  renderWithApp(
    // The app's SWR settings (AppProviders): its fetcher, no revalidation of what it was given.
    <SWRConfig value={withFetcher ? { fetcher, revalidateIfStale: false } : {}}>
      <EmployerIntl>
        <MyOffers />
      </EmployerIntl>
    </SWRConfig>,
    {
      fallback: {
        [EMPLOYER_ME_KEY]: ME,
        [getEmployerOffersKey(myOffersQuery(new URLSearchParams()).params, 1)]: PAGE,
      },
    },
  );
  return fetch;
}

const item = (id: number) =>
  screen.getAllByTestId('employer-offer').find((el) => el.dataset.offerId === String(id))!;

describe('MyOffers', () => {
  it('asks the API again on arrival, but not on the page the server just rendered', async () => {
    const listCalls = (fetch: ReturnType<typeof renderList>) =>
      fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/ats/offers')).length;
    setHydrating(true);
    const served = renderList(true);
    await waitFor(() => expect(screen.getAllByTestId('employer-offer')).toHaveLength(5));
    await new Promise((r) => setTimeout(r, 50));
    expect(listCalls(served)).toBe(0);
    cleanup();
    vi.restoreAllMocks();
    setHydrating(false);
    const arrived = renderList(true);
    await waitFor(() => expect(listCalls(arrived)).toBe(1));
  });
  it('offers a copy of each offer as the start of a new one', async () => {
    renderList();
    await waitFor(() => expect(screen.getAllByTestId('employer-offer')).toHaveLength(5));
    const link = within(item(3)).getByTestId('offer-duplicate');
    expect(link.textContent).toBe('Dupliquer');
    const href = new URL(link.getAttribute('href')!, 'http://x.test');
    expect(href.searchParams.get('from')).toBe('3');
  });

  it('shows each state as a badge, with the number of boards of a published offer', async () => {
    renderList();
    await waitFor(() => expect(screen.getAllByTestId('employer-offer')).toHaveLength(5));
    const badge = (id: number) => within(item(id)).getByTestId('offer-status').textContent;
    expect(badge(1)).toBe('Brouillon');
    expect(badge(2)).toBe('Publiée sur 2 sites');
    expect(badge(3)).toBe('Publiée sur 1 site');
    expect(badge(4)).toBe('Retirée');
    expect(badge(5)).toBe('Expirée');
  });

  it('says how many times each offer was viewed and applied to, every board together', async () => {
    renderList();
    await waitFor(() => expect(screen.getAllByTestId('employer-offer')).toHaveLength(5));
    const summary = (id: number) =>
      within(item(id)).getByTestId('offer-stats-summary').textContent?.replace(/\s/g, ' ');
    expect(summary(2)).toBe('Statistiques1 046 vues · 3 candidatures');
    expect(summary(1)).toBe('StatistiquesAucune vue · Aucune candidature');
  });

  it('names the languages each offer is written in, and a missing French version where the board requires it', async () => {
    const english = {
      ...offer(6, 'draft', []),
      primary_language: 'en',
      contents: { en: { title: 'Cook', slug: 'cook' } },
    } as unknown as EmployerOffer;
    const both = {
      ...offer(7, 'draft', []),
      contents: {
        fr: { title: 'Cuisinier', slug: 'cuisinier' },
        en: { title: 'Cook', slug: 'cook' },
      },
    } as unknown as EmployerOffer;
    const page = { ...PAGE, data: [english, both] };
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(JSON.stringify(page), { status: 200 }),
    );
    const base = testManifest();
    renderWithApp(
      <SWRConfig value={{}}>
        <EmployerIntl>
          <MyOffers />
        </EmployerIntl>
      </SWRConfig>,
      {
        brand: testBrand({ behaviour: { ...base.behaviour, requireFrenchVersion: true } }),
        fallback: {
          [EMPLOYER_ME_KEY]: ME,
          [getEmployerOffersKey(myOffersQuery(new URLSearchParams()).params, 1)]: page,
        },
      },
    );
    await waitFor(() => expect(screen.getAllByTestId('employer-offer')).toHaveLength(2));
    const languages = (id: number) => within(item(id)).getByTestId('offer-languages');
    expect(languages(6).textContent).toBe(
      'VersionsEnglishAjoutez la version française pour publier sur Test Emplois',
    );
    expect(languages(7).textContent).toBe('VersionsFrançaisEnglish');
    expect(within(item(7)).queryByTestId('offer-french-missing')).toBeNull();
  });

  it('offers "Publish" only where the offer is not on this board, "Unpublish" where it is on one', async () => {
    renderList();
    await waitFor(() => expect(screen.getAllByTestId('employer-offer')).toHaveLength(5));
    const publish = (id: number) => within(item(id)).queryByTestId('offer-publish-link');
    const unpublish = (id: number) => within(item(id)).queryByTestId('offer-unpublish');
    expect(publish(1)).toBeTruthy();
    expect(publish(2)).toBeNull(); // already on testboard, this board
    expect(publish(3)).toBeTruthy(); // on another board only
    expect(publish(4)).toBeTruthy();
    expect(publish(5)).toBeNull(); // expired: edit it first
    expect(unpublish(1)).toBeNull();
    expect(unpublish(2)).toBeTruthy();
    expect(unpublish(3)).toBeTruthy();
    expect(unpublish(4)).toBeNull();
  });

  it('asks before unpublishing, as a secondary action', async () => {
    const fetch = renderList();
    await waitFor(() => expect(screen.getAllByTestId('employer-offer')).toHaveLength(5));
    fireEvent.click(within(item(3)).getByTestId('offer-unpublish'));
    expect(within(item(3)).getByText('Retirer cette offre de tous les sites?')).toBeTruthy();
    const calls = () =>
      fetch.mock.calls.filter(([url]) => String(url).includes('unpublish-from-all-jobboards'));
    expect(calls()).toHaveLength(0);
    fireEvent.click(within(item(3)).getByRole('button', { name: 'Non' }));
    expect(calls()).toHaveLength(0);
    fireEvent.click(within(item(3)).getByTestId('offer-unpublish'));
    fireEvent.click(within(item(3)).getByTestId('offer-unpublish-confirm'));
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(String(calls()[0]![0])).toBe('/api/ats/offers/3/unpublish-from-all-jobboards');
  });
});

describe('MyOffers without any offer', () => {
  it('is one calm empty state with one action: no sort, no count of zero', () => {
    const empty = { data: [], meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 } };
    renderWithApp(
      <EmployerIntl>
        <MyOffers />
      </EmployerIntl>,
      {
        fallback: {
          [EMPLOYER_ME_KEY]: ME,
          [getEmployerOffersKey(myOffersQuery(new URLSearchParams()).params, 1)]: empty,
        },
      },
    );
    const state = screen.getByTestId('offers-empty');
    expect(within(state).getByRole('heading').textContent).toBe('Vous n’avez pas encore d’offre.');
    expect(within(state).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
