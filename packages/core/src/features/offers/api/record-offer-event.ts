import type { OfferEvent } from '@jobboard/contracts';

/**
 * POST /jobboard/{board}/offers/{id}/events/{event} (docs/employers.md#offer-statistics): tells
 * the server the offer's page was seen or its Apply button clicked, for the employer's counts. A
 * beacon: sent after the page is shown, without a body, never waited for, never retried; a
 * browser that blocks it only leaves a view uncounted.
 */
export function recordOfferEvent(board: string, offerId: number, event: OfferEvent): void {
  const url = `/api/jobboard/${encodeURIComponent(board)}/offers/${offerId}/events/${event}`;
  try {
    // sendBeacon outlives the page (a click on Apply leaves it); fetch where it is missing.
    if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url)) return;
    void fetch(url, { method: 'POST', keepalive: true, credentials: 'omit' }).catch(
      () => undefined,
    );
  } catch {
    // Counting is never worth an error on the visitor's page.
  }
}
