import type { User } from '@jobboard/contracts';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathTo } from '@jobboard/contracts/routes';
import { testBrand } from '../../../testing/brand';
import { renderWithApp } from '../../../testing/render';
import page from './email-confirmation';

const brand = testBrand();
const board = brand.manifest.name;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

/** The API by address: the link check (whose link), the confirmation, each guard's /me. */
function api(answers: Record<string, [number, unknown]>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const key = Object.keys(answers).find((k) => url.startsWith(k));
    const [status, body] = key ? answers[key]! : [404, { message: 'not found' }];
    return new Response(JSON.stringify(body), { status });
  });
}

function renderLink() {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/c/:selector/:token" element={<page.Component />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { brand, url: '/c/sel/tok' },
  );
}

const user = (guard: string) =>
  ({
    id: 4,
    email: 'a@example.ca',
    guard,
    permissions: [{ name: 'manage_offers' }],
  }) as unknown as User;

afterEach(() => vi.restoreAllMocks());

describe('email confirmation page', () => {
  it('a candidate link signs in: the session is reloaded and the page goes to the profile', async () => {
    const fetch = api({
      '/api/check-secure-link/email-confirmation/sel/tok': [
        200,
        { data: { type: 'email-confirmation', email: 'a@example.ca', guard: 'jobboard' } },
      ],
      '/api/email-confirmation': [200, { message: 'ok' }],
      [`/api/jobboard/${board}/me`]: [200, { data: user('jobboard') }],
    });
    renderLink();
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(pathTo('profile', 'fr')),
    );
    const urls = fetch.mock.calls.map((c) => String(c[0]));
    expect(urls).toContain('/api/email-confirmation');
    expect(urls).toContain(`/api/jobboard/${board}/me`);
    expect(urls).not.toContain('/api/ats/me');
  });

  it('after an apply-and-register, goes to the offer the answer names, never off this site', async () => {
    for (const [next, expected] of [
      ['/fr/offre/cuisinier/12', '/fr/offre/cuisinier/12'],
      ['//evil.example/fr', pathTo('profile', 'fr')],
    ] as const) {
      api({
        '/api/check-secure-link/email-confirmation/sel/tok': [
          200,
          { data: { type: 'email-confirmation', email: 'a@example.ca', guard: 'jobboard' } },
        ],
        '/api/email-confirmation': [200, { message: 'ok', next }],
        [`/api/jobboard/${board}/me`]: [200, { data: user('jobboard') }],
      });
      const { unmount } = renderLink();
      await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(expected));
      unmount();
      vi.restoreAllMocks();
    }
  });

  it('an employer link reloads the employer session and goes to the employer home', async () => {
    api({
      '/api/check-secure-link/': [
        200,
        { data: { type: 'email-confirmation', email: 'a@example.ca', guard: 'ats' } },
      ],
      '/api/email-confirmation': [200, { message: 'ok' }],
      '/api/ats/me': [200, { data: user('ats') }],
    });
    renderLink();
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(pathTo('employerMyOffers', 'fr')),
    );
  });

  it('a refused link says so and stays', async () => {
    api({
      '/api/check-secure-link/': [410, { message: 'used' }],
      '/api/email-confirmation': [410, { message: 'used' }],
    });
    renderLink();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/c/sel/tok');
  });
});
