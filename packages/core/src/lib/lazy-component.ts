import { lazy, type ComponentType } from 'react';

type Loaded<P> = { default: ComponentType<P> };

const everyPreload = new Set<() => Promise<unknown>>();

/**
 * React.lazy for a component that is not first-load JavaScript but that the server may render
 * into the page (the signed-in candidate's account menu). Rendered inside a <Suspense>:
 * - on the server, `loadLazyComponents` has loaded them all before the render, and a loaded one
 *   renders at once (React.lazy resolves a thenable that calls back synchronously);
 * - in the browser, the chunk is fetched on the first render (or on `preload`); a part of the
 *   server's page that uses it keeps the server's HTML until then, and React hydrates it after.
 */
export function lazyComponent<P>(load: () => Promise<Loaded<P>>) {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  // Once: the server calls it before every render. A failed load may be tried again.
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        // Loaded for good: the server's next renders need not ask again.
        everyPreload.delete(preload);
        return (loaded = module);
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  everyPreload.add(preload);
  const Component = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    return { then: (resolve: (m: Loaded<P>) => void) => resolve(module) } as Promise<Loaded<P>>;
  });
  return Object.assign(Component, { preload });
}

/**
 * Loads every lazyComponent declared so far and not loaded yet (a page's module declares its own
 * as it loads): the server once it has the page's route modules and before it renders, tests
 * before theirs. Once all are loaded, a render's call costs nothing.
 */
export function loadLazyComponents(): Promise<unknown[]> {
  return Promise.all([...everyPreload].map((preload) => preload()));
}

const viewportWaits = new Set<() => void>();
let viewportWaitsStopped = false;

/**
 * Resolves once the element `selector` names comes within `margin` of the viewport: the load
 * of a lazyComponent for a part far down the server's page (the footer), which React hydrates
 * when it arrives. At once where there is nothing to watch (the server, jsdom, a page without
 * that element), when the element leaves the page, and at the first navigation
 * (`stopViewportWaits`).
 */
export function whenNearViewport(selector: string, margin = '600px'): Promise<void> {
  if (
    viewportWaitsStopped ||
    typeof document === 'undefined' ||
    typeof IntersectionObserver === 'undefined'
  )
    return Promise.resolve();
  const element = document.querySelector(selector);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      removal.disconnect();
      viewportWaits.delete(done);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) done();
      },
      { rootMargin: margin },
    );
    // React may drop the server's HTML of a part still waiting (an update reached it before it
    // was hydrated) and render it in the browser instead: the element is gone, the wait too.
    const removal = new MutationObserver(() => {
      if (!element.isConnected) done();
    });
    viewportWaits.add(done);
    observer.observe(element);
    if (element.parentNode) removal.observe(element.parentNode, { childList: true });
  });
}

/**
 * Ends every whenNearViewport wait, and any later one at once. A navigation re-renders the whole
 * page, and React holds a transition until each server-rendered part it updates is hydrated: a
 * part waiting to be scrolled to (or whose wait starts after the navigation did, hydration being
 * under way) would hold the navigation forever.
 */
export function stopViewportWaits(): void {
  viewportWaitsStopped = true;
  for (const done of [...viewportWaits]) done();
}
