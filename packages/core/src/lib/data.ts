import type { FetchApi } from '@jobboard/contracts';
import { mutate } from 'swr';
import { cache } from 'swr/_internal';
import { ApiError, apiRequest } from './api-client';

/**
 * How route loaders get API data, on both sides (public pages are rendered on the server):
 * - on the server, `load` calls the API through the Fastify app itself (the server passes a
 *   `fetchApi` that uses app.inject with the visitor's cookies) and records each answer in the
 *   SWR `fallback` that is serialized into the page, so hydration renders the same data;
 * - in the browser, `load` returns what SWR already holds, or fetches and puts it in the SWR
 *   cache before the navigation completes (no loading flash, one request per key).
 */
export interface LoadResult<T = unknown> {
  status: number;
  data: T | undefined;
}

export interface LoadOptions {
  /** An answer of null instead of undefined when the API answers an error. */
  nullOnError?: boolean;
  /**
   * A single-use answer (the ATS's single sign-on tokens): always asked of the API, never kept
   * for the page's state or the next navigation.
   */
  once?: boolean;
}

export interface DataLoader {
  load<T>(key: string, options?: LoadOptions): Promise<LoadResult<T>>;
  /** Synchronous read of what was loaded (heads, guards). */
  peek<T>(key: string): T | undefined;
}

export function createServerDataLoader(
  fetchApi: FetchApi,
): DataLoader & { fallback: Record<string, unknown> } {
  const fallback: Record<string, unknown> = {};
  const pending = new Map<string, Promise<LoadResult>>();
  return {
    fallback,
    load<T>(key: string, options?: LoadOptions) {
      if (options?.once)
        return fetchApi(key).then(({ status, body }) => {
          const ok = status >= 200 && status < 300;
          return { status, data: ok ? body : options.nullOnError ? null : undefined };
        }) as Promise<LoadResult<T>>;
      let p = pending.get(key);
      if (!p) {
        p = fetchApi(key).then(({ status, body }) => {
          if (status >= 200 && status < 300) {
            fallback[key] = body;
            return { status, data: body };
          }
          if (options?.nullOnError) fallback[key] = null;
          return { status, data: options?.nullOnError ? null : undefined };
        });
        pending.set(key, p);
      }
      return p as Promise<LoadResult<T>>;
    },
    peek<T>(key: string) {
      return fallback[key] as T | undefined;
    },
  };
}

export function createClientDataLoader(fallback: Record<string, unknown>): DataLoader {
  const peek = <T>(key: string): T | undefined => {
    const state = cache.get(key) as { data?: unknown } | undefined;
    if (state && state.data !== undefined) return state.data as T;
    return fallback[key] as T | undefined;
  };
  const pending = new Map<string, Promise<LoadResult>>();
  return {
    peek,
    load<T>(key: string, options?: LoadOptions) {
      if (options?.once)
        return apiRequest<T>(key).then(
          (data) => ({ status: 200, data }),
          (error: unknown) => ({
            status: error instanceof ApiError ? error.status : 500,
            data: options.nullOnError ? (null as T) : undefined,
          }),
        );
      const known = peek<T>(key);
      if (known !== undefined) return Promise.resolve({ status: 200, data: known });
      let p = pending.get(key);
      if (!p) {
        p = apiRequest<unknown>(key)
          .then(async (data) => {
            await mutate(key, data, { revalidate: false });
            return { status: 200, data };
          })
          .catch(async (error: unknown) => {
            const status = error instanceof ApiError ? error.status : 500;
            if (options?.nullOnError) await mutate(key, null, { revalidate: false });
            return { status, data: options?.nullOnError ? null : undefined };
          })
          .finally(() => pending.delete(key));
        pending.set(key, p);
      }
      return p as Promise<LoadResult<T>>;
    },
  };
}
