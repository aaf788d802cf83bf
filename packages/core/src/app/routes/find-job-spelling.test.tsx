import type { BoardAttributes, OfferSearchPage } from '@jobboard/contracts';
import { screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchAttributesKey } from '../../features/offers/api/get-board-attributes';
import { fetcher } from '../../lib/api-client';
import { loadLazyComponents } from '../../lib/lazy-component';
import { testBrand } from '../../testing/brand';
import { listedOffer } from '../../testing/offers';
import { renderWithApp } from '../../testing/render';
import page from './find-job';

/** The search page's spelling correction and its capped total, from the page's answer. */
const brand = testBrand();
const board = brand.manifest.name;
const attributes: BoardAttributes['data'] = {
  attributes: {
    category: [],
    specialization: [],
    schedule: [
      {
        id: 41,
        type: 'schedule',
        label: { fr: 'Temps plein', en: 'Full time' },
        slug: { fr: 'temps-plein', en: 'full-time' },
        parent_id: null,
      },
    ],
    experience: [],
    certification: [],
    education: [],
    skill: [],
  },
  cities: [],
};

/** Renders the page with the API answering `answer` for its search (whatever its query string). */
const show = (url: string, answer: OfferSearchPage, lang: 'fr' | 'en' = 'fr') => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input);
    const body = path === searchAttributesKey(board) ? { data: attributes } : answer;
    if (!path.startsWith(`/api/jobboard/${board}/`)) throw new Error(`unexpected ${path}`);
    return new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json' },
    });
  });
  renderWithApp(
    <SWRConfig value={{ fetcher }}>
      <page.Component />
    </SWRConfig>,
    { brand, url, lang },
  );
};
/** The results' count, once the page's answer has come. */
const count = async () => {
  const heading = screen.getByTestId('results-count');
  await waitFor(() => expect(heading.textContent).not.toMatch(/^(Chargement|Loading)…$/));
  return heading.textContent;
};
const meta = (total: number, total_capped?: boolean) => ({
  current_page: 1,
  per_page: 20,
  total,
  last_page: Math.max(1, Math.ceil(total / 20)),
  ...(total_capped === undefined ? {} : { total_capped }),
});

// The notice is a lazy part of the page, loaded as the server loads it before rendering.
beforeAll(() => loadLazyComponents());
afterEach(() => vi.restoreAllMocks());

describe('search page: did you mean', () => {
  it('offers the corrected search as a link above the results, keeping the other filters', async () => {
    show('/fr/trouver-un-emploi?q=comptabel&schedule=41', {
      data: [listedOffer(1)],
      meta: meta(1),
      spelling: { q: 'comptable', applied: false },
    });
    expect((await screen.findByTestId('spelling')).textContent).toBe(
      'Vouliez-vous dire «\u00a0comptable\u00a0»\u00a0?',
    );
    const link = screen.getByTestId('did-you-mean');
    expect(link.textContent).toBe('«\u00a0comptable\u00a0»');
    expect(link.getAttribute('href')).toBe('/fr/trouver-un-emploi?q=comptable&schedule=41');
    // Above the results.
    const card = screen.getAllByRole('heading', { level: 3 })[0]!;
    expect(link.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says when the results are those of the corrected keywords', async () => {
    show(
      '/en/find-a-job?q=comptabel',
      {
        data: [listedOffer(1), listedOffer(2)],
        meta: meta(2),
        spelling: { q: 'comptable', applied: true },
      },
      'en',
    );
    expect((await screen.findByTestId('spelling')).textContent).toBe(
      'No jobs for “comptabel”. Showing results for “comptable”.',
    );
    expect(screen.queryByTestId('did-you-mean')).toBeNull();
    expect(screen.queryByTestId('no-results')).toBeNull();
  });

  it('joins the empty-results help, which still offers the search without the keywords', async () => {
    show('/fr/trouver-un-emploi?q=comptabel&schedule=41', {
      data: [],
      meta: meta(0),
      relaxations: [{ filter: 'q', id: null, total: 4 }],
      spelling: { q: 'comptable', applied: false },
    });
    const help = await screen.findByTestId('no-results');
    expect(help.contains(screen.getByTestId('did-you-mean'))).toBe(true);
    expect(screen.getByTestId('empty-suggestion').textContent).toBe(
      'Cherchez sans les mots-clés « comptabel » pour voir 4 emplois.',
    );
  });

  it('shows nothing without a correction', async () => {
    show('/fr/trouver-un-emploi?q=comptable', { data: [listedOffer(1)], meta: meta(1) });
    expect(await count()).toBe('1 emploi');
    expect(screen.queryByTestId('spelling')).toBeNull();
  });
});

describe('search page: a capped total', () => {
  it('reads "10 000+ emplois" in French', async () => {
    show('/fr/trouver-un-emploi', { data: [listedOffer(1)], meta: meta(10_000, true) });
    // fr-CA groups thousands with a no-break space.
    expect(await count()).toBe('10\u00a0000+ emplois');
  });

  it('reads "10,000+ jobs" in English', async () => {
    show('/en/find-a-job', { data: [listedOffer(1)], meta: meta(10_000, true) }, 'en');
    expect(await count()).toBe('10,000+ jobs');
  });

  it('counts exactly otherwise', async () => {
    show('/fr/trouver-un-emploi', { data: [listedOffer(1)], meta: meta(10_000, false) });
    expect(await count()).toBe('10\u00a0000 emplois');
  });
});
