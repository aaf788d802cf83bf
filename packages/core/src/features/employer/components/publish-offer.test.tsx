import type { EmployerOfferDetail, User } from '@jobboard/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBrand, testManifest } from '../../../testing/brand';
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

const employer = (canPublish: boolean, jobboards: string[]) =>
  ({
    permissions: [],
    team: { id: 1, name: 'Équipe', can_publish_on_partner_or_our_network: canPublish, jobboards },
  }) as unknown as User;

function renderPublish(
  options: { single?: boolean; canPublish?: boolean; boards?: string[] } = {},
  onChanged = vi.fn(),
) {
  const brand = testBrand({
    behaviour: { ...testManifest().behaviour, freeSingleJobPosting: options.single ?? false },
  });
  renderWithApp(
    <EmployerIntl>
      <PublishOffer
        offer={offer}
        employer={employer(
          options.canPublish ?? true,
          options.boards ?? ['otherboard', 'testboard'],
        )}
        onChanged={onChanged}
      />
    </EmployerIntl>,
    { brand },
  );
  return onChanged;
}

const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => vi.restoreAllMocks());

describe('PublishOffer', () => {
  it('lists the team boards, this one first, and publishes on one', async () => {
    const fetch = answer(200, { data: offer });
    const onChanged = renderPublish();
    const boards = screen.getAllByTestId('publish-board').map((b) => b.dataset.board);
    expect(boards).toEqual(['testboard', 'otherboard']);
    expect(screen.getByText(/Publiée depuis le/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publier sur Test Emplois' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/jobboard/testboard/employer/offer/12/publish');
    expect((init as RequestInit).method).toBe('POST');
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
