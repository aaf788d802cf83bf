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
 * The state as a JSON data block, safe against `</script>` in the data (every `<` escaped). A
 * data block is not a script: the parser skips it (no script evaluation before the first paint)
 * and the entry reads it with JSON.parse, which is quicker than evaluating the same object
 * literal, and which takes U+2028 and U+2029 as they are.
 *
 * About half of a search page's state is the same on every render: the brand (its manifest,
 * images and theme: one build's objects) and the reference lists the API shares frozen between
 * requests (plugins/public-read.ts in the server). Those are written once and reused; the rest is
 * written on each render. Each pass over the text of a state (escaping included) is a pass over
 * some 90 KB of UTF-16 on the server's event loop.
 */
export function serializeState(state: AppState): string[] {
  return [
    `<script type="application/json" id="${STATE_ELEMENT_ID}">`,
    ...stateJsonParts(state),
    '</script>',
  ];
}

/** The state as JSON, `<` escaped (serializeState's text in one string). */
export function stateJson(state: AppState): string {
  return stateJsonParts(state).join('');
}

/**
 * A part of the state's text is at most this long (unless one value's JSON is longer). The server
 * encodes the page part by part: a search page's state joined is one string of some 90,000
 * characters, which V8 allocates as a large object and which the page's encoding then copies
 * again (2.3 ms of the event loop for a search page, 0.45 ms in parts: a script against the
 * page's own state).
 */
const STATE_PART_LENGTH = 16_384;

/** The state's JSON in parts, with what is shared between renders written once (serializeState). */
function stateJsonParts(state: AppState): string[] {
  const { brand, ...rest } = state;
  const out = ['{"brand":', brandJson(brand)];
  for (const [key, value] of Object.entries(rest))
    if (value !== undefined) {
      out.push(',', escapedJson(key), ':');
      writeShared(value, 6, out);
    }
  out.push('}');
  // Joined in parts once at the end: each container joining its own parts copied the text of
  // everything below it again at each level (2.2 ms of a search page's 15 ms render; 0.9 ms so).
  const parts: string[] = [];
  let start = 0;
  let length = 0;
  out.forEach((piece, index) => {
    if (length + piece.length > STATE_PART_LENGTH && index > start) {
      parts.push(out.slice(start, index).join(''));
      start = index;
      length = 0;
    }
    length += piece.length;
  });
  parts.push(out.slice(start).join(''));
  return parts;
}

const escapedJson = (value: unknown): string => {
  const json = JSON.stringify(value) ?? 'null';
  return json.includes('<') ? json.replaceAll('<', '\\u003c') : json;
};

/** The brand's JSON by its manifest object: a rebuilt brand has a new one. */
const brandJsons = new WeakMap<object, { images: unknown; theme: unknown; json: string }>();
function brandJson(brand: BrandBundle): string {
  const known = brandJsons.get(brand.manifest);
  // The theme is the build's, or one made from the manifest when the build has none.
  if (known && known.images === brand.images && (known.theme === brand.theme || !brand.theme))
    return known.json;
  const json = escapedJson(brand);
  brandJsons.set(brand.manifest, { images: brand.images, theme: brand.theme, json });
  return json;
}

/** Frozen values (shared by every render) as JSON, written once. */
const frozenJsons = new WeakMap<object, string>();

/**
 * Appends the JSON of `value`, `<` escaped, to `out`: a frozen object from the cache above, plain
 * objects and arrays down to `depth` levels part by part (the containers of answers: loader data,
 * SWR keys), the rest in one piece.
 */
function writeShared(value: unknown, depth: number, out: string[]): void {
  if (typeof value !== 'object' || value === null) {
    out.push(escapedJson(value));
    return;
  }
  if (Object.isFrozen(value)) {
    let json = frozenJsons.get(value);
    if (json === undefined) frozenJsons.set(value, (json = escapedJson(value)));
    out.push(json);
    return;
  }
  const plain = Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype;
  if (depth === 0 || !plain || typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    out.push(escapedJson(value));
    return;
  }
  if (Array.isArray(value)) {
    out.push('[');
    value.forEach((item: unknown, index) => {
      if (index > 0) out.push(',');
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol')
        out.push('null');
      else writeShared(item, depth - 1, out);
    });
    out.push(']');
    return;
  }
  let separator = '{';
  for (const [key, item] of Object.entries(value))
    if (item !== undefined && typeof item !== 'function' && typeof item !== 'symbol') {
      out.push(separator, escapedJson(key), ':');
      separator = ',';
      writeShared(item, depth - 1, out);
    }
  out.push(separator === '{' ? '{}' : '}');
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
