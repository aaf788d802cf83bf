/**
 * Route matching with react-router's rules (pattern syntax, ranking, decoding), precompiled once
 * per route tree: the route table is matched on every render of the language switcher and on
 * every server request, where react-router flattened and ranked the whole tree each time.
 */

export type Params = Record<string, string | undefined>;

/** What matching needs of a route: its path (absolute, relative or none for a layout). */
export interface PathRoute {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: PathRoute[];
}

export interface PathMatch<R> {
  route: R;
  /** Params of the whole branch (every level sees the same ones). */
  params: Params;
  /** The part of the URL this level matched (the full pathname for the leaf). */
  pathname: string;
  pathnameBase: string;
}

interface Branch<R> {
  routes: R[];
  /** The path pattern of each level, joined (for the leaf: the full pattern). */
  bases: string[];
  regex: RegExp;
  keys: string[];
  score: number;
}

const PARAM = /^:[\w-]+$/;

/** react-router's ranking: static 10, dynamic 3, empty 1, index +2, splat -2, +1 per segment. */
function computeScore(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let score = segments.length;
  if (segments.includes('*')) score -= 2;
  if (index) score += 2;
  for (const s of segments) {
    if (s === '*') continue;
    score += PARAM.test(s) ? 3 : s === '' ? 1 : 10;
  }
  return score;
}

/** `/a/:b?/:c?` → `/a/:b/:c`, `/a/:b`, `/a` (react-router's explodeOptionalSegments). */
export function explodeOptionalSegments(path: string): string[] {
  const segments = path.split('/');
  if (segments.length === 0) return [];
  const [first = '', ...rest] = segments;
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const restExploded = explodeOptionalSegments(rest.join('/'));
  const result: string[] = [];
  for (const sub of restExploded) result.push(sub === '' ? required : [required, sub].join('/'));
  if (optional) result.push(...restExploded);
  return result.map((p) => (path.startsWith('/') && p === '' ? '/' : p));
}

/** The regular expression of a pattern (react-router's compilePath, `end: true`). */
export function compilePath(
  path: string,
  caseSensitive = false,
  end = true,
): { regex: RegExp; keys: string[] } {
  const keys: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (_m, name: string, optional?: string) => {
        keys.push(name);
        return optional ? '/?([^\\/]+)?' : '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    keys.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?:(?=\\/|$))';
  }
  return { regex: new RegExp(source, caseSensitive ? undefined : 'i'), keys };
}

/** Each segment decoded, an encoded slash kept as %2F (react-router's decodePath). */
function decodePath(value: string): string {
  try {
    return value
      .split('/')
      .map((v) => decodeURIComponent(v).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return value;
  }
}

function joinPaths(a: string, b: string): string {
  return `${a}/${b}`.replace(/\/\/+/g, '/');
}

function flatten<R extends PathRoute>(
  routes: readonly R[],
  out: Branch<R>[],
  parents: R[] = [],
  parentBases: string[] = [],
  parentPath = '',
): void {
  for (const route of routes) {
    const own = route.path ?? '';
    const full = own.startsWith('/') ? own : joinPaths(parentPath, own);
    const chain = [...parents, route];
    const bases = [...parentBases, route.path === undefined ? parentPath || '/' : full];
    if (route.children?.length) flatten(route.children as R[], out, chain, bases, full);
    // Layouts without a path match only through their children (react-router's rule).
    if (route.path === undefined && !route.index) continue;
    for (const path of explodeOptionalSegments(full)) {
      const { regex, keys } = compilePath(path, route.caseSensitive);
      out.push({
        routes: chain,
        bases,
        regex,
        keys,
        score: computeScore(path, route.index),
      });
    }
  }
}

export interface Matcher<R> {
  match(pathname: string): PathMatch<R>[] | null;
}

/** Flattens and ranks a route tree once; `match` is then one regex test per candidate. */
export function createMatcher<R extends PathRoute>(routes: readonly R[]): Matcher<R> {
  const branches: Branch<R>[] = [];
  flatten(routes, branches);
  // Stable sort: equal scores keep the order of definition, as in react-router.
  branches.sort((a, b) => b.score - a.score);
  return {
    match(pathname) {
      const decoded = decodePath(pathname || '/');
      for (const branch of branches) {
        const m = branch.regex.exec(decoded);
        if (!m) continue;
        const params: Params = {};
        branch.keys.forEach((key, i) => {
          const value = m[i + 1];
          params[key] = value === undefined ? undefined : value.replace(/%2F/g, '/');
        });
        const matched = m[0].replace(/(.)\/+$/, '$1');
        return branch.routes.map((route, i) => ({
          route,
          params,
          pathname: i === branch.routes.length - 1 ? matched : branch.bases[i]!,
          pathnameBase: branch.bases[i]!,
        }));
      }
      return null;
    },
  };
}

const matchers = new WeakMap<readonly PathRoute[], Matcher<PathRoute>>();

/** react-router's `matchRoutes`: the matched branch, root first, or null. Cached per tree. */
export function matchRoutes<R extends PathRoute>(
  routes: readonly R[],
  location: string | { pathname: string },
): PathMatch<R>[] | null {
  let matcher = matchers.get(routes) as Matcher<R> | undefined;
  if (!matcher) {
    matcher = createMatcher(routes);
    matchers.set(routes, matcher as Matcher<PathRoute>);
  }
  return matcher.match(typeof location === 'string' ? location : location.pathname);
}

/** react-router's `matchPath` for one pattern (end: true). */
export function matchPath(
  pattern: string,
  pathname: string,
): { params: Params; pathname: string } | null {
  const { regex, keys } = compilePath(pattern);
  const m = regex.exec(decodePath(pathname));
  if (!m) return null;
  const params: Params = {};
  keys.forEach((key, i) => {
    const value = m[i + 1];
    params[key] = value === undefined ? undefined : value.replace(/%2F/g, '/');
  });
  return { params, pathname: m[0] };
}
