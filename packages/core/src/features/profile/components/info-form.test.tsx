import type { User } from '@jobboard/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetcher } from '../../../lib/api-client';
import { citiesResponse } from '../../../testing/city-api';
import { renderWithApp } from '../../../testing/render';
import { InfoForm } from './info-form';

const USER: User = {
  id: 3,
  email: 'camille@example.com',
  email_verified: true,
  first_name: 'Camille',
  last_name: 'Tremblay',
  language: 'fr',
  location: { address: null, country: 'CA', city_id: null },
  phone_number: '+14185550199',
  guard: 'jobboard',
  permissions: [],
  team: null,
};

/** The API: /api/cities as the server answers it, the profile's POST recorded. */
const api = () => {
  const posted: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const cities = citiesResponse(String(input));
    if (cities) return cities;
    posted.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify({ data: USER }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return posted;
};

afterEach(() => vi.restoreAllMocks());

describe('InfoForm', () => {
  it('stores the picked municipality, not the text; an empty city says so from the catalog', async () => {
    const posted = api();
    const onSaved = vi.fn();
    renderWithApp(
      <SWRConfig value={{ fetcher }}>
        <InfoForm user={USER} onSaved={onSaved} />
      </SWRConfig>,
    );
    // The stored phone in national format; the city is required.
    expect((screen.getByLabelText('Téléphone') as HTMLInputElement).value).toBe('418 555-0199');
    const city = screen.getByRole('combobox', { name: 'Ville' });
    expect(city.getAttribute('aria-required')).toBe('true');

    await act(async () => {
      fireEvent.submit(screen.getByTestId('info-form'));
    });
    expect(posted).toEqual([]);
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(city);
    expect(document.getElementById('info-city-error')?.textContent).toBe(
      'Choisissez une ville dans la liste.',
    );

    fireEvent.change(city, { target: { value: 'trois-riv' } });
    await screen.findByRole('option', { name: /Trois-Rivières/ }, { timeout: 5000 });
    fireEvent.keyDown(city, { key: 'ArrowDown' });
    fireEvent.keyDown(city, { key: 'Enter' });
    await act(async () => {
      fireEvent.submit(screen.getByTestId('info-form'));
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted[0]).toMatchObject({
      phone_number: '418 555-0199',
      location: { city_id: 9, country: 'CA' },
    });
  });

  it('the city typed keeps its text when another country makes it a plain field', () => {
    renderWithApp(<InfoForm user={USER} onSaved={vi.fn()} />);
    const city = screen.getByRole('combobox', { name: 'Ville' });
    city.focus();
    fireEvent.change(city, { target: { value: 'Lyon' } });
    fireEvent.change(screen.getByLabelText('Pays'), { target: { value: 'FR' } });
    const field = document.getElementById('info-city') as HTMLInputElement;
    expect(field.getAttribute('role')).toBeNull();
    expect(field.name).toBe('address');
    expect(field.value).toBe('Lyon');
  });

  describe('a city typed but not picked', () => {
    const RIMOUSKI_USER: User = { ...USER, location: { ...USER.location, city_id: 40 } };
    const render = (lang: 'fr' | 'en' = 'fr') => {
      const onSaved = vi.fn();
      renderWithApp(
        <SWRConfig value={{ fetcher }}>
          <InfoForm user={RIMOUSKI_USER} onSaved={onSaved} />
        </SWRConfig>,
        { lang },
      );
      return onSaved;
    };
    const send = () =>
      act(async () => {
        fireEvent.submit(screen.getByTestId('info-form'));
      });

    it('names the municipality by its whole name, not the first suggestion, and says when none', async () => {
      const posted = api();
      const onSaved = render();
      const city = screen.getByRole('combobox', { name: 'Ville' }) as HTMLInputElement;
      await waitFor(() => expect(city.value).toBe('Rimouski, QC'));
      city.focus();
      // The list's first suggestion for "saint-jean" is Saint-Jean-sur-Richelieu: not a name.
      fireEvent.change(city, { target: { value: 'saint-jean' } });
      await screen.findByRole('option', { name: /Saint-Jean-sur-Richelieu/ }, { timeout: 5000 });
      await send();
      await waitFor(() =>
        expect(document.getElementById('info-city-error')?.textContent).toBe(
          'Aucune municipalité du Canada ne s’appelle «\u00a0saint-jean\u00a0». Choisissez une ville dans la liste.',
        ),
      );
      expect(city.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(city);
      expect(city.value).toBe('saint-jean');
      // Nothing sent: the saved city stays.
      expect(posted).toEqual([]);

      // A whole name, however written (here in English), is that municipality.
      fireEvent.change(city, { target: { value: 'MONTREAL' } });
      await send();
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(posted[0]).toMatchObject({ location: { city_id: 1, country: 'CA' } });
      expect(city.value).toBe('Montréal, QC');
    });

    it('keeps the saved city for its own text, and says a name in English', async () => {
      const posted = api();
      const onSaved = render('en');
      const city = screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement;
      await waitFor(() => expect(city.value).toBe('Rimouski, QC'));
      city.focus();
      fireEvent.change(city, { target: { value: 'Nowhereville' } });
      await send();
      await waitFor(() =>
        expect(document.getElementById('info-city-error')?.textContent).toBe(
          'No municipality in Canada is called “Nowhereville”. Choose a city from the list.',
        ),
      );
      expect(posted).toEqual([]);
      // The saved city's own text, typed again: that city.
      fireEvent.change(city, { target: { value: 'rimouski, qc' } });
      await send();
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(posted[0]).toMatchObject({ location: { city_id: 40 } });
    });

    it('sends the saved city while its name is still loading', async () => {
      const posted = api();
      const onSaved = render();
      // Sent at once: the stored city's name has not come yet.
      await send();
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(posted[0]).toMatchObject({ location: { city_id: 40 } });
    });
  });
});
