import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { ReportOffer } from './report-offer';

afterEach(() => vi.restoreAllMocks());

const open = () => {
  const opener = screen.getByRole('button', { name: 'Signaler cette offre' });
  expect(opener.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(opener);
  expect(opener.getAttribute('aria-expanded')).toBe('true');
};

describe('ReportOffer', () => {
  it('asks for a reason before sending anything', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithApp(<ReportOffer offer={{ id: 7 }} />);
    open();
    // The form is a chunk of its own, fetched as it opens.
    const reason = (await screen.findByLabelText(/^Raison/)) as HTMLSelectElement;
    expect(reason.getAttribute('aria-required')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    await waitFor(() =>
      expect(document.getElementById('report-reason-error')?.textContent).toBe(
        'Ce champ est obligatoire.',
      ),
    );
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reason);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the reason and the trimmed detail, then says the server’s thank-you', async () => {
    const message = 'Thank you! Your report was sent to the site’s team.';
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ message }), { status: 202 }));
    renderWithApp(<ReportOffer offer={{ id: 7 }} />, { lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Report this offer' }));
    fireEvent.change(await screen.findByLabelText(/^Reason/), { target: { value: 'scam' } });
    const detail = screen.getByLabelText(/^Details/) as HTMLTextAreaElement;
    expect(detail.maxLength).toBe(1000);
    fireEvent.change(detail, { target: { value: '  They ask for money.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect((await screen.findByTestId('report-sent')).textContent).toBe(message);
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/api\/jobboard\/[^/]+\/offers\/7\/report$/);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toMatchObject({
      reason: 'scam',
      detail: 'They ask for money.',
    });
  });

  it('shows the server’s 422 under its field', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          message: 'Les données fournies sont invalides.',
          errors: { detail: ['Ce champ ne doit pas dépasser 1 000 caractères.'] },
        }),
        { status: 422 },
      ),
    );
    renderWithApp(<ReportOffer offer={{ id: 7 }} />);
    open();
    fireEvent.change(await screen.findByLabelText(/^Raison/), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    await waitFor(() =>
      expect(document.getElementById('report-detail-error')?.textContent).toContain(
        'ne doit pas dépasser',
      ),
    );
  });
});
