import type { Application } from '@jobboard/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmployerIntl } from '../../../i18n/employer';
import { renderWithApp } from '../../../testing/render';
import { getOfferApplicationsKey } from '../api/get-offer-applications';
import { ApplicationList, applicationsQuery } from './application-list';

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
  ...over,
});

function renderList(data: Application[], lang: 'fr' | 'en') {
  const { params, page } = applicationsQuery(new URLSearchParams());
  const key = getOfferApplicationsKey('testboard', 9, params, page);
  return renderWithApp(
    <EmployerIntl>
      <ApplicationList offerId={9} />
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

  it('shows an offer without applications the empty state alone, without a sort or a count', () => {
    renderList([], 'fr');
    expect(screen.getByText('Aucune candidature pour le moment.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
