import type { ComponentType } from 'react';
import { matchRoutes, type Params, type PathMatch } from './match-path';

/**
 * The router's state machine, without React: route objects in react-router's shape (id, path,
 * handle, Component, ErrorBoundary, loader, lazy, children), loaders run before a navigation
 * commits, redirects and error responses thrown by loaders, the browser history. The same
 * `loadRoute` serves the server render and client navigations.
 */

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}
export interface Location<State = unknown> extends Path {
  state: State;
  key: string;
}
export type To = string | Partial<Path>;
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface LoaderFunctionArgs<Context = unknown> {
  request: Request;
  params: Params;
  context?: Context;
}
export type LoaderFunction = (args: LoaderFunctionArgs) => unknown;

type LazyFields = Pick<RouteObject, 'Component' | 'ErrorBoundary' | 'loader' | 'handle'>;

export interface RouteObject {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  handle?: unknown;
  Component?: ComponentType | null;
  ErrorBoundary?: ComponentType | null;
  loader?: LoaderFunction;
  /** Loads the route's module (its own chunk) before its loader runs. */
  lazy?: () => Promise<Partial<LazyFields>>;
  children?: RouteObject[];
}

export type RouteMatch = PathMatch<RouteObject>;

export interface UIMatch {
  id: string;
  pathname: string;
  params: Params;
  data: unknown;
  loaderData: unknown;
  handle: unknown;
}

