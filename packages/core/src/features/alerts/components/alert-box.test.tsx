import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { AlertBox } from './alert-box';

const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => vi.restoreAllMocks());

// The form is its own chunk: it shows once that is loaded (seconds on a loaded machine).
const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Créer une alerte' }));
  await screen.findByRole('button', { name: 'Créer l’alerte' }, { timeout: 10_000 });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Créer l’alerte' }));

describe('AlertBox', () => {
  it('saves the search’s filters (not its order or page) with the chosen frequency', async () => {
    const fetch = answer(202, { message: 'Presque fini!', confirmed: false });
    renderWithApp(
      <AlertBox
        filters={{
          q: 'chef',
          category: [3],
          city: [1, 7],
          pay: '1',
          pay_min: 25,
          pay_unit: 'hour',
          sort: 'date',
          page: 3,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Recevoir ces emplois par courriel' })).toBeTruthy();
    await open();
    fireEvent.click(screen.getByLabelText('Chaque semaine'));
    fireEvent.change(screen.getByLabelText('Votre adresse courriel'), {
      target: { value: 'zoe@example.ca' },
    });
    submit();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Presque fini!'), {
      timeout: 10_000,
    });
    const [url, init] = fetch.mock.calls.find(([u]) => String(u).endsWith('/alerts'))!;
    expect(url).toBe('/api/jobboard/testboard/alerts');
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({
      email: 'zoe@example.ca',
      frequency: 'weekly',
      filters: { q: 'chef', category: [3], city: [1, 7], pay: '1', pay_min: 25, pay_unit: 'hour' },
    });
    expect(JSON.parse(String((init as RequestInit).body)).filters).not.toHaveProperty('sort');
    // Done: the form is gone, the message stays.
    expect(screen.queryByRole('button', { name: 'Créer l’alerte' })).toBeNull();
  });

  it('asks a visitor for a valid address before calling the server', async () => {
    const fetch = answer(202, { message: 'ok', confirmed: false });
    renderWithApp(<AlertBox filters={{}} />);
    await open();
    submit();
    const field = screen.getByLabelText('Votre adresse courriel');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Ce champ est obligatoire.').id).toBe(
      field.getAttribute('aria-describedby'),
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
