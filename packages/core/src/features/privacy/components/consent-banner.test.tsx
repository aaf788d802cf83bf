import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openConsentSettings, resetConsentState, useConsent } from '../../../lib/consent';
import { renderWithApp } from '../../../testing/render';
import { ConsentBanner, ConsentForm, choiceOf } from './consent-banner';

/** The banner as the app shell shows it: only while the visitor has no choice or reopened it. */
function Shell() {
  const { bannerOpen } = useConsent();
  return bannerOpen ? <ConsentBanner /> : <p>closed</p>;
}

const fetchMock = vi.fn();
beforeEach(() => {
  resetConsentState();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetConsentState();
});

describe('ConsentBanner', () => {
  it('is a named region with refuse and accept as equals, in the page language', () => {
    renderWithApp(<Shell />, { lang: 'en', url: '/en/find-a-job?q=nurse' });
    const region = screen.getByRole('region', { name: 'Your privacy choices' });
    const refuse = screen.getByRole('button', { name: 'Refuse all' });
    const accept = screen.getByRole('button', { name: 'Accept all' });
    expect(region.contains(refuse)).toBe(true);
    // The same variant: neither is the easier click.
    expect(refuse.className).toBe(accept.className);
    expect(screen.getByText('Choose')).toBeTruthy();
  });

  it('shows the choices at once in the privacy page’s section, without a "Choose" to click', () => {
    const { container } = renderWithApp(<ConsentForm inline />, { lang: 'en' });
    expect(screen.queryByText('Choose')).toBeNull();
    expect(container.querySelector('details')).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Advertising/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save my choices' })).toBeTruthy();
  });

  it('is a plain form that posts to the server without JavaScript and comes back to the page', () => {
    const { container } = renderWithApp(<Shell />, { url: '/fr/trouver-un-emploi?q=infirmiere' });
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/jobboard/testboard/consent/form');
    expect(
      container.querySelector<HTMLInputElement>('input[type="hidden"][name="return"]')!.value,
    ).toBe('/fr/trouver-un-emploi?q=infirmiere');
    expect(screen.getByRole('button', { name: 'Tout refuser' }).getAttribute('value')).toBe('none');
    expect(screen.getByRole('button', { name: 'Tout accepter' }).getAttribute('value')).toBe('all');
    expect(container.querySelector('input[name="advertising"]')).not.toBeNull();
    expect(container.querySelector('input[name="measurement"]')).not.toBeNull();
  });

  it('sends the choice and closes once the server recorded it', async () => {
    renderWithApp(<Shell />);
    fireEvent.click(screen.getByRole('button', { name: 'Tout accepter' }));
    await screen.findByText('closed');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/jobboard/testboard/consent');
    expect(JSON.parse(String(init.body))).toMatchObject({ advertising: true, measurement: true });
  });

  it('stays open with a message when the server did not record the choice', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"busy"}', { status: 503 }));
    renderWithApp(<Shell />);
    fireEvent.click(screen.getByRole('button', { name: 'Tout refuser' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/n’a pas pu être enregistré/);
    expect(screen.getByRole('region')).toBeTruthy();
  });

  it('does not show when a choice exists, and reopens from the settings with it ticked', async () => {
    renderWithApp(<Shell />, { consent: { advertising: true, measurement: false } });
    expect(screen.getByText('closed')).toBeTruthy();
    act(() => openConsentSettings());
    const region = await screen.findByRole('region');
    await waitFor(() => expect(document.activeElement).toBe(region));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Publicité/ }).checked).toBe(
      true,
    );
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: /Mesure d’audience/ }).checked,
    ).toBe(false);
    fireEvent.keyDown(document, { key: 'Escape' });
    await screen.findByText('closed');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('maps each button to its choice', () => {
    const ticked = { advertising: true, measurement: false };
    expect(choiceOf('all', ticked)).toEqual({ advertising: true, measurement: true });
    expect(choiceOf('none', ticked)).toEqual({ advertising: false, measurement: false });
    expect(choiceOf('custom', ticked)).toEqual(ticked);
  });
});
