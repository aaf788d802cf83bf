import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { NewsletterForm } from './newsletter-form';

const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => vi.restoreAllMocks());

describe('NewsletterForm', () => {
  it('shows the first 422 message under the field', async () => {
    const fetch = answer(422, {
      message: 'invalid',
      errors: { email: ['Adresse invalide', 'autre'] },
    });
    renderWithApp(<NewsletterForm />);
    fireEvent.change(screen.getByLabelText('Votre adresse courriel'), { target: { value: 'x@' } });
    fireEvent.click(screen.getByRole('button', { name: "M'abonner" }));
    expect(await screen.findByText('Adresse invalide')).toBeTruthy();
    expect(screen.queryByText('autre')).toBeNull();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/jobboard/testboard/news-letter');
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({
      email: 'x@',
      client: 'web',
    });
  });

  it('clears the field on success', async () => {
    answer(200, { message: 'ok' });
    renderWithApp(<NewsletterForm />);
    const input = screen.getByLabelText('Votre adresse courriel') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'a@b.ca' } });
    fireEvent.click(screen.getByRole('button', { name: "M'abonner" }));
    await waitFor(() => expect(input.value).toBe(''));
  });
});
