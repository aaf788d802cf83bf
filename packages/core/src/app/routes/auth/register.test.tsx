import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathTo } from '@jobboard/contracts/routes';
import { getMeKey } from '../../../lib/get-me';
import { testBrand } from '../../../testing/brand';
import { renderWithApp } from '../../../testing/render';
import page from './register';

const brand = testBrand();
const board = brand.manifest.name;

/** The current path and the candidate session in the SWR cache. */
function Probe() {
  const location = useLocation();
  const { cache } = useSWRConfig();
  return (
    <>
      <output data-testid="where">{location.pathname + location.search}</output>
      <output data-testid="me">{JSON.stringify(cache.get(getMeKey(board))?.data ?? null)}</output>
    </>
  );
}

const url = pathTo('register', 'fr');
function renderPage() {
  return renderWithApp(
    <>
      <page.Component />
      <Probe />
    </>,
    { brand, url },
  );
}

const fill = (id: string, value: string) =>
  fireEvent.change(document.getElementById(id)!, { target: { value } });

afterEach(() => vi.restoreAllMocks());

describe('candidate register page', () => {
  it('on the 202, shows the check-your-inbox panel with the server message, signed out, in place', async () => {
    const message = 'Vérifiez vos courriels : nous avons envoyé un lien à ana@example.ca.';
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ message }), { status: 202 }));
    renderPage();
    // Sent before the script runs, the password goes in a POST body, never in the URL.
    expect(screen.getByTestId('register-form').getAttribute('method')).toBe('post');
    fill('auth-first_name', 'Ana');
    fill('auth-last_name', 'Roy');
    fill('auth-email', ' ana@example.ca ');
    fill('auth-password', 'secret-123');
    fireEvent.submit(screen.getByTestId('register-form'));
    const panel = await screen.findByTestId('signup-sent');
    expect(panel.getAttribute('role')).toBe('status');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vérifiez vos courriels');
    expect(screen.getByTestId('signup-sent-message').textContent).toBe(message);
    expect(screen.queryByTestId('register-form')).toBeNull();
    expect(fetch.mock.calls[0]![0]).toBe('/api/jobboard/signup');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toMatchObject({
      email: 'ana@example.ca',
      jobboard: board,
    });
    // No session: nothing in the cache, no navigation.
    expect(screen.getByTestId('where').textContent).toBe(url);
    expect(screen.getByTestId('me').textContent).toBe('null');
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).toBe(
      pathTo('login', 'fr'),
    );
    // Another address: the form again.
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser une autre adresse' }));
    expect(screen.getByTestId('register-form')).toBeTruthy();
  });

  it('without a message in the answer, names the address from the catalog', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({}), { status: 202 }),
    );
    renderPage();
    fill('auth-email', 'ana@example.ca');
    fireEvent.submit(screen.getByTestId('register-form'));
    expect((await screen.findByTestId('signup-sent-message')).textContent).toBe(
      'Nous avons envoyé un lien à ana@example.ca pour activer votre compte.',
    );
  });

  it('shows a 422 beside its field and keeps the form', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ message: 'invalid', errors: { password: ['Trop court'] } }), {
        status: 422,
      }),
    );
    renderPage();
    fireEvent.submit(screen.getByTestId('register-form'));
    expect((await screen.findByRole('alert')).textContent).toBe('Trop court');
    expect(screen.queryByTestId('signup-sent')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe(url);
  });
});
