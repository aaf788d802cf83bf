import {
  Component,
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Params } from './match-path';
import {
  createPath,
  isExternalUrl,
  resolveTo,
  type Location,
  type NavigateOptions,
  type Navigation,
  type NavigationType,
  type Path,
  type RouteMatch,
  type Router,
  type To,
  type UIMatch,
} from './router';

/** React bindings of the router: providers, Outlet, Link and react-router's hooks. */

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void | Promise<void>;
  (delta: number): void | Promise<void>;
};

interface LocationContextValue {
  location: Location;
  navigationType: NavigationType;
  navigate: NavigateFunction;
}
interface DataContextValue {
  matches: RouteMatch[];
  navigation: Navigation;
}
interface RouteContextValue {
  outlet: ReactNode;
  match: RouteMatch | null;
}

const LocationContext = createContext<LocationContextValue | null>(null);
const DataContext = createContext<DataContextValue>({ matches: [], navigation: { state: 'idle' } });
const RouteContext = createContext<RouteContextValue>({ outlet: null, match: null });
const RouteErrorContext = createContext<unknown>(undefined);

function useLocationContext(hook: string): LocationContextValue {
  const value = useContext(LocationContext);
  if (!value) throw new Error(`${hook}() may be used only inside a router`);
  return value;
}

export function useLocation(): Location {
  return useLocationContext('useLocation').location;
}
export function useNavigationType(): NavigationType {
  return useLocationContext('useNavigationType').navigationType;
}
export function useNavigate(): NavigateFunction {
  return useLocationContext('useNavigate').navigate;
}
/** Params of the matched route (the same for every level of the branch). */
export function useParams<P extends Params = Params>(): Readonly<Partial<P>> {
  const { match } = useContext(RouteContext);
  const { matches } = useContext(DataContext);
  return ((match ?? matches[matches.length - 1])?.params ?? {}) as Partial<P>;
}
export function useMatches(): UIMatch[] {
  const { matches } = useContext(DataContext);
  return useMemo(
    () =>
      matches.map((m) => ({
        id: m.route.id!,
        pathname: m.pathname,
        params: m.params,
        data: undefined,
        loaderData: undefined,
        handle: m.route.handle,
      })),
    [matches],
  );
}
export function useNavigation(): Navigation {
  return useContext(DataContext).navigation;
}
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}
export function useOutlet(): ReactNode {
  return useContext(RouteContext).outlet;
}
export function Outlet(): ReactNode {
  return useOutlet();
}
export function useHref(to: To): string {
  const location = useLocation();
  return typeof to === 'string' && isExternalUrl(to) ? to : createPath(resolveTo(to, location));
}
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void,
] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
      const search = new URLSearchParams(next).toString();
      void navigate(search ? `?${search}` : location.pathname, options);
    },
    [navigate, location.pathname],
  );
  return [params, set];
}

/** Navigates after render (redirect as an element). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions): null {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** A full document load instead of a client navigation. */
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
}

/** An <a> whose plain left clicks navigate on the client (loaders first, then the new page). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, reloadDocument, preventScrollReset, target, onClick, ...rest },
  ref,
) {
  const href = useHref(to);
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      reloadDocument ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    if (
      isExternalUrl(href) &&
      new URL(href, window.location.href).origin !== window.location.origin
    )
      return;
    event.preventDefault();
    void navigate(href, { replace, state, preventScrollReset });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});

/** Catches render errors below a route with an ErrorBoundary (browser only; SSR throws). */
class RenderErrorBoundary extends Component<
  { location: Location; boundary: RouteMatch; children: ReactNode; outlet: ReactNode },
  { error: unknown; location: Location }
> {
  override state = { error: undefined as unknown, location: this.props.location };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(
    props: { location: Location },
    state: { error: unknown; location: Location },
  ) {
    // A navigation clears the error.
    return props.location !== state.location
      ? { error: undefined, location: props.location }
      : null;
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Route render error', error, info.componentStack);
  }
  override render() {
    if (this.state.error === undefined) return this.props.children;
    const ErrorBoundary = this.props.boundary.route.ErrorBoundary!;
    return (
      <RouteContext.Provider value={{ outlet: this.props.outlet, match: this.props.boundary }}>
        <RouteErrorContext.Provider value={this.state.error}>
          <ErrorBoundary />
        </RouteErrorContext.Provider>
      </RouteContext.Provider>
    );
  }
}

