import type { AppSettings, BrandBundle } from '../lib/brand';

/** What the server serializes into the page for the browser (window.__APP_STATE__). */
export interface AppState {
  brand: BrandBundle;
  settings: AppSettings;
  fallback: Record<string, unknown>;
  /** Route errors of the server render (route id → status): the browser hydrates the same boundary. */
  routeErrors?: Record<string, { status: number; statusText: string }> | null;
}

export const STATE_GLOBAL = '__APP_STATE__';

/** A <script> that sets the state, safe against `</script>` and U+2028 in the data. */
export function serializeState(state: AppState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script>window.${STATE_GLOBAL}=${json}</script>`;
}
