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
