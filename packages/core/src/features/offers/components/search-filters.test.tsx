import type { Attribute, BoardAttributes } from '@jobboard/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { SearchFilters } from './search-filters';

const attr = (
  id: number,
  type: Attribute['type'],
  fr: string,
  parent_id: number | null = null,
) => ({
  id,
  type,
  label: { fr, en: fr },
  slug: { fr: fr.toLowerCase(), en: fr.toLowerCase() },
  parent_id,
});
const attributes: BoardAttributes['data'] = {
  attributes: {
    category: [attr(1, 'category', 'Cuisine'), attr(2, 'category', 'Réception')],
    specialization: [
      attr(11, 'specialization', 'Chef', 1),
      attr(21, 'specialization', 'Accueil', 2),
    ],
    schedule: [attr(5, 'schedule', 'Temps plein'), attr(6, 'schedule', 'Temps partiel')],
    experience: [attr(32, 'experience', '0-2 ans')],
    certification: [],
    education: [],
    skill: [],
  },
  cities: [{ id: 7, label: 'Montréal', slug: 'montreal', featured: true }],
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const select = (id: string) => document.getElementById(id) as HTMLSelectElement;

describe('SearchFilters', () => {
  it('navigates with the chosen filters, read from the form (choices made before hydration count)', () => {
    renderWithApp(
      <>
        <SearchFilters filters={{}} attributes={attributes} />
        <Where />
      </>,
    );
    // Set the DOM value without a change event, as a choice made before hydration would be.
    select('filter-schedule').value = '6';
    fireEvent.change(screen.getByLabelText(/mot-clé|mot clé/i), { target: { value: ' chef ' } });
    fireEvent.submit(screen.getByTestId('search-filters'));
    const where = screen.getByTestId('where').textContent ?? '';
    expect(where.startsWith('/fr/trouver-un-emploi?')).toBe(true);
    const query = new URLSearchParams(where.split('?')[1]);
    expect(query.get('schedule')).toBe('6');
    expect(query.get('q')).toBe('chef');
    expect(query.has('category')).toBe(false);
  });

  it('starts from the filters in the URL and narrows specializations to the chosen category', () => {
    renderWithApp(
      <SearchFilters filters={{ category: [1], specialization: [11] }} attributes={attributes} />,
    );
    expect(select('filter-category').value).toBe('1');
    expect(select('filter-specialization').value).toBe('11');
    const specializations = () =>
      [...select('filter-specialization').options].map((o) => o.value).filter(Boolean);
    expect(specializations()).toEqual(['11']);

    fireEvent.change(select('filter-category'), { target: { value: '2' } });
    expect(specializations()).toEqual(['21']);
    expect(select('filter-specialization').value).toBe('');
  });

  it('adds the pay filter as one more control: pay shown, or a minimum per hour or year', () => {
    renderWithApp(
      <>
        <SearchFilters filters={{}} attributes={attributes} />
        <Where />
      </>,
    );
    const pay = screen.getByLabelText('Salaire') as HTMLSelectElement;
    const labels = [...pay.options].map((o) => o.textContent?.replace(/[\u00a0\u202f]/g, ' '));
    expect(labels).toContain('Salaire affiché');
    expect(labels).toContain("25 $ de l'heure et plus");
    expect(labels).toContain('75 000 $ par année et plus');
    fireEvent.change(pay, { target: { value: 'year:75000' } });
    fireEvent.submit(screen.getByTestId('search-filters'));
    let query = new URLSearchParams(screen.getByTestId('where').textContent!.split('?')[1]);
    expect(query.get('pay')).toBe('1');
    expect(query.get('pay_min')).toBe('75000');
    expect(query.get('pay_unit')).toBe('year');
    fireEvent.change(pay, { target: { value: 'shown' } });
    fireEvent.submit(screen.getByTestId('search-filters'));
    query = new URLSearchParams(screen.getByTestId('where').textContent!.split('?')[1]);
    expect(query.get('pay')).toBe('1');
    expect(query.has('pay_min')).toBe(false);
  });

  it('shows the pay filter of the URL as chosen, in English too', () => {
    renderWithApp(
      <SearchFilters
        filters={{ pay: '1', pay_min: 25, pay_unit: 'hour' }}
        attributes={attributes}
      />,
      { lang: 'en' },
    );
    const pay = screen.getByLabelText('Pay') as HTMLSelectElement;
    expect(pay.value).toBe('hour:25');
    expect(pay.selectedOptions[0]!.textContent).toBe('$25 an hour or more');
  });
});
