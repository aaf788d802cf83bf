import { useSyncExternalStore } from 'react';
import { useBrand } from './brand';

const MINUTE = 60_000;

/** The client's own clock, read once a minute after the page started (null before). */
let ticked: number | null = null;

function subscribe(notify: () => void): () => void {
  const timer = setInterval(() => {
    ticked = Date.now();
    notify();
  }, MINUTE);
  return () => clearInterval(timer);
}

/** Without a server render (tests, a client-only tree): now, to the minute. */
const nowToTheMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

/**
 * "Now" for relative dates. The server render, the hydration and the first minute after it
 * use the server's render time (AppSettings.renderedAt, carried in the page state), so "3 days
 * ago" hydrates to exactly the server's text, even from the page cache; then the client's
 * clock, refreshed every minute, takes over (a tab left open does not stay in the past).
 */
export function useNow(): number {
  const { renderedAt } = useBrand();
  const rendered = renderedAt ? Date.parse(renderedAt) : null;
  return useSyncExternalStore(
    subscribe,
    () => ticked ?? rendered ?? nowToTheMinute(),
    () => rendered ?? nowToTheMinute(),
  );
}
