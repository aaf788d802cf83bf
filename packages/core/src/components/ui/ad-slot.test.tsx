import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdRequest } from '../../lib/gpt-ads';
import { applyConsentChoice, resetConsentState } from '../../lib/consent';
import { testBrand } from '../../testing/brand';
import { renderWithApp } from '../../testing/render';
import { AdSlot, adFits } from './ad-slot';

// The ad loader is the network's side: here it only records what the slot asked and lets the
// test answer for the network (filled or empty).
const requests: AdRequest[] = [];
const removed: string[] = [];
vi.mock('../../lib/gpt-ads', () => ({
  showAd: (request: AdRequest) => {
    requests.push(request);
    return () => removed.push(request.unit);
  },
}));

const brandWith = (units: Partial<Record<'leaderboard' | 'bigBox' | 'mobile', string>>) => {
  const brand = testBrand();
  brand.manifest.adZones = units;
  return brand;
};
const zoneOf = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-ad-zone="bigBox"]')!;

beforeEach(() => {
  requests.length = 0;
  removed.length = 0;
  resetConsentState();
});
afterEach(() => resetConsentState());

describe('AdSlot', () => {
  it('renders no ad markup at all for a zone the brand has no unit for', () => {
    const { container } = renderWithApp(<AdSlot zone="leaderboard" />, {
      brand: brandWith({}),
      consent: { advertising: true, measurement: true },
    });
    expect(container.querySelector('[data-ad-zone]')).toBeNull();
    expect(container.innerHTML).toBe('');
  });

  it('takes no space and asks for no ad before the visitor accepts advertising', async () => {
    const { container } = renderWithApp(<AdSlot zone="bigBox" />, {
      brand: brandWith({ bigBox: 'unit-250' }),
      consent: null,
    });
    const zone = zoneOf(container);
    expect(getComputedStyle(zone).height).toBe('0px');
    expect(zone.textContent).toBe('');
    expect(screen.queryByText('Publicité')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
  });

  it('asks for no ad when the visitor refused advertising', async () => {
    renderWithApp(<AdSlot zone="bigBox" />, {
      brand: brandWith({ bigBox: 'unit-250' }),
      consent: { advertising: false, measurement: true },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
  });

  it('opens at the format size under its label only once the network filled it', async () => {
    const { container } = renderWithApp(<AdSlot zone="bigBox" />, {
      brand: brandWith({ bigBox: 'unit-250' }),
      consent: { advertising: true, measurement: false },
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    const request = requests[0]!;
    expect(request.unit).toBe('unit-250');
    expect(request.size).toEqual([300, 250]);
    // Measurement refused: non-personalised ads.
    expect(request.nonPersonalized).toBe(true);
    expect(getComputedStyle(zoneOf(container)).height).toBe('0px');

    act(() => request.onRender(true));
    const zone = zoneOf(container);
    expect(zone.dataset.adState).toBe('filled');
    const [label, slot] = [...zone.children] as HTMLElement[];
    expect(label!.textContent).toBe('Publicité');
    expect(getComputedStyle(label!).textAlign).toBe('right');
    expect(getComputedStyle(slot!).height).toBe('250px');
  });

  it('stays closed, without label, when the network left the slot empty', async () => {
    const { container } = renderWithApp(<AdSlot zone="bigBox" />, {
      brand: brandWith({ bigBox: 'unit-250' }),
      consent: { advertising: true, measurement: true },
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.nonPersonalized).toBe(false);
    act(() => requests[0]!.onRender(false));
    const zone = zoneOf(container);
    expect(zone.dataset.adState).toBe('closed');
    expect(getComputedStyle(zone).height).toBe('0px');
    expect(zone.textContent).toBe('');
  });

  it('asks once the visitor accepts on the page, and removes the slot when they withdraw', async () => {
    const { container } = renderWithApp(<AdSlot zone="bigBox" />, {
      brand: brandWith({ bigBox: 'unit-250' }),
      consent: null,
    });
    act(() => applyConsentChoice({ advertising: true, measurement: true }));
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0]!.onRender(true));
    expect(zoneOf(container).dataset.adState).toBe('filled');
    act(() => applyConsentChoice({ advertising: false, measurement: false }));
    expect(removed).toEqual(['unit-250']);
    expect(zoneOf(container).dataset.adState).toBe('closed');
  });

  it('does not ask for a format wider than the screen', () => {
    expect(adFits('leaderboard', 390)).toBe(false);
    expect(adFits('leaderboard', 1280)).toBe(true);
    expect(adFits('mobile', 390)).toBe(true);
  });
});
