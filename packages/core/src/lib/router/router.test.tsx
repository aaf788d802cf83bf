import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserRouter,
  createStaticRouter,
  data,
  isRouteErrorResponse,
  Link,
  loadRoute,
  matchRoutes,
  Outlet,
  parsePath,
  redirect,
  resolveLazyRoute,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  type RouteObject,
  type Router,
} from './index';

const ORIGIN = 'http://t.localhost';

describe('matchRoutes (react-router ranking)', () => {
  const table = [
    { path: '/fr/offre/:slug' },
    { path: '/fr/offre/:slug/:id' },
    { path: '/fr/offre/nouvelle' },
    { path: '/fr/emploi/:category?/:specialization?' },
    { path: '*' },
  ];
  const leaf = (pathname: string) => {
    const m = matchRoutes(table, pathname);
    return m && { path: m[m.length - 1]!.route.path, params: m[m.length - 1]!.params };
  };

  it('prefers static segments, then more segments, and keeps the splat last', () => {
    expect(leaf('/fr/offre/nouvelle')?.path).toBe('/fr/offre/nouvelle');
    expect(leaf('/fr/offre/chef')).toEqual({ path: '/fr/offre/:slug', params: { slug: 'chef' } });
    expect(leaf('/fr/offre/chef/7')?.params).toEqual({ slug: 'chef', id: '7' });
    expect(leaf('/fr/offre/chef/7/x')?.path).toBe('*');
  });

  it('matches optional segments, a trailing slash, any case, and decodes params', () => {
    expect(leaf('/fr/emploi')?.path).toBe('/fr/emploi/:category?/:specialization?');
    expect(leaf('/fr/emploi/hotellerie/')?.params).toEqual({ category: 'hotellerie' });
    expect(leaf('/FR/Offre/chef')?.path).toBe('/fr/offre/:slug');
    expect(leaf('/fr/offre/caf%C3%A9')?.params).toEqual({ slug: 'café' });
  });
});

/** A small app: root layout, pages with loaders, an error boundary on each page. */
function makeRoutes(log: string[] = []): RouteObject[] {
  function Boundary() {
    const error = useRouteError();
    return <p>error {isRouteErrorResponse(error) ? error.status : 500}</p>;
  }
  function Layout() {
    const navigation = useNavigation();
    return (
      <div>
        <nav>
          <Link to="/a">to a</Link>
          <Link to="/b/7?x=1">to b</Link>
          <Link to="/guarded">to guarded</Link>
          <Link to="/missing">to missing</Link>
          <Link to="/away">to away</Link>
        </nav>
        <span data-testid="nav">{navigation.state}</span>
        <Outlet />
      </div>
    );
  }
  function B() {
    const { id } = useParams();
    const location = useLocation();
    const names = useMatches().map((m) => (m.handle as { name?: string } | undefined)?.name);
    const navigate = useNavigate();
    return (
      <main>
        page b {id} {location.search} {names.join(',')}
        <button onClick={() => void navigate('/a', { replace: true })}>replace</button>
      </main>
    );
  }
  return [
    {
      id: 'root',
      Component: Layout,
      children: [
        {
          id: 'a',
          path: '/a',
          ErrorBoundary: Boundary,
          loader: () => {
            log.push('a');
            return null;
          },
          Component: () => <main>page a</main>,
        },
        {
          id: 'b',
          path: '/b/:id',
          handle: { name: 'b' },
          ErrorBoundary: Boundary,
          lazy: async () => ({
            Component: B,
            loader: async ({ params, request }) => {
              log.push(`b ${params.id} ${new URL(request.url).search}`);
              return null;
            },
          }),
        },
        {
          id: 'guarded',
          path: '/guarded',
          ErrorBoundary: Boundary,
          loader: () => {
            throw redirect('/a');
          },
          Component: () => <main>never</main>,
        },
        {
          id: 'away',
          path: '/away',
          loader: () => {
            throw redirect('https://ats.example.com/sso');
          },
          Component: () => <main>never</main>,
        },
        {
          id: 'not-found',
          path: '*',
          ErrorBoundary: Boundary,
          loader: () => {
            throw data(null, { status: 404 });
          },
          Component: () => null,
        },
      ],
    },
  ];
}

