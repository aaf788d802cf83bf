import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordOfferEvent } from './record-offer-event';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('recordOfferEvent', () => {
  it('sends a beacon without a body to the board’s event route', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    const fetch = vi.spyOn(globalThis, 'fetch');
    recordOfferEvent('testboard', 42, 'apply-click');
    expect(sendBeacon).toHaveBeenCalledWith('/api/jobboard/testboard/offers/42/events/apply-click');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive POST without cookies, and never throws', async () => {
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline'));
    expect(() => recordOfferEvent('testboard', 7, 'view')).not.toThrow();
    expect(fetch).toHaveBeenCalledWith('/api/jobboard/testboard/offers/7/events/view', {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
    });
    await new Promise((r) => setTimeout(r, 0)); // the rejection is caught
    vi.stubGlobal('navigator', {
      sendBeacon: () => {
        throw new TypeError('Illegal invocation');
      },
    });
    expect(() => recordOfferEvent('testboard', 7, 'view')).not.toThrow();
  });
});
