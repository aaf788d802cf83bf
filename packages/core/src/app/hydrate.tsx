import { hydrateRoot, type Root } from 'react-dom/client';
import { langOfPath } from '../config/routes';
import { loadMessages } from '../i18n';
import { setApiLang } from '../lib/api-client';
import { makeBrandContext } from '../lib/brand';
import { createClientDataLoader } from '../lib/data';
import {
  createBrowserRouter,
  deserializeErrors,
  matchRoutes,
  resolveLazyRoute,
  RouterProvider,
} from '../lib/router';
import type { RouterContext } from './page';
import { AppProviders } from './provider';
import { createRoutes } from './router';
import type { AppState } from './state';

/** Hydrates the server-rendered page from its serialized state (entry-client and tests). */
export async function hydrateApp(
  container: Element,
  state: AppState,
  options?: Parameters<typeof hydrateRoot>[2],
): Promise<Root> {
  const brand = makeBrandContext(state.brand, state.settings);
  const data = createClientDataLoader(state.fallback);
  const rc: RouterContext = { brand, data };
  const routes = createRoutes(() => rc);
  const lang = langOfPath(window.location.pathname) ?? brand.manifest.behaviour.defaultLanguage;
  setApiLang(lang);

  // The server rendered the page with its route modules: load them before hydrating (no flash).
  // Loaders do not run: the server's outcome (data in the SWR fallback, route errors) is reused.
  const matches = matchRoutes(routes, window.location.pathname) ?? [];
  await Promise.all([loadMessages(lang), ...matches.map((m) => resolveLazyRoute(m.route))]);

  const router = createBrowserRouter(routes, {
    context: rc,
    errors: deserializeErrors(state.routeErrors),
  });
  return hydrateRoot(
    container,
    <AppProviders brand={brand} data={data} fallback={state.fallback}>
      <RouterProvider router={router} />
    </AppProviders>,
    options,
  );
}
