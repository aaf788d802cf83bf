import type { EmployerCompany } from '@jobboard/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmployerIntl } from '../../../i18n/employer';
import { renderWithApp } from '../../../testing/render';
import { getEmployerCompaniesKey } from '../api/get-companies';
import { CompanyList } from './company-list';

const company = (id: number, name: string, logo: EmployerCompany['logo']) =>
  ({
    id,
    name_fr: name,
    name_en: '',
    logo,
    offers_count: 1,
    is_complete: true,
    missing_fields: [],
    created_at: '2026-11-01T12:00:00Z',
    updated_at: '2026-11-01T12:00:00Z',
  }) as unknown as EmployerCompany;

const renderList = (page: unknown) =>
  renderWithApp(
    <EmployerIntl>
      <CompanyList />
    </EmployerIntl>,
    {
      fallback: {
        [getEmployerCompaniesKey({ sort: { field: 'created_at', direction: 'desc' } })]: page,
      },
    },
  );

describe('CompanyList', () => {
  it('puts a card’s buttons in a row of their own, the new offer’s label short', () => {
    renderList({
      data: [company(1, 'Hôtel Boréal', null)],
      meta: { current_page: 1, per_page: 20, total: 1, last_page: 1 },
    });
    const card = screen.getByTestId('employer-company');
    // A child of the card's grid, which gives it the card's whole width on a phone.
    const actions = within(card).getByRole('link', { name: 'Modifier' }).parentElement!;
    expect(actions.parentElement).toBe(card);
    const newOffer = within(actions).getByRole('link', { name: 'Nouvelle offre' });
    expect(newOffer.getAttribute('href')).toBe('/fr/employeur/creer-une-offre?company=1');
  });

  it('shows a team without companies the empty state alone, without a sort', () => {
    renderList({ data: [], meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 } });
    expect(screen.getByTestId('companies-empty')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows a company without a logo by its monogram, as the public pages do', () => {
    const page = {
      data: [
        company(1, 'Hôtel Boréal', null),
        company(2, 'Auberge du Lac', { url: '/files/logo.png', width: 400, height: 400 }),
      ],
      meta: { current_page: 1, per_page: 20, total: 2, last_page: 1 },
    };
    renderList(page);
    const [first, second] = screen.getAllByTestId('employer-company');
    expect(within(first!).getByTestId('company-monogram').textContent).toBe('HB');
    expect(second!.querySelector('img')!.getAttribute('src')).toBe('/files/logo.png');
    expect(second!.querySelector('[data-testid=company-monogram]')).toBeNull();
  });
});
