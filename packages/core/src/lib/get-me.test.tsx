import { screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetcher } from './api-client';
import { renderWithApp } from '../testing/render';
import { hasSessionHint, useMe } from './get-me';

function Who() {
  const { user, isLoading } = useMe();
  return <p data-testid="who">{isLoading ? 'loading' : (user?.first_name ?? 'anonymous')}</p>;
}

const me = { data: { first_name: 'Eve', guard: 'jobboard' } };

function renderWho() {
  return renderWithApp(
    <SWRConfig value={{ fetcher }}>
      <Who />
    </SWRConfig>,
  );
}

afterEach(() => {
  document.cookie = 'jb_signed_in=; max-age=0; path=/';
  vi.unstubAllGlobals();
});

describe('useMe', () => {
  it('does not ask the API for /me without a session: an anonymous visitor gets no 401', async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify(me), { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    renderWho();
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('anonymous'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks when the server’s session hint is there', async () => {
    document.cookie = 'jb_signed_in=1; path=/';
    const fetchSpy = vi.fn(
      async () =>
        new Response(JSON.stringify(me), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    renderWho();
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('Eve'));
    expect(String((fetchSpy.mock.calls[0] as unknown[])[0])).toMatch(/\/me$/);
  });

  it('reads the hint among other cookies, not a look-alike name', () => {
    expect(hasSessionHint('lg=fr; jb_signed_in=1')).toBe(true);
    expect(hasSessionHint('jb_signed_in=1')).toBe(true);
    expect(hasSessionHint('xjb_signed_in=1; lg=fr')).toBe(false);
    expect(hasSessionHint('')).toBe(false);
  });
});
