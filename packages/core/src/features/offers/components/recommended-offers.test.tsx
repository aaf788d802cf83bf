import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecommendedOfferList } from '@jobboard/contracts';
import { SESSION_HINT_COOKIES } from '@jobboard/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { listedOffer } from '../../../testing/offers';
import { getRecommendedOffersKey } from './for-you-mail';
import RecommendedOffers from './recommended-offers';

const KEY = getRecommendedOffersKey('testboard');
const laval = { id: 3, label: 'Laval', slug: 'laval', featured: true };
const nursing = {
  id: 1200,
  type: 'specialization' as const,
  label: { fr: 'Soins infirmiers', en: 'Nursing' },
  slug: { fr: 'soins-infirmiers', en: 'nursing' },
  parent_id: 21,
};
const answer: RecommendedOfferList = {
  data: [
    {
      offer: { ...listedOffer(1), city: laval },
      reasons: {
        same_city: true,
        nearby: false,
        remote: false,
        specialization: nursing,
        skills: 3,
      },
    },
    {
      offer: { ...listedOffer(2), city: { ...laval, id: 1, label: 'Montréal' } },
      reasons: {
        same_city: false,
        nearby: true,
        remote: false,
        specialization: nursing,
        skills: 1,
      },
    },
    {
      offer: { ...listedOffer(3), remote: true },
      reasons: { same_city: false, nearby: false, remote: true, specialization: null, skills: 0 },
    },
  ],
  meta: { profile: 'filled', weekly_mail: false },
};
const empty: RecommendedOfferList = { data: [], meta: { profile: 'empty', weekly_mail: false } };
// path=/: without it the cookie is the current URL's directory's, which the clean-up (path=/)
// leaves behind for the next file.
const hint = `${SESSION_HINT_COOKIES.jobboard}=1; path=/`;

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  document.cookie = `${SESSION_HINT_COOKIES.jobboard}=; max-age=0; path=/`;
  vi.unstubAllGlobals();
});

describe('jobs for you (home)', () => {
  it('a visitor: nothing, and no request', async () => {
    const { container } = renderWithApp(<RecommendedOffers />, { fallback: { [KEY]: answer } });
    await act(async () => undefined);
    expect(container.innerHTML).toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says why each offer is shown, in French and English (plurals)', () => {
    document.cookie = hint;
    const { unmount } = renderWithApp(<RecommendedOffers />, { fallback: { [KEY]: answer } });
    expect(screen.getByRole('heading', { name: 'Offres pour vous' })).toBeTruthy();
    const reasons = screen.getAllByTestId('for-you-reasons').map((r) => r.textContent);
    expect(reasons).toEqual([
      'Laval · Soins infirmiers · 3 de vos compétences',
      'À moins de 50 km · Soins infirmiers · 1 de vos compétences',
      'Télétravail',
    ]);
    expect(screen.getAllByTestId('offer-card')[0]!.textContent).toContain(
      'Correspond à votre profil :',
    );
    unmount();
    renderWithApp(<RecommendedOffers />, { fallback: { [KEY]: answer }, lang: 'en' });
    expect(screen.getByRole('heading', { name: 'Jobs for you' })).toBeTruthy();
    expect(screen.getAllByTestId('for-you-reasons').map((r) => r.textContent)).toEqual([
      'Laval · Nursing · 3 of your skills',
      'Within 50 km · Nursing · 1 of your skills',
      'Remote',
    ]);
  });

  it('an empty profile: one line inviting to complete it, no box', () => {
    document.cookie = hint;
    renderWithApp(<RecommendedOffers />, { fallback: { [KEY]: empty } });
    expect(screen.queryByTestId('for-you')).toBeNull();
    const invite = screen.getByTestId('for-you-invite');
    expect(invite.querySelector('a')!.getAttribute('href')).toBe('/fr/profile');
  });

  it('a profile that matches no open offer: nothing', () => {
    document.cookie = hint;
    const { container } = renderWithApp(<RecommendedOffers />, {
      fallback: { [KEY]: { data: [], meta: { profile: 'filled', weekly_mail: false } } },
    });
    expect(container.innerHTML).toBe('');
  });

  it('turns the weekly mail on (PUT), and back off when the server refuses', async () => {
    document.cookie = hint;
    fetchSpy.mockResolvedValueOnce(
      new Response(JSON.stringify({ weekly_mail: true }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderWithApp(<RecommendedOffers />, { fallback: { [KEY]: answer } });
    const box = screen.getByRole('checkbox', {
      name: 'M’envoyer ces offres par courriel chaque semaine',
    }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await userEvent.click(box);
    await vi.waitFor(() => expect(box.checked).toBe(true));
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(`${KEY}/mail`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toMatchObject({ weekly_mail: true });
    fetchSpy.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Erreur' }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await userEvent.click(box);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(true);
  });

  it('shows six, then the others on demand', async () => {
    document.cookie = hint;
    const many: RecommendedOfferList = {
      data: Array.from({ length: 8 }, (_, i) => ({
        offer: { ...listedOffer(i + 1), city: laval },
        reasons: { same_city: true, nearby: false, remote: false, specialization: null, skills: 0 },
      })),
      meta: { profile: 'filled', weekly_mail: true },
    };
    renderWithApp(<RecommendedOffers />, { fallback: { [KEY]: many } });
    expect(screen.getAllByTestId('offer-card')).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Voir les 2 autres offres' }));
    expect(screen.getAllByTestId('offer-card')).toHaveLength(8);
    expect(screen.queryByTestId('for-you-more')).toBeNull();
  });
});
