import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { DataExportCard, DeleteAccountCard } from './privacy-centre';

const fetchMock = vi.fn();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
const password = () => screen.getByLabelText(/Votre mot de passe/);

describe('privacy centre', () => {
  it('asks for the export and confirms the link is on its way by mail', async () => {
    fetchMock.mockResolvedValue(json(202, { message: 'ok' }));
    renderWithApp(<DataExportCard side="employer" />);
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/courriel.*24 heures/);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/jobboard/testboard/employer/privacy/export');
  });

  it('asks for the password before sending anything', async () => {
    renderWithApp(<DeleteAccountCard side="candidate" />);
    submit();
    await waitFor(() => expect(password().getAttribute('aria-invalid')).toBe('true'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong password (422) on the field', async () => {
    fetchMock.mockResolvedValue(
      json(422, { message: 'invalid', errors: { password: ['Mot de passe incorrect.'] } }),
    );
    renderWithApp(<DeleteAccountCard side="candidate" />);
    fireEvent.change(password(), { target: { value: 'nope' } });
    submit();
    expect(await screen.findByText('Mot de passe incorrect.')).toBeTruthy();
    expect(password().getAttribute('aria-invalid')).toBe('true');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/jobboard/testboard/user/privacy/delete-account');
    expect(JSON.parse(String(init.body))).toMatchObject({ password: 'nope' });
  });

  it("shows the last administrator's 409 with the server's message", async () => {
    fetchMock.mockResolvedValue(json(409, { message: 'Nommez un autre administrateur.' }));
    renderWithApp(<DeleteAccountCard side="employer" />);
    fireEvent.change(password(), { target: { value: 'secret' } });
    submit();
    expect((await screen.findByTestId('privacy-delete-blocked')).textContent).toBe(
      'Nommez un autre administrateur.',
    );
    expect(password().getAttribute('aria-invalid')).toBe('false');
  });
});