export interface Navigation {
  state: 'idle' | 'loading';
  location?: Path;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

/** A status answer thrown by a loader (`throw data(null, { status: 404 })`). */
export class ErrorResponseImpl {
  readonly internal: boolean;
  constructor(
    readonly status: number,
    readonly statusText = '',
    readonly data: unknown = null,
    internal = false,
  ) {
    this.internal = internal;
  }
}
export type ErrorResponse = ErrorResponseImpl;

export class DataWithResponseInit<D> {
  readonly type = 'DataWithResponseInit';
  constructor(
    readonly data: D,
    readonly init: ResponseInit = {},
  ) {}
}

/** Data with a status: thrown by a loader, the nearest error boundary renders that status. */
export function data<D>(value: D, init?: number | ResponseInit): DataWithResponseInit<D> {
  return new DataWithResponseInit(value, typeof init === 'number' ? { status: init } : init);
}

/** A redirect thrown (or returned) by a loader. */
export function redirect(url: string, init: number | ResponseInit = 302): Response {
  const responseInit = typeof init === 'number' ? { status: init } : { status: 302, ...init };
  const headers = new Headers(responseInit.headers);
  headers.set('Location', url);
  return new Response(null, { ...responseInit, headers });
}

export function isRouteErrorResponse(error: unknown): error is ErrorResponse {
  const e = error as Partial<ErrorResponse> | null;
  return (
    e != null &&
    typeof e.status === 'number' &&
    typeof e.statusText === 'string' &&
    typeof e.internal === 'boolean' &&
    'data' in e
  );
}

function isRedirectResponse(value: unknown): value is Response {
  return (
    typeof Response !== 'undefined' &&
    value instanceof Response &&
    value.status >= 300 &&
    value.status < 400 &&
    value.headers.has('Location')
  );
}

function toRouteError(error: unknown): unknown {
  if (error instanceof DataWithResponseInit)
    return new ErrorResponseImpl(error.init.status ?? 500, error.init.statusText ?? '', error.data);
  if (typeof Response !== 'undefined' && error instanceof Response)
    return new ErrorResponseImpl(error.status, error.statusText);
  return error;
}

export function parsePath(path: string): Path {
  const out: Path = { pathname: '/', search: '', hash: '' };
  let rest = path;
  const hashIndex = rest.indexOf('#');
  if (hashIndex >= 0) {
    out.hash = rest.slice(hashIndex);
    rest = rest.slice(0, hashIndex);
  }
  const searchIndex = rest.indexOf('?');
  if (searchIndex >= 0) {
    out.search = rest.slice(searchIndex);
    rest = rest.slice(0, searchIndex);
  }
  if (rest) out.pathname = rest;
  return out;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const s = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const h = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + s + h;
}

/** An href to a path of this site, from an absolute, query-only, hash-only or relative `to`. */
export function resolveTo(to: To, from: Path): Path {
  const target: Partial<Path> = typeof to === 'string' ? parsePath(to) : { ...to };
  if (typeof to === 'string') {
    const parsed = parsePath(to);
    if (to.startsWith('?'))
      return { pathname: from.pathname, search: parsed.search, hash: parsed.hash };
    if (to.startsWith('#')) return { ...from, hash: parsed.hash };
    if (to === '') return { ...from, hash: '' };
  }
  const pathname = target.pathname ?? from.pathname;
  const resolved = pathname.startsWith('/')
    ? pathname
    : new URL(
        pathname,
        `http://x${from.pathname.endsWith('/') ? from.pathname : `${from.pathname}/`}`,
      ).pathname;
  return { pathname: resolved, search: target.search ?? '', hash: target.hash ?? '' };
}

export function isExternalUrl(to: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//');
}

/** Route ids where the tree does not give them (react-router's "0-1-2"). */
export function assignRouteIds(routes: RouteObject[], parent = ''): RouteObject[] {
  routes.forEach((route, i) => {
    route.id ??= parent ? `${parent}-${i}` : String(i);
    if (route.children) assignRouteIds(route.children, route.id);
  });
  return routes;
}

const lazyLoads = new WeakMap<RouteObject, Promise<void>>();

/** Loads a lazy route's module once and merges it into the route object. */
export function resolveLazyRoute(route: RouteObject): Promise<void> {
  if (!route.lazy) return Promise.resolve();
  let p = lazyLoads.get(route);
  if (!p) {
    const lazy = route.lazy;
    p = lazy().then(
      (fields) => {
        Object.assign(route, fields, { lazy: undefined });
      },
      (error: unknown) => {
        lazyLoads.delete(route); // a failed chunk may load on the next try
        throw error;
      },
    );
    lazyLoads.set(route, p);
  }
  return p;
}

export type LoadOutcome =
  | { type: 'redirect'; status: number; location: string }
  | {
      type: 'render';
      matches: RouteMatch[];
      /** Route errors by the id of the route whose ErrorBoundary renders them. */
      errors: Record<string, unknown> | null;
      /** 200, the status of the first route error response, or 500. */
      statusCode: number;
    };

/**
 * Matches a path, loads the lazy modules of the branch, runs its loaders in parallel, and
 * returns the first redirect (root first) or what to render with its status.
 */
export async function loadRoute(
  routes: RouteObject[],
  path: Path,
  options: { origin: string; context?: unknown; signal?: AbortSignal; headers?: HeadersInit },
): Promise<LoadOutcome> {
  const matches = matchRoutes(routes, path.pathname);
  if (!matches) {
    const root = routes[0];
    return {
      type: 'render',
      matches: root ? [{ route: root, params: {}, pathname: '/', pathnameBase: '/' }] : [],
      errors: root?.id ? { [root.id]: new ErrorResponseImpl(404, 'Not Found', null, true) } : null,
      statusCode: 404,
    };
  }
  const request = new Request(options.origin + createPath(path), {
    signal: options.signal,
    headers: options.headers,
  });
  const outcomes = await Promise.all(
    matches.map(async (m) => {
      try {
        await resolveLazyRoute(m.route);
        if (!m.route.loader) return { ok: true as const };
        const value = await m.route.loader({ request, params: m.params, context: options.context });
        if (isRedirectResponse(value)) return { ok: false as const, error: value };
        return { ok: true as const };
      } catch (error) {
        return { ok: false as const, error };
      }
    }),
  );
  let errors: Record<string, unknown> | null = null;
  let statusCode = 200;
  for (let i = 0; i < outcomes.length; i++) {
    const outcome = outcomes[i]!;
    if (outcome.ok) continue;
    if (isRedirectResponse(outcome.error)) {
      return {
        type: 'redirect',
        status: outcome.error.status,
        location: outcome.error.headers.get('Location')!,
      };
    }
    // The nearest route with an ErrorBoundary (the route itself first), else the root.
    let boundary = 0;
    for (let j = i; j >= 0; j--) {
      if (matches[j]!.route.ErrorBoundary) {
        boundary = j;
        break;
      }
    }
    const id = matches[boundary]!.route.id!;
    errors ??= {};
    if (!(id in errors)) {
      const error = toRouteError(outcome.error);
      errors[id] = error;
      if (statusCode === 200) statusCode = isRouteErrorResponse(error) ? error.status : 500;
    }
  }
  return { type: 'render', matches, errors, statusCode };
}

export interface RouterState {
  historyAction: NavigationType;
  location: Location;
  matches: RouteMatch[];
  errors: Record<string, unknown> | null;
  navigation: Navigation;
  /** After a PUSH or REPLACE: keep the scroll position (`preventScrollReset`). */
  preventScrollReset: boolean;
}

export interface Router {
  readonly routes: RouteObject[];
  readonly state: RouterState;
  subscribe(listener: () => void): () => void;
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  dispose(): void;
}

const IDLE: Navigation = { state: 'idle' };

function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/**
 * Route errors as they travel in the page state (status only: the server decides, the client
 * renders the same boundary when it hydrates).
 */
export function serializeErrors(
  errors: Record<string, unknown> | null,
): Record<string, { status: number; statusText: string }> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, e]) => [
      id,
      isRouteErrorResponse(e)
        ? { status: e.status, statusText: e.statusText }
        : { status: 500, statusText: 'Internal Server Error' },
    ]),
  );
}

