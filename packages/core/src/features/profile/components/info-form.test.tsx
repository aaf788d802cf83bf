import type { User } from '@jobboard/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetcher } from '../../../lib/api-client';
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

afterEach(() => vi.restoreAllMocks());

describe('InfoForm', () => {
  it('stores the picked municipality, not the text; an empty city says so from the catalog', async () => {
    const posted: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/cities'))
        return new Response(
          JSON.stringify({ data: [{ id: 9, label: 'Trois-Rivières', province: 'QC' }] }),
          { headers: { 'content-type': 'application/json' } },
        );
      posted.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ data: USER }), {
        headers: { 'content-type': 'application/json' },
      });
    });
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

    fireEvent.change(city, { target: { value: 'Chez nous' } });
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
});
