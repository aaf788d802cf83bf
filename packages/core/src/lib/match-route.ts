import { matchRoutes } from 'react-router-dom';
import {
  LANGS,
  pathTo,
  pathToUnsafe,
  ROUTE_NAMES,
  routes,
  type Lang,
  type RouteDef,
  type RouteName,
} from '@jobboard/contracts/routes';

/*
 * Which route a path is, by react-router's own matching and ranking (the router of the browser
 * and of the server render decides the same way): the React side only, so that the route table
 * (@jobboard/contracts/routes), which the server uses too, does not pull in react-router.
 */

interface RouteMatchEntry {
  path: string;
  name: RouteName;
  lang: Lang;
}
const matchList: RouteMatchEntry[] = ROUTE_NAMES.flatMap((name) =>
  LANGS.map((lang) => ({ path: (routes[name] as RouteDef)[lang], name, lang })),
);

/*
 * react-router flattens and ranks the list it is given on every call (a third of a millisecond
 * for the hundred-odd paths of the table, on every new path a render asks about). A path can only
 * be matched by the routes that start with its first two segments, or that have a parameter, an
 * optional segment or a splat there: those are the only ones given to react-router, in the
 * table's order, so that its ranking among them (score, then order) decides as it would over
 * the whole table. The server's render only: a browser asks about a few paths a visit, and the
 * buckets would weigh on every page's first load.
 */
const candidatesFor: (pathname: string) => RouteMatchEntry[] = import.meta.env.BROWSER_BUNDLE
  ? () => matchList
  : bucketedCandidates();

function bucketedCandidates(): (pathname: string) => RouteMatchEntry[] {
  const KEY_SEGMENTS = 2;
  // Segments as react-router compares them: decoded, case-insensitive (no route is case-sensitive).
  const segmentsOf = (path: string): string[] =>
    path
      .split('/')
      .filter(Boolean)
      .map((segment) => {
        try {
          return decodeURIComponent(segment).toLowerCase();
        } catch {
          return segment.toLowerCase();
        }
      });
  // The bucket of a path: its first two segments (fewer if it has fewer).
  const bucketKey = (segments: string[]) => segments.slice(0, KEY_SEGMENTS).join('/');
  // A route's bucket, or null when a parameter, optional segment or splat comes before its key
  // ends. A route shorter than the key matches only paths of exactly its segments: their key.
  const routeBucket = (path: string): string | null => {
    const head = path.split('/').filter(Boolean).slice(0, KEY_SEGMENTS);
    if (head.some((s) => s.startsWith(':') || s.includes('*') || s.endsWith('?'))) return null;
    return bucketKey(segmentsOf(head.join('/')));
  };
  const anyBucket = matchList.filter((entry) => routeBucket(entry.path) === null);
  const buckets = new Map<string, RouteMatchEntry[]>();
  for (const entry of matchList) {
    const key = routeBucket(entry.path);
    if (key !== null) buckets.set(key, [...(buckets.get(key) ?? []), entry]);
  }
  for (const [key, entries] of buckets)
    buckets.set(
      key,
      matchList.filter((entry) => entries.includes(entry) || anyBucket.includes(entry)),
    );
  return (pathname) => buckets.get(bucketKey(segmentsOf(pathname))) ?? anyBucket;
}

export interface RouteMatch {
  name: RouteName;
  lang: Lang;
  params: Record<string, string>;
  def: RouteDef;
}

/**
 * react-router ranks the whole list on each call; the language switcher and the head ask about
 * the same paths on every render, so recent answers are kept (bounded). 5,000: every offer page
 * of the demo boards in both languages (pnpm bench:load visits them all); at 500 the set was
 * emptied every few seconds under load and the ranking was a visible part of a render.
 */
const recentMatches = new Map<string, RouteMatch | null>();
const RECENT_MATCHES_MAX = 5000;

/** Which named route a pathname is (react-router's matching and ranking), or null for a 404. */
export function matchRoute(pathname: string): RouteMatch | null {
  const known = recentMatches.get(pathname);
  if (known !== undefined) return known;
  const match = findRoute(pathname);
  if (recentMatches.size >= RECENT_MATCHES_MAX) recentMatches.clear();
  recentMatches.set(pathname, match);
  return match;
}

function findRoute(pathname: string): RouteMatch | null {
  const found = matchRoutes(candidatesFor(pathname), pathname);
  const last = found?.[found.length - 1];
  if (!last) return null;
  const entry = last.route as RouteMatchEntry;
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(last.params)) if (v !== undefined && k !== '*') params[k] = v;
  return { name: entry.name, lang: entry.lang, params, def: routes[entry.name] };
}

/**
 * The same page in the other language (same params, same query): the language switcher and
 * the hreflang alternates. A path that is not a route maps to the other language's home.
 */
export function alternate(url: string, lang: Lang): string {
  const [pathAndQuery = '', hash = ''] = url.split('#');
  const [pathname = '', search = ''] = pathAndQuery.split('?');
  const match = matchRoute(pathname);
  if (!match) return pathTo('home', lang);
  return (
    pathToUnsafe(match.name, lang, match.params) +
    (search ? `?${search}` : '') +
    (hash ? `#${hash}` : '')
  );
}
