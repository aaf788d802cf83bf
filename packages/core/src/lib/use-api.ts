import useSWR, { type SWRConfiguration } from 'swr';

/** GET an API key with SWR (the global fetcher, SSR fallback and cache are set by the app). */
export function useApi<T>(key: string | null, config?: SWRConfiguration<T>) {
  return useSWR<T>(key, config);
}
