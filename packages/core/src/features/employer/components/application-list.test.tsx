import type { Application } from '@jobboard/contracts';
import toast from 'react-hot-toast';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyToaster } from '../../../components/ui/lazy-toaster';
import { EmployerIntl } from '../../../i18n/employer';
import { renderWithApp } from '../../../testing/render';
import { getOfferApplicationsKey } from '../api/get-offer-applications';
import { ApplicationList, applicationsQuery } from './application-list';
import { stubMatchMedia } from '../../../testing/match-media';

const application = (over: Partial<Application> = {}): Application => ({
  id: 1,
  created_at: '2026-11-02T15:00:00Z',
  stage: 'received',
  stage_changed_at: '2026-11-02T15:00:00Z',
  candidate: {
    id: 5,
    first_name: 'Zoé',
    last_name: 'Tremblay',
    email: 'zoe@example.test',
    phone_number: '+15145550000',
  },
  documents: [],
  message: null,
  rating: null,
  notes_count: 0,
  ...over,
});

function renderList(data: Application[], lang: 'fr' | 'en') {
  const { params, page } = applicationsQuery(new URLSearchParams());
  const key = getOfferApplicationsKey('testboard', 9, params, page);
  return renderWithApp(
    <EmployerIntl>
      <ApplicationList offerId={9} />
      <LazyToaster />
    </EmployerIntl>,
    {
      lang,
      fallback: {
        [key]: { data, current_page: 1, per_page: 20, total: data.length, last_page: 1 },
      },
    },
  );
}

describe('ApplicationList', () => {
  it.each([
    ['en', 'Deleted candidate', /deleted their account/],
    ['fr', 'Candidat supprimé', /supprimé son compte/],
  ] as const)(
    'shows a deleted candidate’s application without name or contact (%s)',
    async (lang, name, note) => {
      renderList([application(), application({ id: 2, candidate: null })], lang);
      const [kept, deleted] = await screen.findAllByTestId('application');
      expect(within(kept!).getByRole('heading', { level: 2 }).textContent).toBe('Zoé Tremblay');
      expect(within(kept!).getByRole('link', { name: 'zoe@example.test' })).toBeTruthy();
      expect(within(deleted!).getByRole('heading', { level: 2 }).textContent).toBe(name);
      expect(within(deleted!).getByTestId('application-deleted-candidate').textContent).toMatch(
        note,
      );
      expect(within(deleted!).queryByRole('link')).toBeNull();
    },
  );

  it.each([
    ['fr', 'Message du candidat'],
    ['en', 'Candidate’s message'],
  ] as const)(
    'shows the candidate’s message, under its heading, once opened (%s)',
    async (lang, heading) => {
      vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
      renderList(
        [application({ message: 'Bonjour,\nDisponible lundi.' }), application({ id: 2 })],
        lang,
      );
      const [withMessage, without] = await screen.findAllByTestId('application');
      for (const item of [withMessage!, without!])
        fireEvent.click(within(item).getByTestId('application-open'));
      const message = await within(withMessage!).findByTestId('application-message');
      expect(message.textContent).toBe('Bonjour,\nDisponible lundi.');
      expect(within(withMessage!).getByRole('heading', { level: 3, name: heading })).toBeTruthy();
      expect(within(without!).queryByTestId('application-message')).toBeNull();
    },
  );

  it('shows an offer without applications the empty state alone, without a sort or a count', () => {
    renderList([], 'fr');
    expect(screen.getByText('Aucune candidature pour le moment.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('a stage change', () => {
  beforeEach(stubMatchMedia);
  afterEach(() => {
    act(() => toast.remove());
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** The API: each PUT of a stage is recorded, the list answers the stage last put. */
  function stageApi() {
    const puts: string[] = [];
    let stage: Application['stage'] = 'viewed';
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (init?.method === 'PUT' && url.endsWith('/applications/1/stage')) {
        stage = (JSON.parse(String(init.body)) as { stage: Application['stage'] }).stage;
        puts.push(stage);
        return new Response(JSON.stringify({ data: application({ stage }) }));
      }
      const data = [application({ stage })];
      return new Response(
        JSON.stringify({ data, current_page: 1, per_page: 20, total: 1, last_page: 1 }),
      );
    });
    return puts;
  }

  it.each([
    ['fr', 'Candidature de Zoé Tremblay : Entrevue.', 'Annuler', 'Changement d’étape annulé.'],
    ['en', "Zoé Tremblay's application: Interview.", 'Undo', 'Stage change undone.'],
  ] as const)('can be undone from its toast (%s)', async (lang, said, undo, undone) => {
    const puts = stageApi();
    renderList([application({ stage: 'viewed' })], lang);
    const item = await screen.findByTestId('application');
    fireEvent.change(within(item).getByTestId('stage-select'), {
      target: { value: 'interview' },
    });
    const shown = await screen.findByTestId('stage-undo');
    expect(shown.textContent).toContain(said);
    expect(puts).toEqual(['interview']);
    fireEvent.click(within(shown).getByRole('button', { name: undo }));
    await screen.findByText(undone);
    // Back to the stage before, once: the mail waits for the stage to settle (server).
    expect(puts).toEqual(['interview', 'viewed']);
    await waitFor(() =>
      expect(screen.getByTestId('application').getAttribute('data-stage')).toBe('viewed'),
    );
  });

  it('can undo only the last change: a later one takes the earlier toast down', async () => {
    const puts = stageApi();
    renderList([application({ stage: 'viewed' })], 'fr');
    const select = within(await screen.findByTestId('application')).getByTestId('stage-select');
    fireEvent.change(select, { target: { value: 'interview' } });
    await screen.findByText('Candidature de Zoé Tremblay : Entrevue.');
    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
    fireEvent.change(select, { target: { value: 'not_retained' } });
    await screen.findByText('Candidature de Zoé Tremblay : Non retenue.');
    await waitFor(() =>
      expect(screen.queryByText('Candidature de Zoé Tremblay : Entrevue.')).toBeNull(),
    );
    expect(screen.getAllByTestId('stage-undo')).toHaveLength(1);
    expect(puts).toEqual(['interview', 'not_retained']);
  });
});
