import type { BoardAttributes } from '@jobboard/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetcher } from '../../../lib/api-client';
import { renderWithApp } from '../../../testing/render';
import { filtersQueryString, type SearchFilters as Filters } from '../../../lib/search/query';
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

afterEach(() => vi.restoreAllMocks());

describe('SearchFilters (the search bar)', () => {
  it('searches the words and city read from the form, keeping the other filters', () => {
    // The URL's city is kept even before its name has loaded.
    renderWithApp(<Harness filters={{ schedule: [6], page: 3, sort: 'date', city: [8] }} />);
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

  it('adds the pay filter as one more control: pay shown, or a minimum per hour or year', () => {
    renderWithApp(<Harness filters={{}} />);
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
    renderWithApp(<Harness filters={{ pay: '1', pay_min: 25, pay_unit: 'hour' }} />, {
      lang: 'en',
    });
    const pay = screen.getByLabelText('Pay') as HTMLSelectElement;
    expect(pay.value).toBe('hour:25');
    expect(pay.selectedOptions[0]!.textContent).toBe('$25 an hour or more');
  });

  it('offers a themed radius beside the city once there is one, sent with the city', () => {
    const { unmount } = renderWithApp(<Harness filters={{ q: 'chef' }} />);
    // No city: nothing to draw a radius around.
    expect(screen.queryByLabelText('Dans un rayon de')).toBeNull();
    unmount();
    renderWithApp(<Harness filters={{ city: [8], radius: 10 }} />);
    const radius = screen.getByLabelText('Dans un rayon de') as HTMLSelectElement;
    expect(radius.value).toBe('10');
    expect([...radius.options].map((o) => o.textContent)).toEqual([
      'Ville seulement',
      '10 km',
      '25 km',
      '50 km',
      '100 km',
    ]);
    // The theme's select (primitives), not the browser's own.
    expect(radius.className).toBe((screen.getByLabelText('Salaire') as HTMLElement).className);
    fireEvent.change(radius, { target: { value: '50' } });
    fireEvent.submit(screen.getByTestId('search-filters'));
    let query = new URLSearchParams(screen.getByTestId('where').textContent!.split('?')[1]);
    expect(query.get('city')).toBe('8');
    expect(query.get('radius')).toBe('50');
    fireEvent.change(radius, { target: { value: '' } });
    fireEvent.submit(screen.getByTestId('search-filters'));
    query = new URLSearchParams(screen.getByTestId('where').textContent!.split('?')[1]);
    expect(query.get('city')).toBe('8');
    expect(query.has('radius')).toBe(false);
  });

  it('says the radius in English too', () => {
    renderWithApp(<Harness filters={{ city: [8] }} />, { lang: 'en' });
    const radius = screen.getByLabelText('Within') as HTMLSelectElement;
    expect(radius.value).toBe('');
    expect(radius.selectedOptions[0]!.textContent).toBe('City only');
  });

  it('starts another picked city at the city alone: the radius was chosen for the last one', async () => {
    const LAVAL = { id: 8, label: 'Laval', province: 'QC' };
    const TROIS = { id: 9, label: 'Trois-Rivières', province: 'QC' };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const query = new URL(String(input), 'http://t.localhost').searchParams;
      const found = query.get('id') === '8' || /^la/i.test(query.get('q') ?? '') ? LAVAL : TROIS;
      return new Response(JSON.stringify({ data: [found] }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    renderWithApp(
      <SWRConfig value={{ fetcher }}>
        <Harness filters={{ city: [8], radius: 50 }} />
      </SWRConfig>,
    );
    const city = screen.getByRole('combobox', { name: 'Ville' });
    const pick = async (text: string, name: RegExp) => {
      city.focus();
      fireEvent.change(city, { target: { value: text } });
      await screen.findByRole('option', { name }, { timeout: 5000 });
      fireEvent.keyDown(city, { key: 'ArrowDown' });
      fireEvent.keyDown(city, { key: 'Enter' });
    };
    const sent = () => {
      fireEvent.submit(screen.getByTestId('search-filters'));
      return new URLSearchParams(screen.getByTestId('where').textContent!.split('?')[1]);
    };
    expect((screen.getByLabelText('Dans un rayon de') as HTMLSelectElement).value).toBe('50');

    await pick('trois', /Trois-Rivières/);
    expect((screen.getByLabelText('Dans un rayon de') as HTMLSelectElement).value).toBe('');
    let query = sent();
    expect(query.get('city')).toBe('9');
    expect(query.has('radius')).toBe(false);
    // A radius chosen for the new city goes with it.
    fireEvent.change(screen.getByLabelText('Dans un rayon de'), { target: { value: '25' } });
    expect(sent().get('radius')).toBe('25');

    // The URL's city picked again: its own radius.
    await pick('lav', /Laval/);
    expect((screen.getByLabelText('Dans un rayon de') as HTMLSelectElement).value).toBe('50');
    query = sent();
    expect(query.get('city')).toBe('8');
    expect(query.get('radius')).toBe('50');
  });

  it('sends a city typed but not picked without the last city’s radius, as the server would', () => {
    renderWithApp(<Harness filters={{ city: [8], radius: 50 }} />);
    const city = screen.getByRole('combobox', { name: 'Ville' });
    city.focus();
    fireEvent.change(city, { target: { value: 'Trois-Rivières' } });
    fireEvent.submit(screen.getByTestId('search-filters'));
    const query = new URLSearchParams(screen.getByTestId('where').textContent!.split('?')[1]);
    expect(query.get('city_name')).toBe('Trois-Rivières');
    expect(query.has('city')).toBe(false);
    expect(query.has('radius')).toBe(false);
  });
});
