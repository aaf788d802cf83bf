import { useEffect } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';

/** GET an API key with SWR (the global fetcher, SSR fallback and cache are set by the app). */
export function useApi<T>(key: string | null, config?: SWRConfiguration<T>) {
  return useSWR<T>(key, config);
}

/**
 * True while the browser hydrates the server's page: what the server loaded for it is as fresh
 * as it gets. hydrateApp sets it, the app shell clears it once the page has hydrated.
 */
let hydrating = false;
export function setHydrating(value: boolean): void {
  hydrating = value;
}
/** Whether the browser is still hydrating the server's page (what it shows must be the server's). */
export const isHydrating = (): boolean => hydrating;

/**
 * `revalidateOnMount` of data that changes with the visitor's own actions (the employer's
 * offers, companies, applications): fetched again on every arrival by a client navigation, but
 * not on the page the server has just rendered with it (that would ask the API the same question
 * twice in the same second). While hydrating, SWR's default: fetched only if the server did not
 * load it.
 */
export function revalidateOnArrival(): true | undefined {
  return hydrating ? undefined : true;
}

/**
 * The keys of the first page that the server loaded without this visitor's session: a page the
 * same for every visitor (routes.ts `shared`) opened in a browser that holds one. hydrateApp
 * sets them; each is asked again once, by the first hook that shows the visitor's own part of it.
 */
let keysLoadedWithoutSession = new Set<string>();
export function setKeysLoadedWithoutSession(keys: Iterable<string>): void {
  keysLoadedWithoutSession = new Set(keys);
}

/**
 * Asks `key` again once mounted when the server loaded it without the visitor's session (see
 * above): the signed-in candidate of the header, « Vous avez postulé » on an offer. An effect, so
 * the server's page hydrates as it was rendered and the answer comes after; once per key, so the
 * other hooks of that key take the answer from the cache.
 */
export function useAskedAgainWithSession(key: string | null, revalidate: () => unknown): void {
  useEffect(() => {
    if (key !== null && keysLoadedWithoutSession.delete(key)) void revalidate();
    // Once per key: `revalidate` (SWR's bound mutate) is the key's own.
  }, [key]);
}
