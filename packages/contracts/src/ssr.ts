import type { ConsentChoice } from './privacy.js';
import type { Lang } from './routes.js';

/*
 * The server render's contract: what the server asks of the site's SSR bundle
 * (packages/core/src/entry-server.tsx, which it loads as a built file from .generated/ssr, never
 * as sources) and what it gets back. Both sides import these types. The brand's bundle and the
 * page's head values are type parameters: their types live in @jobboard/manifest and
 * @jobboard/themes, which import the contracts, so the contracts cannot import them.
 */

/** GET an API path as the visitor (the server answers it in-process, with the request's cookies). */
export type FetchApi = (path: string) => Promise<{ status: number; body: unknown }>;

/**
 * A form posted without JavaScript that the API refused (the sign-in forms: ssr/sign-in-form.ts
 * of the server): what the page shows again (the e-mail, never a password) and the API's answer,
 * which the form shows as its script would have.
 */
export interface PostedForm {
  values: Record<string, string>;
  status: number;
  body: unknown;
}

export interface RenderRequest<Brand = unknown> {
  /** Path and query of the page, e.g. /fr/emplois?page=2. */
  url: string;
  /** scheme://host[:port] as the visitor sees it (canonical and Open Graph URLs). */
  origin: string;
  /** The brand: manifest, image variants and, optionally, the prebuilt theme (else derived). */
  brand: Brand;
  atsUrl: string | null;
  fetchApi: FetchApi;
  /** Request headers worth forwarding to the router (accept-language, cookie). */
  headers?: Record<string, string>;
  /** The consent cookie's choice (parseConsentCookie), null when the visitor has made none. */
  consent?: ConsentChoice | null;
  /** The Content-Security-Policy nonce: set on every inline script and style the render emits. */
  nonce?: string;
  /** The page's own form as posted without JavaScript and refused, to show again. */
  postedForm?: PostedForm;
}

export type RenderResult<HeadData = unknown> =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      lang: Lang;
      /** The page's head values: the server fills the brand build's head template with them. */
      headData: HeadData;
      /** styled-components' critical CSS of this page (<style> tags, with the nonce). */
      styles: string;
      /** The app markup for <div id="root">. */
      html: string;
      /**
       * The state script (brand, settings, SWR fallback) in parts, in order: the server encodes
       * the page part by part instead of as one string of a hundred thousand characters.
       */
      state: string[];
      /**
       * What the browser imports before it hydrates, as Vite's manifest names the sources: the
       * matched routes' lazy modules and the page's message catalog. The server preloads their
       * chunks (modulepreload) so they download beside the entry.
       */
      modules: string[];
      /**
       * What a route threw when the page is an error (a loader's failure, a render's): the
       * server logs it with the request id beside the 5xx.
       */
      routeErrors?: Array<{ route: string; message: string; stack?: string }>;
    };
