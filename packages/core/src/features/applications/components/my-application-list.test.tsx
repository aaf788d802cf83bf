import type { CandidateApplication } from '@jobboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { getMyApplicationsKey } from '../api/my-applications';
import { MyApplicationList } from './my-application-list';

const application = (over: Partial<CandidateApplication> = {}): CandidateApplication => ({
  id: 7,
  created_at: '2026-11-02T15:00:00Z',
  stage: 'interview',
  stage_changed_at: '2026-11-10T15:00:00Z',
  offer: {
    id: 12,
    contents: {
      fr: { title: 'Cuisinier', slug: 'cuisinier' },
      en: { title: 'Cook', slug: 'cook' },
    },
    primary_language: 'fr',
    company: { id: 3, name_fr: 'Acmé', name_en: 'Acme' },
    listed: true,
    closed: false,
  },
  applied_on: {
    board: 'testboard',
    label: { fr: 'Tableau test', en: 'Test board' },
    url: {
      fr: 'https://test.example/fr/offre/cuisinier/12',
      en: 'https://test.example/en/offer/cook/12',
    },
  },
  ...over,
});
const key = getMyApplicationsKey('testboard');
afterEach(() => vi.unstubAllGlobals());

describe('MyApplicationList', () => {
  it('shows each application with its offer, company, date and stage, in English', () => {
    renderWithApp(<MyApplicationList />, {
      lang: 'en',
      fallback: {
        [key]: {
          data: [
            application(),
            application({
              id: 8,
              stage: 'withdrawn',
              offer: { ...application().offer, company: null, listed: false },
              applied_on: { ...application().applied_on!, url: null },
            }),
          ],
        },
      },
    });
    const [first, second] = screen.getAllByTestId('my-application');
    expect(within(first!).getByRole('link', { name: 'Cook' }).getAttribute('href')).toBe(
      '/en/offer/cook/12',
    );
    expect(first!.textContent).toContain('Acme');
    expect(first!.textContent).toContain('Applied on November 2, 2026');
    expect(within(first!).getByTestId('stage-badge').textContent).toBe('Interview');
    // Confidential, listed nowhere any more, withdrawn: no link, no company, no withdraw button.
    expect(within(second!).queryByRole('link')).toBeNull();
    expect(second!.textContent).toContain('This offer is no longer published.');
    expect(second!.textContent).toContain('Confidential employer');
    expect(within(second!).queryByTestId('withdraw')).toBeNull();
  });

  it('links an offer this board does not show to its page on the board it was applied on', () => {
    renderWithApp(<MyApplicationList />, {
      fallback: {
        [key]: {
          data: [
            application({
              offer: { ...application().offer, listed: false },
              applied_on: { ...application().applied_on!, board: 'otherboard' },
            }),
          ],
        },
      },
    });
    const link = screen.getByTestId('offer-elsewhere');
    expect(link.textContent).toBe('Voir l’offre sur Tableau test');
    expect(link.getAttribute('href')).toBe('https://test.example/fr/offre/cuisinier/12');
    expect(screen.getByTestId('my-application').textContent).toContain(
      'Cette offre n’est pas affichée sur ce site.',
    );
  });

  it('says that an employer closed its account, with nothing to withdraw', () => {
    renderWithApp(<MyApplicationList />, {
      fallback: {
        [key]: {
          data: [
            application({
              stage: 'in_review',
              offer: { ...application().offer, listed: false, closed: true },
              applied_on: { ...application().applied_on!, url: null },
            }),
          ],
        },
      },
    });
    const item = screen.getByTestId('my-application');
    expect(within(item).getByTestId('employer-closed').textContent).toBe(
      'L’employeur a fermé son compte : cette candidature ne sera pas traitée par ce site.',
    );
    expect(item.textContent).toContain('Cuisinier');
    expect(item.textContent).toContain('Acmé');
    expect(item.textContent).not.toContain('Cette offre n’est plus publiée.');
    expect(within(item).queryByRole('link')).toBeNull();
    expect(within(item).queryByTestId('withdraw')).toBeNull();
  });

  it('withdraws after a confirmation, in French', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: [application({ stage: 'withdrawn' })] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<MyApplicationList />, { fallback: { [key]: { data: [application()] } } });
    expect(screen.getByTestId('stage-badge').textContent).toBe('Entrevue');
    fireEvent.click(screen.getByTestId('withdraw'));
    fireEvent.click(screen.getByTestId('withdraw-confirm'));
    await waitFor(() => expect(screen.getByTestId('stage-badge').textContent).toBe('Retirée'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/jobboard/testboard/user/applications/7/withdraw',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('says so when there is none, with a way to find a job', () => {
    renderWithApp(<MyApplicationList />, { fallback: { [key]: { data: [] } } });
    expect(screen.getByTestId('my-applications-empty').textContent).toContain(
      "Vous n'avez encore postulé à aucune offre.",
    );
  });
});
