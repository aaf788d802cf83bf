import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { EmployerIntl } from '../../../i18n/employer';
import { atsSsoUrl } from '../api/sso';
import { AtsDashboardButton } from './ats-dashboard-button';

afterEach(() => vi.restoreAllMocks());

describe('ATS single sign-on', () => {
  it('builds the ATS link from the tokens, the language and an optional redirect', () => {
    const tokens = { selector: 'sel12345', token: 'tok_0123456789abcdef' };
    expect(atsSsoUrl('https://ats.example.com/app', tokens, 'fr')).toBe(
      'https://ats.example.com/app/auth/sso?selector=sel12345&token=tok_0123456789abcdef&lg=fr',
    );
    expect(atsSsoUrl('https://ats.example.com/', tokens, 'en', '/jobs/3')).toBe(
      'https://ats.example.com/auth/sso?selector=sel12345&token=tok_0123456789abcdef&lg=en&redirect=%2Fjobs%2F3',
    );
  });

  it('opens a window in the click, then sends it to the signed-in ATS link', async () => {
    const win = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ selector: 'sel12345', token: 'tok_0123456789abcdef' })),
      );
    renderWithApp(
      <EmployerIntl>
        <AtsDashboardButton atsUrl="https://ats.example.com" />
      </EmployerIntl>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tableau de bord' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(win.location.href).toBe(
        'https://ats.example.com/auth/sso?selector=sel12345&token=tok_0123456789abcdef&lg=fr',
      ),
    );
    expect(win.opener).toBeNull();
    expect(fetch.mock.calls[0]![0]).toBe('/api/ats/auth/sso-tokens');
  });

  it('closes the window when the tokens cannot be had', async () => {
    const win = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ message: 'unauthorized' }), { status: 401 }),
    );
    renderWithApp(
      <EmployerIntl>
        <AtsDashboardButton atsUrl="https://ats.example.com" />
      </EmployerIntl>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tableau de bord' }));
    await waitFor(() => expect(win.close).toHaveBeenCalled());
    expect(win.location.href).toBe('');
  });
});
