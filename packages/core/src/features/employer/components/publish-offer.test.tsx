import type { EmployerOfferDetail, User } from '@jobboard/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBrand, testManifest } from '../../../testing/brand';
import type { Lang } from '../../../config/routes';
import { LangProvider } from '../../../lib/lang';
import { notify } from '../../../lib/notify';
import { renderWithApp } from '../../../testing/render';
import { EmployerIntl } from '../../employer-i18n';
import { PublishOffer } from './publish-offer';

const offer = {
  id: 12,
  status: 'draft',
  primary_language: 'fr',
  contents: { fr: { title: 'Cuisinier', description: '…', slug: 'cuisinier' } },
  jobboards: [{ name: 'otherboard', published_at: '2026-11-01T12:00:00Z' }],
} as unknown as EmployerOfferDetail;

/** The labels GET /ats/me gives for the boards this deployment serves. */
const JOBBOARD_LABELS = [
  { name: 'otherboard', label: { fr: 'Zénith Carrières', en: 'Zenith Careers' } },
  { name: 'testboard', label: { fr: 'Test Emplois', en: 'Test Jobs' } },
  { name: 'thirdboard', label: { fr: 'Avenir Emplois', en: 'Future Jobs' } },
];

const employer = (canPublish: boolean, jobboards: string[]) =>
  ({
    permissions: [],
    team: {
      id: 1,
      name: 'Équipe',
      can_publish_on_partner_or_our_network: canPublish,
      jobboards,
      jobboard_labels: JOBBOARD_LABELS.filter((j) => jobboards.includes(j.name)),
    },
  }) as unknown as User;

function renderPublish(
  options: { single?: boolean; canPublish?: boolean; boards?: string[]; lang?: Lang } = {},
  onChanged = vi.fn(),
) {
  const brand = testBrand({
    behaviour: { ...testManifest().behaviour, freeSingleJobPosting: options.single ?? false },
  });
  renderWithApp(
    <LangProvider value={options.lang ?? 'fr'}>
      <EmployerIntl>
        <PublishOffer
          offer={offer}
          employer={employer(
            options.canPublish ?? true,
            options.boards ?? ['otherboard', 'testboard'],
          )}
          onChanged={onChanged}
        />
      </EmployerIntl>
    </LangProvider>,
    { brand },
  );
  return onChanged;
}

const boardRows = () =>
  screen.getAllByTestId('publish-board').map((row) => ({
    key: row.dataset.board,
    name: row.querySelector('strong')?.textContent,
  }));

const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => vi.restoreAllMocks());

describe('PublishOffer', () => {
  it('lists the team boards by label, this one first, and publishes on one', async () => {
    const fetch = answer(200, { data: offer });
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const onChanged = renderPublish({ boards: ['otherboard', 'testboard', 'thirdboard'] });
    expect(boardRows()).toEqual([
      { key: 'testboard', name: 'Test Emplois' },
      { key: 'thirdboard', name: 'Avenir Emplois' },
      { key: 'otherboard', name: 'Zénith Carrières' },
    ]);
    expect(screen.getByText(/Publiée depuis le/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publier sur Avenir Emplois' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/jobboard/thirdboard/employer/offer/12/publish');
    expect((init as RequestInit).method).toBe('POST');
    expect(success).toHaveBeenCalledWith('L’offre est publiée sur Avenir Emplois.');
  });

  it('names the boards in the page’s language', () => {
    renderPublish({ boards: ['otherboard', 'testboard', 'thirdboard'], lang: 'en' });
    expect(boardRows().map((b) => b.name)).toEqual(['Test Jobs', 'Future Jobs', 'Zenith Careers']);
    expect(screen.getByRole('button', { name: 'Publish on Future Jobs' })).toBeTruthy();
  });

  it('shows the key of a board without a label', () => {
    renderPublish({ boards: ['testboard', 'retiredboard'] });
    expect(boardRows()).toEqual([
      { key: 'testboard', name: 'Test Emplois' },
      { key: 'retiredboard', name: 'retiredboard' },
    ]);
    expect(screen.getByRole('button', { name: 'Publier sur retiredboard' })).toBeTruthy();
  });

  it('says so when the team may not publish directly', () => {
    renderPublish({ canPublish: false });
    expect(screen.queryAllByTestId('publish-board')).toHaveLength(0);
    expect(screen.getByTestId('publish-no-board')).toBeTruthy();
  });

  it('offers the single job posting only where the brand sells it', () => {
    renderPublish({ single: false });
    expect(screen.queryByTestId('single-job-posting')).toBeNull();
  });

  it('starts the checkout with return pages that carry the session id', async () => {
    const fetch = answer(201, {
      data: { id: 'cs_1', url: '/api/test-checkout/cs_1', status: 'open' },
    });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderPublish({ single: true, canPublish: false });
    fireEvent.click(screen.getByTestId('single-job-posting-checkout'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/test-checkout/cs_1'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(
      '/api/jobboard/testboard/employer/offer/12/create-single-job-posting-checkout-session',
    );
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({
      success_url: '/fr/employer/offer/12/publish/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: '/fr/employer/offer/12/publish/cancel?session_id={CHECKOUT_SESSION_ID}',
    });
  });
});
