import type { BoardAttributes } from '@jobboard/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { render } from '../../entry-server';
import { searchAttributesKey } from '../../features/offers/api/get-board-attributes';
import { getOffersKey } from '../../features/offers/api/get-offers';
import { parseFilters } from '../../lib/search/query';
import { testBrand } from '../../testing/brand';
import { listedOffer } from '../../testing/offers';
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

const offer = listedOffer;

describe('find a job page', () => {
  it('heads the results with an h2, so the outline goes h1 → h2 → the cards’ h3', () => {
    const brand = testBrand();
    const board = brand.manifest.name;
    renderWithApp(<page.Component />, {
      brand,
      url: '/fr/trouver-un-emploi',
      fallback: {
        [searchAttributesKey(board)]: { data: attributes },
        [getOffersKey(board, { ...parseFilters(new URLSearchParams()), facets: true })]: {
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
    if (path === searchAttributesKey(board))
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
            cities: [{ id: 3, label: 'Laval', slug: 'laval', featured: true }],
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

  it('answers a 404 for category or specialization ids of the query that the board lacks', async () => {
    expect(await statusOf('/fr/trouver-un-emploi?category=8')).toBe(200);
    expect(await statusOf('/fr/trouver-un-emploi?category=8&specialization=80')).toBe(200);
    expect(await statusOf('/fr/trouver-un-emploi?category=9999')).toBe(404);
    expect(await statusOf('/fr/trouver-un-emploi?specialization=9999')).toBe(404);
  });

  it('uses readable ids in its markup, none of React’s generated ones', async () => {
    const r = await render({
      url: '/fr/trouver-un-emploi',
      origin: 'http://t.localhost',
      brand,
      atsUrl: null,
      fetchApi,
    });
    if (r.kind !== 'page') throw new Error('expected the page');
    const ids = [...r.html.matchAll(/\b(?:id|for|aria-[a-z]+)="([^"]*)"/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(5);
    expect(ids.filter((id) => /[_«»:]R|r\d|R_/.test(id) && /[_«»:]/.test(id))).toEqual([]);
    expect(r.html).toContain('id="search-alert-title"');
    expect(r.html).toContain('id="newsletter-email"');
  });

  it('names the city and the page number of a variant in its title and description; sorted, its canonical is the unsorted list', async () => {
    const head = async (url: string) => {
      const r = await render({ url, origin: 'http://t.localhost', brand, atsUrl: null, fetchApi });
      if (r.kind !== 'page') throw new Error('expected the page');
      return r.headData;
    };
    const laval = await head('/fr/trouver-un-emploi?city=3&sort=date&page=2');
    expect(laval.title).toMatch(/^Emplois à Laval – page 2 \|/);
    expect(laval.description).toContain('à Laval');
    expect(laval.description).toContain('page 2');
    expect(laval.canonical).toBe('http://t.localhost/fr/trouver-un-emploi?city=3&page=2');
    const it = await head('/en/job/it?city=3');
    expect(it.title).toMatch(/^IT jobs in Laval \|/);
    expect(it.description).toContain('in Laval');
    const plain = await head('/fr/trouver-un-emploi?sort=date');
    expect(plain.canonical).toBe('http://t.localhost/fr/trouver-un-emploi');
  });
});

describe('search page filters, chips, counts, sort and empty result', () => {
  const brand = testBrand();
  const board = brand.manifest.name;
  const a = (
    id: number,
    type: 'category' | 'specialization' | 'schedule' | 'experience',
    fr: string,
    parent_id: number | null = null,
  ) => ({
    id,
    type,
    label: { fr, en: fr },
    slug: { fr: fr.toLowerCase(), en: fr.toLowerCase() },
    parent_id,
  });
  const attrs: BoardAttributes['data'] = {
    ...attributes,
    attributes: {
      ...attributes.attributes,
      category: [a(1, 'category', 'Cuisine'), a(2, 'category', 'Réception')],
      specialization: [a(11, 'specialization', 'Chef', 1), a(21, 'specialization', 'Accueil', 2)],
      schedule: [a(40, 'schedule', 'Temps partiel'), a(41, 'schedule', 'Temps plein')],
      experience: [a(32, 'experience', 'Débutant')],
    },
    cities: [{ id: 7, label: 'Montréal', slug: 'montreal', featured: true }],
  };
  const facets = {
    category: [
      { id: 1, count: 9 },
      { id: 2, count: 3 },
    ],
    specialization: [{ id: 11, count: 4 }],
    city: [{ id: 7, count: 12 }],
    schedule: [
      { id: 41, count: 12 },
      { id: 40, count: 5 },
    ],
    experience: [],
    posted: [
      { id: 1, count: 0 },
      { id: 3, count: 2 },
      { id: 7, count: 5 },
      { id: 30, count: 12 },
    ],
  };
  function Where() {
    const location = useLocation();
    return <output data-testid="where">{location.pathname + location.search}</output>;
  }
  const show = (url: string, answer: object) => {
    const search = new URLSearchParams(url.split('?')[1] ?? '');
    renderWithApp(
      <>
        <page.Component />
        <Where />
      </>,
      {
        brand,
        url,
        fallback: {
          [searchAttributesKey(board)]: { data: attrs },
          [getOffersKey(board, { ...parseFilters(search), facets: true, lg: 'fr' })]: answer,
        },
      },
    );
  };
  const page12 = {
    data: [offer(1)],
    meta: { current_page: 1, per_page: 20, total: 12, last_page: 1 },
    facets,
  };

  it('shows the result count, each value with its count, and only values that list something', () => {
    show('/fr/trouver-un-emploi?schedule=41', page12);
    expect(screen.getByTestId('results-count').textContent).toBe('12 emplois');
    const schedules = screen.getByTestId('facet-schedule');
    const full = within(schedules).getByRole('checkbox', { name: /Temps plein/, hidden: true });
    expect((full as HTMLInputElement).checked).toBe(true);
    expect(full.closest('label')!.textContent).toContain('12');
    expect(
      within(schedules)
        .getByRole('checkbox', { name: /Temps partiel/, hidden: true })
        .closest('label')!.textContent,
    ).toContain('5');
    // No offer has an experience: the group is not shown at all.
    expect(screen.queryByTestId('facet-experience')).toBeNull();
  });

  it('navigates when a value is ticked, back to page 1', () => {
    show('/fr/trouver-un-emploi?schedule=41&page=2', page12);
    fireEvent.click(
      within(screen.getByTestId('filters-sidebar')).getByRole('checkbox', {
        name: /Cuisine/,
        hidden: true,
      }),
    );
    expect(screen.getByTestId('where').textContent).toBe(
      '/fr/trouver-un-emploi?category=1&schedule=41',
    );
  });

  it('lists the active filters as chips that each link to the search without them, and a reset', () => {
    show('/fr/trouver-un-emploi?q=chef&category=1&specialization=11&schedule=41&sort=date', page12);
    const chips = screen.getAllByTestId('filter-chip');
    expect(chips.map((c) => c.textContent?.replace('×', '').trim())).toEqual([
      '« chef »',
      'Cuisine',
      'Chef',
      'Temps plein',
    ]);
    const href = (label: string) =>
      chips
        .find((c) => c.getAttribute('aria-label') === `Retirer le filtre : ${label}`)!
        .getAttribute('href');
    expect(href('Temps plein')).toBe(
      '/fr/trouver-un-emploi?q=chef&category=1&specialization=11&sort=date',
    );
    // Leaving a category leaves its specializations.
    expect(href('Cuisine')).toBe('/fr/trouver-un-emploi?q=chef&schedule=41&sort=date');
    expect(href('« chef »')).toBe(
      '/fr/trouver-un-emploi?category=1&specialization=11&schedule=41&sort=date',
    );
    // Reset keeps the keywords and the order, drops every filter.
    expect(screen.getByTestId('reset-filters').getAttribute('href')).toBe(
      '/fr/trouver-un-emploi?q=chef&sort=date',
    );
    fireEvent.click(chips[3]!);
    expect(screen.getByTestId('where').textContent).toBe(
      '/fr/trouver-un-emploi?q=chef&category=1&specialization=11&sort=date',
    );
  });

  it('filters on remote work: a Télétravail box, its chip, and the reset drops it', () => {
    show('/fr/trouver-un-emploi?schedule=41', page12);
    const sidebar = screen.getByTestId('filters-sidebar');
    const remote = within(within(sidebar).getByTestId('facet-remote')).getByRole('checkbox', {
      name: 'Télétravail',
      hidden: true,
    });
    expect((remote as HTMLInputElement).checked).toBe(false);
    fireEvent.click(remote);
    expect(screen.getByTestId('where').textContent).toBe(
      '/fr/trouver-un-emploi?schedule=41&remote=1',
    );
  });

  it('filters on the date posted: one window at a time, each with its count, and its chip', () => {
    show('/fr/trouver-un-emploi?schedule=41', page12);
    const group = within(within(screen.getByTestId('filters-sidebar')).getByTestId('facet-posted'));
    const radios = group.getAllByRole('radio', { hidden: true }) as HTMLInputElement[];
    // An empty window (the last 24 hours here) is left out unless chosen; each count is shown
    // ("22": the figure, then its spoken form "2 emplois").
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      'Toutes les dates',
      '3 derniers jours22 emplois',
      '7 derniers jours55 emplois',
      '30 derniers jours1212 emplois',
    ]);
    expect(radios[0]!.checked).toBe(true);
    fireEvent.click(radios[2]!);
    expect(screen.getByTestId('where').textContent).toBe(
      '/fr/trouver-un-emploi?schedule=41&posted=7',
    );
  });

  it('shows the date posted as a chip that links to the search without it', () => {
    show('/fr/trouver-un-emploi?schedule=41&posted=1', page12);
    const chip = screen
      .getAllByTestId('filter-chip')
      .find((c) => c.getAttribute('aria-label') === 'Retirer le filtre : Dernières 24 heures')!;
    expect(chip.getAttribute('href')).toBe('/fr/trouver-un-emploi?schedule=41');
    // Chosen, the empty window stays, checked.
    const group = within(within(screen.getByTestId('filters-sidebar')).getByTestId('facet-posted'));
    const day = group.getByRole('radio', { name: /Dernières 24 heures/, hidden: true });
    expect((day as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('reset-filters').getAttribute('href')).toBe('/fr/trouver-un-emploi');
  });

  it('shows the remote filter as a chip that links to the search without it', () => {
    show('/fr/trouver-un-emploi?schedule=41&remote=1', page12);
    const chip = screen
      .getAllByTestId('filter-chip')
      .find((c) => c.getAttribute('aria-label') === 'Retirer le filtre : Télétravail')!;
    expect(chip.getAttribute('href')).toBe('/fr/trouver-un-emploi?schedule=41');
    expect(screen.getByTestId('reset-filters').getAttribute('href')).toBe('/fr/trouver-un-emploi');
  });

  it('shows the radius as a chip after its city; removing the city removes the radius', () => {
    show('/fr/trouver-un-emploi?city=7&radius=25&schedule=41', page12);
    const chips = screen.getAllByTestId('filter-chip');
    expect(chips.map((c) => c.textContent?.replace('×', '').trim())).toEqual([
      'Montréal',
      'Dans un rayon de 25 km',
      'Temps plein',
    ]);
    const href = (label: string) =>
      chips
        .find((c) => c.getAttribute('aria-label') === `Retirer le filtre : ${label}`)!
        .getAttribute('href');
    expect(href('Dans un rayon de 25 km')).toBe('/fr/trouver-un-emploi?city=7&schedule=41');
    expect(href('Montréal')).toBe('/fr/trouver-un-emploi?schedule=41');
    // The heading names the city of the query, as the page's title does.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Emplois à Montréal');
    // The search bar shows the URL's radius as chosen.
    expect((screen.getByLabelText('Dans un rayon de') as HTMLSelectElement).value).toBe('25');
  });

  it('ignores a radius without a city or outside the choices', () => {
    expect(parseFilters(new URLSearchParams('radius=25')).radius).toBeUndefined();
    expect(parseFilters(new URLSearchParams('city=7&radius=30')).radius).toBeUndefined();
    expect(parseFilters(new URLSearchParams('city=7&radius=50')).radius).toBe(50);
  });

  it('shows no chip and no reset without a filter', () => {
    show('/fr/trouver-un-emploi', page12);
    expect(screen.queryByTestId('active-filters')).toBeNull();
    expect(screen.queryByTestId('reset-filters')).toBeNull();
  });

  it('sorts by relevance for keywords and by date otherwise, each order a link', () => {
    show('/fr/trouver-un-emploi?q=chef', page12);
    const sort = screen.getByTestId('sort-control');
    const current = () => within(sort).getByRole('link', { current: true }).textContent;
    expect(current()).toBe('Pertinence');
    expect(within(sort).getByRole('link', { name: 'Date' }).getAttribute('href')).toBe(
      '/fr/trouver-un-emploi?q=chef&sort=date',
    );
  });

  it('sorts by date by default without keywords', () => {
    show('/fr/trouver-un-emploi', page12);
    const sort = screen.getByTestId('sort-control');
    expect(within(sort).getByRole('link', { current: true }).textContent).toBe('Date');
    expect(within(sort).getByRole('link', { name: 'Pertinence' }).getAttribute('href')).toBe(
      '/fr/trouver-un-emploi?sort=relevance',
    );
  });

  it('suggests removing the filter that gives the most offers back on an empty result', () => {
    show('/fr/trouver-un-emploi?q=chef&category=2&schedule=40', {
      data: [],
      meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 },
      facets,
      relaxations: [
        { filter: 'q', id: null, total: 2 },
        { filter: 'category', id: 2, total: 0 },
        { filter: 'schedule', id: 40, total: 7 },
      ],
    });
    expect(screen.getByTestId('results-count').textContent).toBe('Aucun emploi');
    const link = screen.getByTestId('empty-suggestion');
    expect(link.textContent).toBe('Retirez le filtre « Temps partiel » pour voir 7 emplois.');
    expect(link.getAttribute('href')).toBe('/fr/trouver-un-emploi?q=chef&category=2');
  });

  it('suggests searching without remote work when that gives offers back', () => {
    show('/fr/trouver-un-emploi?schedule=40&remote=1', {
      data: [],
      meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 },
      facets,
      relaxations: [
        { filter: 'remote', id: null, total: 4 },
        { filter: 'schedule', id: 40, total: 0 },
      ],
    });
    const link = screen.getByTestId('empty-suggestion');
    expect(link.textContent).toBe('Retirez le filtre « Télétravail » pour voir 4 emplois.');
    expect(link.getAttribute('href')).toBe('/fr/trouver-un-emploi?schedule=40');
  });

  it('offers an empty city search its offers within 50 km, with their count, before a removal', () => {
    show('/fr/trouver-un-emploi?city=7&radius=10&schedule=40', {
      data: [],
      meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 },
      facets,
      relaxations: [
        { filter: 'radius', id: 50, total: 12 },
        { filter: 'city', id: 7, total: 30 },
        { filter: 'schedule', id: 40, total: 3 },
      ],
    });
    const around = screen.getByTestId('empty-radius');
    expect(around.textContent).toBe('Cherchez dans un rayon de 50 km pour voir 12 emplois.');
    expect(around.getAttribute('href')).toBe('/fr/trouver-un-emploi?city=7&radius=50&schedule=40');
    expect(screen.getByTestId('empty-suggestion').textContent).toBe(
      'Retirez le filtre « Montréal » pour voir 30 emplois.',
    );
    // Nothing within 50 km either: no such line.
    cleanup();
    show('/en/find-a-job?city=7', {
      data: [],
      meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 },
      facets,
      relaxations: [
        { filter: 'radius', id: 50, total: 0 },
        { filter: 'city', id: 7, total: 30 },
      ],
    });
    expect(screen.queryByTestId('empty-radius')).toBeNull();
    expect(screen.getByTestId('empty-suggestion').textContent).toMatch(/Montréal/);
  });

  it('offers the reset when no single removal helps', () => {
    show('/fr/trouver-un-emploi?category=2&schedule=40', {
      data: [],
      meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 },
      facets,
      relaxations: [
        { filter: 'category', id: 2, total: 0 },
        { filter: 'schedule', id: 40, total: 0 },
      ],
    });
    expect(screen.queryByTestId('empty-suggestion')).toBeNull();
    expect(screen.getByTestId('no-results').querySelector('a')!.getAttribute('href')).toBe(
      '/fr/trouver-un-emploi',
    );
  });
});
