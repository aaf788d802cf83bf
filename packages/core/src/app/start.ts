import { isChunkLoadError, reloadAfterChunkError } from '../lib/chunk-reload';
import { hydrateApp } from './hydrate';
import { readState } from './state';

/** Reads the server's state and hydrates the page (the entry imports this after a paint). */
export function start(): void {
  const state = readState();
  // The page's Content-Security-Policy nonce, for the toasts' style sheet (goober reads it from
  // window.__nonce__; styled-components reads the meta itself).
  (window as unknown as { __nonce__?: string }).__nonce__ =
    document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
  // A chunk that fails to load (a deploy replaced the files) reloads the page, at most
  // once a minute. During a client navigation the route's error boundary does it (by then the
  // address is the new page's); here, a chunk of the first page itself.
  hydrateApp(document.getElementById('root')!, state).catch((error: unknown) => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
    else throw error;
  });
}
