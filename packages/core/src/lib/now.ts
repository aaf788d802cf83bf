import { useSyncExternalStore } from 'react';
import { useBrand } from './brand';

const MINUTE = 60_000;

/** The client's clock to the minute: stable between renders, so React can compare snapshots. */
const clientNow = () => Math.floor(Date.now() / MINUTE) * MINUTE;

function subscribe(notify: () => void): () => void {
  const timer = setInterval(notify, MINUTE);
  return () => clearInterval(timer);
}

/**
 * "Now" for relative dates. The server render and the hydration both use the server's render
 * time (AppSettings.renderedAt, carried in the page state), so "3 days ago" hydrates without a
 * mismatch even from the page cache; after hydration React switches to the client's clock
 * (useSyncExternalStore's server snapshot vs snapshot), refreshed every minute.
 */
export function useNow(): number {
  const { renderedAt } = useBrand();
  const server = renderedAt ? Date.parse(renderedAt) : null;
  return useSyncExternalStore(subscribe, clientNow, () => server ?? clientNow());
}
