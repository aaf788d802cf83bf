import type { OfferBoardStats, OfferStats } from '@jobboard/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPLOYER_ME_KEY } from '../../../lib/get-employer-me';
import { setHydrating } from '../../../lib/use-api';
import { renderWithApp } from '../../../testing/render';
import { EmployerIntl } from '../../../i18n/employer';
import { getOfferStatsKey } from '../api/get-offer-stats';
import { OfferStatsPanel } from './offer-stats';

/** 30 days to 2026-12-02, views on the last two, an application on the last. */
function board(name: string, published: boolean, views: number): OfferBoardStats {
  const days = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, 3 + i)).toISOString().slice(0, 10);
    return { date, views: 0, apply_clicks: 0, applications: 0 };
  });
  days[28]!.views = views - 1;
  days[29]!.views = 1;
  days[29]!.apply_clicks = 1;
  days[29]!.applications = 1;
  return {
    board: name,
    published,
    totals: { views, apply_clicks: 1, applications: 1, application_rate: 1 / views },
    days,
  };
}

const STATS: OfferStats = {
  from: '2026-11-03',
  to: '2026-12-02',
  boards: [board('testboard', true, 8), board('otherboard', false, 1200)],
};
const ME = {
  data: {
    guard: 'ats',
    permissions: [],
    team: {
      id: 1,
      name: 'Équipe',
      jobboards: ['testboard', 'otherboard'],
      jobboard_labels: [
        { name: 'testboard', label: { fr: 'Test Emplois', en: 'Test Jobs' } },
        { name: 'otherboard', label: { fr: 'Autre site', en: 'Other board' } },
      ],
    },
  },
};

afterEach(() => {
  vi.restoreAllMocks();
  setHydrating(false);
});

function renderPanel(lang: 'fr' | 'en', stats: OfferStats = STATS) {
  setHydrating(true);
  return renderWithApp(
    <EmployerIntl>
      <OfferStatsPanel offerId={7} />
    </EmployerIntl>,
    {
      lang,
      fallback: { [EMPLOYER_ME_KEY]: ME, [getOfferStatsKey('testboard', 7)]: { data: stats } },
    },
  );
}

const card = (name: string) =>
  screen.getAllByTestId('offer-board-stats').find((el) => el.dataset.board === name)!;

describe('OfferStatsPanel', () => {
  it('gives each board its totals and the share of views that applied, in French', async () => {
    renderPanel('fr');
    await screen.findByTestId('offer-stats');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Statistiques par site');
    expect(screen.getByText(/^Du 3 nov\. au 2 déc\. \(les 30 derniers jours\)/)).toBeTruthy();
    const main = within(card('testboard'));
    expect(main.getByRole('heading', { level: 3 }).textContent).toBe('Test Emplois');
    expect(main.getByTestId('stats-views').textContent).toBe('8');
    expect(main.getByTestId('stats-applications').textContent).toBe('1');
    expect(main.getByTestId('stats-rate').textContent?.replace(/\s/g, ' ')).toBe('12,5 %');
    const other = within(card('otherboard'));
    expect(other.getByRole('heading', { level: 3 }).textContent).toBe(
      'Autre siteN’y est plus publiée',
    );
    expect(other.getByTestId('stats-views').textContent?.replace(/\s/g, ' ')).toBe('1 200');
  });

  it('draws views as bars and application days as another shape, with every figure in a table', async () => {
    renderPanel('en');
    await screen.findByTestId('offer-stats');
    const main = card('testboard');
    // The drawing is hidden from assistive technology; the table says the same.
    const chart = main.querySelector('[aria-hidden="true"]')!;
    expect(chart.querySelectorAll('.day')).toHaveLength(30);
    expect(chart.querySelectorAll('.day .bar')).toHaveLength(2);
    expect(chart.querySelectorAll('.day .applied')).toHaveLength(1);
    expect((chart.querySelectorAll('.day .bar')[0] as HTMLElement).style.height).toBe('100%');
    expect(within(main).getByText(/Views per day \(bars\)/)).toBeTruthy();
    const table = within(main).getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(31);
    expect(rows[1]!.textContent).toBe('Dec 2111');
    expect(within(main).getByTestId('stats-rate').textContent).toBe('12.5%');
  });

  it('says so when the offer is on no board yet', async () => {
    renderPanel('en', { ...STATS, boards: [] });
    expect((await screen.findByTestId('offer-stats-none')).textContent).toMatch(
      /not been published on any board yet/,
    );
  });
});