function DefaultErrorElement() {
  const error = useRouteError() as { status?: number } | undefined;
  return <p role="alert">{error?.status ?? 500}</p>;
}

/** The element tree of a branch: each level's Component with its child as <Outlet />. */
export function renderMatches(
  matches: RouteMatch[],
  errors: Record<string, unknown> | null,
  location: Location,
): ReactNode {
  const errorIndex = errors ? matches.findIndex((m) => m.route.id! in errors) : -1;
  const rendered = errorIndex >= 0 ? matches.slice(0, errorIndex + 1) : matches;
  return rendered.reduceRight<ReactNode>((outlet, match, index) => {
    const { Component: Page, ErrorBoundary } = match.route;
    let children: ReactNode;
    if (index === errorIndex) {
      const Boundary = ErrorBoundary ?? DefaultErrorElement;
      children = (
        <RouteErrorContext.Provider value={errors![match.route.id!]}>
          <Boundary />
        </RouteErrorContext.Provider>
      );
    } else {
      children = Page ? <Page /> : outlet;
    }
    const element = (
      <RouteContext.Provider value={{ outlet, match }}>{children}</RouteContext.Provider>
    );
    return ErrorBoundary && index !== errorIndex ? (
      <RenderErrorBoundary location={location} boundary={match} outlet={outlet}>
        {element}
      </RenderErrorBoundary>
    ) : (
      element
    );
  }, null);
}

const scrollPositions = new Map<string, number>();

/** Renders the router's state and re-renders on navigation; scrolls like a document load. */
export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  const navigate = useCallback<NavigateFunction>(
    (to: To | number, options?: NavigateOptions) => router.navigate(to, options),
    [router],
  );
  const previousKey = useRef(state.location.key);
  const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
  useIsomorphicLayoutEffect(() => {
    if (previousKey.current === state.location.key) return;
    scrollPositions.set(previousKey.current, window.scrollY);
    previousKey.current = state.location.key;
    if (state.historyAction === 'POP') {
      window.scrollTo(0, scrollPositions.get(state.location.key) ?? 0);
    } else if (state.location.hash) {
      document.getElementById(decodeURIComponent(state.location.hash.slice(1)))?.scrollIntoView();
    } else if (!state.preventScrollReset) {
      window.scrollTo(0, 0);
    }
  }, [state]);
  const locationValue = useMemo(
    () => ({ location: state.location, navigationType: state.historyAction, navigate }),
    [state.location, state.historyAction, navigate],
  );
  const dataValue = useMemo(
    () => ({ matches: state.matches, navigation: state.navigation }),
    [state.matches, state.navigation],
  );
  return (
    <LocationContext.Provider value={locationValue}>
      <DataContext.Provider value={dataValue}>
        {renderMatches(state.matches, state.errors, state.location)}
      </DataContext.Provider>
    </LocationContext.Provider>
  );
}

/** A router held in memory around plain children (component tests). */
export function MemoryRouter({
  initialEntries = ['/'],
  initialIndex,
  children,
}: {
  initialEntries?: Array<string | Partial<Path>>;
  initialIndex?: number;
  children?: ReactNode;
}) {
  const [entries, setEntries] = useState<Location[]>(() =>
    initialEntries.map((e, i) => ({
      ...resolveTo(e, { pathname: '/', search: '', hash: '' }),
      state: null,
      key: i === 0 ? 'default' : `entry${i}`,
    })),
  );
  const [index, setIndex] = useState(initialIndex ?? initialEntries.length - 1);
  const [action, setAction] = useState<NavigationType>('POP');
  const location = entries[index]!;
  const navigate = useCallback<NavigateFunction>(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') {
        setIndex((i) => Math.min(Math.max(i + to, 0), entries.length - 1));
        setAction('POP');
        return;
      }
      const next: Location = {
        ...resolveTo(to, location),
        state: options?.state ?? null,
        key: Math.random().toString(36).slice(2, 10),
      };
      if (options?.replace) {
        setEntries((list) => list.map((e, i) => (i === index ? next : e)));
        setAction('REPLACE');
      } else {
        setEntries((list) => [...list.slice(0, index + 1), next]);
        setIndex(index + 1);
        setAction('PUSH');
      }
    },
    [entries.length, index, location],
  );
  const value = useMemo(
    () => ({ location, navigationType: action, navigate }),
    [location, action, navigate],
  );
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}