describe('loadRoute (server and navigations)', () => {
  it('loads lazy modules and runs loaders with params and the request', async () => {
    const log: string[] = [];
    const routes = makeRoutes(log);
    const outcome = await loadRoute(routes, parsePath('/b/7?x=1'), { origin: ORIGIN });
    expect(outcome).toMatchObject({ type: 'render', statusCode: 200, errors: null });
    expect(log).toEqual(['b 7 ?x=1']);
    expect(routes[0]!.children![1]!.Component).toBeTypeOf('function');
  });

  it('returns a redirect thrown by a loader', async () => {
    expect(await loadRoute(makeRoutes(), parsePath('/guarded'), { origin: ORIGIN })).toEqual({
      type: 'redirect',
      status: 302,
      location: '/a',
    });
  });

  it('gives a thrown status to the nearest error boundary, and a thrown Error a 500', async () => {
    const notFound = await loadRoute(makeRoutes(), parsePath('/nowhere'), { origin: ORIGIN });
    expect(notFound.type === 'render' && notFound.statusCode).toBe(404);
    expect(notFound.type === 'render' && Object.keys(notFound.errors ?? {})).toEqual(['not-found']);

    const routes = makeRoutes();
    routes[0]!.children![0]!.loader = () => {
      throw new Error('boom');
    };
    const failed = await loadRoute(routes, parsePath('/a'), { origin: ORIGIN });
    expect(failed.type === 'render' && failed.statusCode).toBe(500);
  });

  it('renders the same tree on the server (static router) with the error in its boundary', async () => {
    const routes = makeRoutes();
    const location = parsePath('/nowhere');
    const outcome = await loadRoute(routes, location, { origin: ORIGIN });
    if (outcome.type !== 'render') throw new Error('expected a page');
    const html = renderToString(
      <RouterProvider router={createStaticRouter(routes, location, outcome)} />,
    );
    expect(html).toContain('error <!-- -->404');
    expect(html).toContain('href="/b/7?x=1"');
  });
});

describe('the browser router', () => {
  let router: Router | undefined;
  afterEach(() => {
    router?.dispose();
    router = undefined;
    window.history.replaceState(null, '', '/');
  });

  async function start(url: string, log: string[] = []) {
    window.history.replaceState(null, '', url);
    const routes = makeRoutes(log);
    const matches = matchRoutes(routes, parsePath(url).pathname) ?? [];
    await Promise.all(matches.map((m) => resolveLazyRoute(m.route))); // as hydrateApp does
    router = createBrowserRouter(routes);
    render(<RouterProvider router={router} />);
    return router;
  }

  it('runs the loader before the new page shows, then pushes the address', async () => {
    const log: string[] = [];
    await start('/a', log);
    expect(screen.getByText('page a')).toBeTruthy();
    expect(log).toEqual([]); // hydration does not run loaders
    await act(async () => {
      fireEvent.click(screen.getByText('to b'));
    });
    const main = await screen.findByRole('main');
    expect(main.textContent).toBe('page b 7 ?x=1 ,breplace'); // params, search, match handles
    expect(log).toEqual(['b 7 ?x=1']);
    expect(window.location.pathname + window.location.search).toBe('/b/7?x=1');
    expect(screen.getByTestId('nav').textContent).toBe('idle');

    // Back: the previous page, its loader run again.
    await act(async () => {
      window.history.back();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(await screen.findByText('page a')).toBeTruthy();
    expect(window.location.pathname).toBe('/a');
  });

  it('follows a redirect of a loader and shows a 404 in the layout', async () => {
    await start('/a');
    await act(async () => {
      fireEvent.click(screen.getByText('to guarded'));
    });
    expect(window.location.pathname).toBe('/a');
    await act(async () => {
      fireEvent.click(screen.getByText('to missing'));
    });
    expect(await screen.findByText('error 404')).toBeTruthy();
    expect(screen.getByText('to a')).toBeTruthy(); // the layout stays
  });

  it('leaves the site for a redirect to another origin', async () => {
    await start('/a');
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, origin: original.origin, href: original.href, assign },
    });
    try {
      await act(async () => {
        await router!.navigate('/away');
      });
      expect(assign).toHaveBeenCalledWith('https://ats.example.com/sso');
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('keeps modified clicks for the browser and replaces with navigate({ replace })', async () => {
    await start('/b/7');
    const length = window.history.length;
    const ctrlClick = fireEvent.click(screen.getByText('to a'), { ctrlKey: true });
    expect(ctrlClick).toBe(true); // not prevented: a new tab
    await act(async () => {
      fireEvent.click(screen.getByText('replace'));
    });
    expect(await screen.findByText('page a')).toBeTruthy();
    expect(window.history.length).toBe(length);
  });
});
