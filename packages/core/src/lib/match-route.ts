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
  const found = matchRoutes(matchList, pathname);
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
