import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { isSharedPagePath, langOfPath } from '@jobboard/contracts/routes';
import { loadMessages } from '../i18n';
import { setApiLang } from '../lib/api-client';
import { makeBrandContext } from '../lib/brand';
import { createClientDataLoader } from '../lib/data';
import { stopViewportWaits } from '../lib/lazy-component';
import { getMeKey, hasSessionHint } from '../lib/get-me';
import { setHydrating, setKeysLoadedWithoutSession } from '../lib/use-api';
import type { RouterContext } from './page';
import { AppProviders } from './provider';
import { routeNameOf } from './head';
import { getLoadedPage } from './page-registry';
import { ChunkReloading, createRoutes } from './router';
import { deserializeRouteErrors, swrFallbackOf, type AppState } from './state';

/**
 * Ends the current task so the browser may paint and answer input before the next step
 * (scheduler.yield where the browser has it, else a new macrotask). Each step of the start
 * stays a short task: Total Blocking Time counts every task's time beyond 50 ms.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Hydrates the server-rendered page from its serialized state (entry-client and tests). */
export async function hydrateApp(
  container: Element,
  state: AppState,
  options?: Parameters<typeof hydrateRoot>[2],
): Promise<Root> {
  // The entry module's evaluation was one task already: what follows starts in a new one.
  await yieldToBrowser();
  const brand = makeBrandContext(state.brand, state.settings);
  const fallback = swrFallbackOf(state.hydration.loaderData, state.swr);
  // A page the same for every visitor was loaded without this visitor's session: their own
  // parts are asked again once it has hydrated (useAskedAgainWithSession).
  if (hasSessionHint() && isSharedPagePath(window.location.pathname))
    setKeysLoadedWithoutSession([...Object.keys(fallback), getMeKey(brand.board)]);
  const data = createClientDataLoader(fallback);
  const rc: RouterContext = { brand, data };
  const routes = createRoutes(() => rc);
  const lang = langOfPath(window.location.pathname) ?? brand.manifest.behaviour.defaultLanguage;
  setApiLang(lang);

  // The server rendered the page with its lazy route modules: resolve them before hydrating so
  // the first render matches (react-router's documented SSR recipe for lazy routes).
  // Matched once (ranking every route of both languages is not free): the route objects are
  // the ones lazy() completes below, and their handles are static.
  const matches = matchRoutes(routes, window.location) ?? [];
  const lazyMatches = matches.filter((m) => m.route.lazy);
  await Promise.all([
    loadMessages(lang),
    ...lazyMatches.map(async (m) => {
      const lazy = m.route.lazy as () => Promise<Record<string, unknown>>;
      Object.assign(m.route, { ...(await lazy()), lazy: undefined });
    }),
  ]);
  // What the matched pages need for their first render besides their data (loaders do not run).
  const named = matches.map((m) => routeNameOf(m.route.handle)).filter((h) => h !== null);
  await Promise.all(named.map((h) => getLoadedPage(h.name)?.prepare?.(h.lang)));
  // A page chunk that cannot load: the server's page stays as it is (readable, links work as
  // document loads) rather than hydrating into an empty page.
  if (lazyMatches.some((m) => m.route.Component === ChunkReloading)) {
    throw new Error('Failed to fetch dynamically imported module (page chunk)');
  }

  await yieldToBrowser();
  const router = createBrowserRouter(routes, {
    hydrationData: {
      loaderData: state.hydration.loaderData,
      errors: deserializeRouteErrors(state.hydration.errors),
    },
  });
  // A navigation updates every part of the page, which React does only once each is hydrated:
  // the parts waiting to be scrolled to (the footer) load now. Synchronous, before React renders.
  const stopWatching = router.subscribe((next) => {
    if (next.navigation.state === 'idle') return;
    stopViewportWaits();
    stopWatching();
  });
  // Hydration as a transition: React renders it in slices of a few milliseconds and yields to
  // the browser between them (a default-priority hydration is one long task, the whole page's
  // Total Blocking Time). A click before it ends hydrates the clicked part first.
  await yieldToBrowser();
  let root!: Root;
  // Cleared by the app shell once hydrated (Root): until then the server's data is fresh.
  setHydrating(true);
  startTransition(() => {
    root = hydrateRoot(
      container,
      <AppProviders brand={brand} data={data} fallback={fallback}>
        <RouterProvider router={router} />
      </AppProviders>,
      {
        ...options,
        // React gave up hydrating a part and renders it anew (a mismatch, an update that reached
        // it first): the server's HTML a viewport wait watches is gone, so the waits end.
        onRecoverableError: (error, info) => {
          stopViewportWaits();
          if (options?.onRecoverableError) options.onRecoverableError(error, info);
          else reportError(error);
        },
      },
    );
  });
  return root;
}
