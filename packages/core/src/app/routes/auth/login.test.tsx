import type { User } from '@jobboard/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathTo } from '@jobboard/contracts/routes';
import { testBrand } from '../../../testing/brand';
import { renderWithApp } from '../../../testing/render';
import page from './login';

const brand = testBrand();
// What the header reads of the signed-in candidate (its menu greets them by first name).
const candidate = {
  id: 3,
  email: 'ana@example.ca',
  first_name: 'Ana',
  last_name: 'Roy',
  guard: 'jobboard',
} as unknown as User;

/** The current path (the session goes to SWR's global cache, which the test's does not see). */
function Probe() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(url: string) {
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

describe('candidate sign-in page', () => {
  it('signs in and follows ?redirect=, and its sign-up link keeps it', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ data: candidate })));
    renderAt(`${pathTo('login', 'fr')}?redirect=/fr/ailleurs`);
    // The sign-up link keeps the way back.
    expect(screen.getByRole('link', { name: 'Inscription' }).getAttribute('href')).toBe(
      `${pathTo('register', 'fr')}?redirect=%2Ffr%2Failleurs`,
    );
    fill('auth-email', 'ana@example.ca');
    fill('auth-password', 'secret-123');
    fireEvent.submit(screen.getByTestId('login-form'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/fr/ailleurs'));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toMatchObject({
      email: 'ana@example.ca',
      password: 'secret-123',
    });
  });

  it('without a redirect, goes to the profile', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ data: candidate })),
    );
    renderAt(pathTo('login', 'fr'));
    fireEvent.submit(screen.getByTestId('login-form'));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(pathTo('profile', 'fr')),
    );
  });
});
