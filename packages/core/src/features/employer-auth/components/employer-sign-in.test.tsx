import type { TeamSize, User } from '@jobboard/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathTo } from '@jobboard/contracts/routes';
import { renderWithApp } from '../../../testing/render';
import { EmployerIntl } from '../../../i18n/employer';
import { EMPLOYER_ME_KEY } from '../../../lib/employer-guard';
import { EmployerLoginForm } from './employer-login-form';
import { EmployerRegisterForm } from './employer-register-form';

const employer = {
  id: 7,
  email: 'rh@example.ca',
  guard: 'ats',
  permissions: [{ name: 'manage_offers' }],
} as unknown as User;

/** The current path and query, and the session in the SWR cache. */
function Probe() {
  const location = useLocation();
  const { cache } = useSWRConfig();
  return (
    <>
      <output data-testid="where">{location.pathname + location.search}</output>
      <output data-testid="me">{JSON.stringify(cache.get(EMPLOYER_ME_KEY)?.data ?? null)}</output>
    </>
  );
}

function renderAt(url: string, form: React.ReactNode) {
  return renderWithApp(
    <>
      <EmployerIntl>{form}</EmployerIntl>
      <Probe />
    </>,
    { url },
  );
}

const fill = (id: string, value: string) =>
  fireEvent.change(document.getElementById(id)!, { target: { value } });

afterEach(() => vi.restoreAllMocks());

describe('employer sign-in and sign-up', () => {
  it('signs in, keeps the employer in the session and follows ?redirect=', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ data: employer })));
    renderAt('/login?redirect=/fr/ailleurs', <EmployerLoginForm />);
    fill('employer-email', 'rh@example.ca');
    fill('employer-password', 'secret-123');
    fireEvent.submit(screen.getByTestId('employer-login-form'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/fr/ailleurs'));
    expect(fetch.mock.calls[0]![0]).toBe('/api/ats/auth/login');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toMatchObject({
      email: 'rh@example.ca',
      password: 'secret-123',
    });
    expect(JSON.parse(screen.getByTestId('me').textContent!)).toEqual({ data: employer });
  });

  it('without a redirect, goes to the home its permissions give', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ data: employer })),
    );
    renderAt('/login', <EmployerLoginForm />);
    fireEvent.submit(screen.getByTestId('employer-login-form'));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(pathTo('employerMyOffers', 'fr')),
    );
  });

  it('signs up: the 202 shows the check-your-inbox panel, no session, no navigation', async () => {
    const message = 'Vérifiez vos courriels : nous avons envoyé un lien à rh@example.ca.';
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ message }), { status: 202 }));
    const sizes = [{ value: '1-10', label: { fr: '1 à 10', en: '1 to 10' } }] as TeamSize[];
    renderAt('/register', <EmployerRegisterForm teamSizes={sizes} />);
    fill('employer-first_name', ' Ana ');
    fill('employer-email', 'rh@example.ca');
    fill('employer-team_size', '1-10');
    fireEvent.submit(screen.getByTestId('employer-register-form'));
    expect((await screen.findByTestId('signup-sent-message')).textContent).toBe(message);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vérifiez vos courriels');
    expect(fetch.mock.calls[0]![0]).toBe('/api/ats/signup');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toMatchObject({
      first_name: 'Ana',
      team_size: '1-10',
      newsletter: false,
    });
    expect(screen.getByTestId('where').textContent).toBe('/register');
    expect(screen.getByTestId('me').textContent).toBe('null');
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).toBe(
      pathTo('employerLogin', 'fr'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser une autre adresse' }));
    expect(screen.getByTestId('employer-register-form')).toBeTruthy();
  });

  it('a sign-up 422 stays beside its field, with no panel', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ message: 'invalid', errors: { company_name: ['Obligatoire'] } }),
        { status: 422 },
      ),
    );
    const sizes = [{ value: '1-10', label: { fr: '1 à 10', en: '1 to 10' } }] as TeamSize[];
    renderAt('/register', <EmployerRegisterForm teamSizes={sizes} />);
    fireEvent.submit(screen.getByTestId('employer-register-form'));
    expect((await screen.findByRole('alert')).textContent).toBe('Obligatoire');
    expect(screen.queryByTestId('signup-sent')).toBeNull();
  });

  it('shows a 422 beside its field and stays on the page', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ message: 'invalid', errors: { email: ['Adresse inconnue'] } }),
        {
          status: 422,
        },
      ),
    );
    renderAt('/login', <EmployerLoginForm />);
    fireEvent.submit(screen.getByTestId('employer-login-form'));
    expect((await screen.findByRole('alert')).textContent).toBe('Adresse inconnue');
    expect(screen.getByTestId('where').textContent).toBe('/login');
    expect(screen.getByTestId('me').textContent).toBe('null');
  });
});