export function deserializeErrors(
  errors: Record<string, { status: number; statusText: string }> | null | undefined,
): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, e]) => [id, new ErrorResponseImpl(e.status, e.statusText)]),
  );
}

/** The router of a server render: one state, no navigation. */
export function createStaticRouter(
  routes: RouteObject[],
  location: Path,
  outcome: Extract<LoadOutcome, { type: 'render' }>,
): Router {
  const state: RouterState = {
    historyAction: 'POP',
    location: { ...location, state: null, key: 'default' },
    matches: outcome.matches,
    errors: outcome.errors,
    navigation: IDLE,
    preventScrollReset: false,
  };
  return {
    routes,
    state,
    subscribe: () => () => undefined,
    navigate: () => {
      throw new Error('navigate() cannot be called during a server render');
    },
    dispose: () => undefined,
  };
}

/**
 * The browser router: starts from the server-rendered match (lazy modules already loaded, errors
 * from the page state) without running loaders, then drives history and navigations.
 */
export function createBrowserRouter(
  routes: RouteObject[],
  options: { context?: unknown; errors?: Record<string, unknown> | null } = {},
): Router {
  assignRouteIds(routes);
  const { history } = window;
  const currentLocation = (): Location => {
    const { pathname, search, hash } = window.location;
    const s = history.state as { usr?: unknown; key?: string } | null;
    return { pathname, search, hash, state: s?.usr ?? null, key: s?.key ?? 'default' };
  };
  const initial = currentLocation();
  let state: RouterState = {
    historyAction: 'POP',
    location: initial,
    matches: matchRoutes(routes, initial.pathname) ?? [],
    errors: options.errors ?? null,
    navigation: IDLE,
    preventScrollReset: false,
  };
  const listeners = new Set<() => void>();
  const set = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  };
  let pending = 0;
  let controller: AbortController | null = null;

  const start = async (
    action: NavigationType,
    path: Path,
    navState: unknown,
    preventScrollReset: boolean,
    redirects = 0,
  ): Promise<void> => {
    const id = ++pending;
    controller?.abort();
    controller = new AbortController();
    set({ navigation: { state: 'loading', location: path } });
    const outcome = await loadRoute(routes, path, {
      origin: window.location.origin,
      context: options.context,
      signal: controller.signal,
    });
    if (id !== pending) return; // a newer navigation took over
    if (outcome.type === 'redirect') {
      const to = outcome.location;
      let target: URL | null = null;
      try {
        target = new URL(to, window.location.href);
      } catch {
        target = null;
      }
      if (!target || target.origin !== window.location.origin || redirects > 10) {
        window.location.assign(to);
        return;
      }
      return start(
        action === 'POP' ? 'REPLACE' : action,
        { pathname: target.pathname, search: target.search, hash: target.hash },
        undefined,
        false,
        redirects + 1,
      );
    }
    const location: Location = { ...path, state: navState ?? null, key: createKey() };
    const href = createPath(path);
    if (action === 'POP') {
      location.key = currentLocation().key;
      if (createPath(window.location) !== href)
        history.replaceState({ usr: location.state, key: location.key }, '', href);
    } else if (action === 'PUSH') {
      history.pushState({ usr: location.state, key: location.key }, '', href);
    } else {
      history.replaceState({ usr: location.state, key: location.key }, '', href);
    }
    set({
      historyAction: action,
      location,
      matches: outcome.matches,
      errors: outcome.errors,
      navigation: IDLE,
      preventScrollReset,
    });
  };

  const onPop = () => {
    const loc = currentLocation();
    void start('POP', loc, loc.state, false);
  };
  window.addEventListener('popstate', onPop);

  return {
    routes,
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, opts = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      if (typeof to === 'string' && isExternalUrl(to)) {
        const url = new URL(to, window.location.href);
        if (url.origin !== window.location.origin) {
          if (opts.replace) window.location.replace(to);
          else window.location.assign(to);
          return Promise.resolve();
        }
        to = url.pathname + url.search + url.hash;
      }
      const path = resolveTo(to, state.location);
      const same = createPath(path) === createPath(state.location);
      return start(
        opts.replace || same ? 'REPLACE' : 'PUSH',
        path,
        opts.state,
        !!opts.preventScrollReset,
      );
    },
    dispose() {
      window.removeEventListener('popstate', onPop);
      controller?.abort();
      listeners.clear();
    },
  };
}
