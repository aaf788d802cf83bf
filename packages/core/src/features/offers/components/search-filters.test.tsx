import type { BoardAttributes } from '@jobboard/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { filtersQueryString, type SearchFilters as Filters } from '../api/search-query';
import { SearchFilters } from './search-filters';

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
  cities: [
    { id: 7, label: 'Montréal', slug: 'montreal', featured: true },
    { id: 8, label: 'Laval', slug: 'laval', featured: true },
  ],
};

function Harness({ filters }: { filters: Filters }) {
  const [href, setHref] = useState('');
  return (
    <>
      <SearchFilters
        filters={filters}
        attributes={attributes}
        action="/fr/trouver-un-emploi"
        hrefOf={(next) => `/fr/trouver-un-emploi${filtersQueryString(next)}`}
        navigate={setHref}
      />
      <output data-testid="where">{href}</output>
    </>
  );
}

describe('SearchFilters (the search bar)', () => {
  it('searches the words and city read from the form, keeping the other filters', () => {
    renderWithApp(<Harness filters={{ schedule: [6], page: 3, sort: 'date' }} />);
    // Set the DOM value without a change event, as a choice made before hydration would be.
    (document.getElementById('filter-city') as HTMLSelectElement).value = '8';
    fireEvent.change(screen.getByLabelText(/mot-clé/i), { target: { value: ' chef ' } });
    fireEvent.submit(screen.getByTestId('search-filters'));
    const query = new URLSearchParams(screen.getByTestId('where').textContent!.split('?')[1]);
    expect(query.get('q')).toBe('chef');
    expect(query.get('city')).toBe('8');
    expect(query.get('schedule')).toBe('6');
    expect(query.get('sort')).toBe('date');
    // A new search starts at its first page.
    expect(query.has('page')).toBe(false);
  });

  it('carries the chosen filters as hidden fields for a submit before hydration', () => {
    renderWithApp(<Harness filters={{ category: [1, 2], q: 'chef' }} />);
    const form = screen.getByTestId('search-filters') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    const fields = new FormData(form);
    expect(fields.get('category')).toBe('1,2');
    expect(fields.get('q')).toBe('chef');
  });
});
