import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { NewsletterForm } from './newsletter-form';

const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => vi.restoreAllMocks());

const field = () => screen.getByLabelText('Votre adresse courriel') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: "M'abonner" }));

describe('NewsletterForm', () => {
  it('shows the first 422 message under the field, named by aria-describedby', async () => {
    const fetch = answer(422, {
      message: 'invalid',
      errors: { email: ['Adresse refusée', 'autre'] },
    });
    renderWithApp(<NewsletterForm />);
    fireEvent.change(field(), { target: { value: 'x@y.ca' } });
    submit();
    const message = await screen.findByText('Adresse refusée');
    expect(screen.queryByText('autre')).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBe(message.id);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/jobboard/testboard/news-letter');
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({
      email: 'x@y.ca',
      client: 'web',
    });
  });

  it('says what is wrong with an empty or malformed address without asking the server', () => {
    const fetch = answer(200, { message: 'ok' });
    renderWithApp(<NewsletterForm />);
    submit();
    expect(screen.getByText('Ce champ est obligatoire.').id).toBe(
      field().getAttribute('aria-describedby'),
    );
    fireEvent.change(field(), { target: { value: 'nom@' } });
    // Typing clears the message; the next try names the new problem.
    expect(field().getAttribute('aria-invalid')).toBe('false');
    submit();
    expect(screen.getByText(/Entrez une adresse courriel valide/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('confirms in place, in a polite live region present before the answer', async () => {
    answer(200, { message: 'ok' });
    renderWithApp(<NewsletterForm />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    fireEvent.change(field(), { target: { value: 'a@b.ca' } });
    submit();
    await waitFor(() => expect(status.textContent).toMatch(/Merci!/));
    expect(field().value).toBe('');
  });
});
