import {
  isRouteErrorResponse,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
} from 'react-router-dom';
import type { AppSettings, BrandBundle } from '../lib/brand';

/** A route error as it travels in the page: react-router's error responses keep their status. */
export interface SerializedRouteError {
  status: number;
  statusText: string;
}

/** What the server serializes into the page for the browser (the #app-state JSON block). */
export interface AppState {
  brand: BrandBundle;
  settings: AppSettings;
  /**
   * react-router's hydration data: each route's loader data (the API answers it rendered from)
   * and the route errors of the server render, so the browser hydrates the same boundaries.
   */
  hydration: {
    loaderData: Record<string, unknown>;
    errors: Record<string, SerializedRouteError> | null;
  };
  /**
   * API answers the server loaded that no loader data carries: a loader that ended in an error
   * page (404, 403) still loaded the session, which the header shows.
   */
  swr: Record<string, unknown>;
}

/** Id of the page's <script type="application/json"> that carries the state. */
export const STATE_ELEMENT_ID = 'app-state';

/** Route errors as JSON: an error response keeps its status, anything else is a 500. */
export function serializeRouteErrors(
  errors: Record<string, unknown> | null | undefined,
): Record<string, SerializedRouteError> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { status: error.status, statusText: error.statusText }
        : { status: 500, statusText: 'Internal Server Error' },
    ]),
  );
}

export function deserializeRouteErrors(
  errors: Record<string, SerializedRouteError> | null | undefined,
): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, e]) => [
      id,
      new ErrorResponseImpl(e.status, e.statusText, null),
    ]),
  );
}

/** Every API answer the server's loaders delivered, by key: SWR's starting cache. */
export function swrFallbackOf(
  loaderData: Record<string, unknown>,
  rest: Record<string, unknown> = {},
): Record<string, unknown> {
  const fallback: Record<string, unknown> = { ...rest };
  for (const value of Object.values(loaderData)) {
    const swr = (value as { swr?: Record<string, unknown> } | null)?.swr;
    if (swr) Object.assign(fallback, swr);
  }
  return fallback;
}

/**
 * The state as a JSON data block, safe against `</script>` and U+2028 in the data. A data block
 * is not a script: the parser skips it (no script evaluation before the first paint) and the
 * entry reads it with JSON.parse, which is quicker than evaluating the same object literal.
 */
export function serializeState(state: AppState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${STATE_ELEMENT_ID}">${json}</script>`;
}

/** The state the server wrote into the page (serializeState). */
export function readState(doc: Document = document): AppState {
  const element = doc.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`#${STATE_ELEMENT_ID} is missing from the page`);
  return JSON.parse(element.textContent) as AppState;
}

export function nonceAttribute(nonce: string | undefined): string {
  return nonce && /^[A-Za-z0-9+/=_-]+$/.test(nonce) ? ` nonce="${nonce}"` : '';
}
