import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  LANGS,
  pathToUnsafe,
  ROUTE_NAMES,
  routes,
  type RouteDef,
} from '@jobboard/contracts/routes';
import { alternate, matchRoute } from './match-route';

/** A value for every param a pattern names (`slug` → `slug-1`). */
const SAMPLE = new Proxy({} as Record<string, string>, { get: (_, key) => `${String(key)}-1` });

describe('matching a path to its route', () => {
  it('matches every route back to its name, language and params', () => {
    for (const name of ROUTE_NAMES) {
      for (const lang of LANGS) {
        const path = pathToUnsafe(name, lang, SAMPLE);
        const match = matchRoute(path);
        expect(match, path).not.toBeNull();
        expect(match!.lang).toBe(lang);
        expect(pathToUnsafe(match!.name, lang, match!.params)).toBe(path);
      }
    }
    expect(matchRoute('/fr/offre/chef/3')).toMatchObject({
      name: 'offer',
      params: { slug: 'chef', id: '3' },
    });
    expect(matchRoute('/fr/offre/chef')).toMatchObject({ name: 'offerBySlug' });
    expect(matchRoute('/en/job/a/b/c')).toMatchObject({ name: 'jobCategorySpecializationCity' });
    expect(matchRoute('/de/xyz')).toBeNull();
    expect(matchRoute('/en/nothing-here')).toBeNull();
  });

  it('gives the same page in the other language with the same params and query', () => {
    expect(alternate('/fr/offre/chef/3?x=1', 'en')).toBe('/en/offer/chef/3?x=1');
    expect(alternate('/en/find-a-job?q=cook&page=2', 'fr')).toBe(
      '/fr/trouver-un-emploi?q=cook&page=2',
    );
    expect(alternate('/en/employer/my-offers', 'fr')).toBe('/fr/employeur/mes-offres');
    expect(alternate('/fr/inconnu', 'en')).toBe('/en');
  });

  it('decides as react-router does over the whole table, for any path', () => {
    // matchRoute gives react-router only the routes that may match a path (by its first two
    // segments): the answer must be the one the whole table gives.
    const table = ROUTE_NAMES.flatMap((name) =>
      LANGS.map((lang) => ({ path: (routes[name] as RouteDef)[lang], name, lang })),
    );
    const overWholeTable = (pathname: string) => {
      const found = matchRoutes(table, pathname);
      const last = found?.[found.length - 1];
      return last ? { name: last.route.name, lang: last.route.lang } : null;
    };
    const paths = new Set<string>(['/', '', '/fr/', '/EN', '//fr//offre/a/1', '/de']);
    for (const { path } of table) {
      const sample = path.replace(/:(\w+)\??/g, '$1-1');
      for (const variant of [
        sample,
        sample.toUpperCase(),
        `${sample}/`,
        `${sample}/extra`,
        sample.replace(/\/[^/]*$/, ''),
        sample.replace(
          /^\/(\w+)\/(\w)/,
          (_, lang: string, first: string) => `/${lang}/%${first.charCodeAt(0).toString(16)}`,
        ),
        `/${sample.split('/').slice(2).join('/')}`,
        sample.replace(/-1/g, '%E0'),
      ])
        paths.add(variant);
    }
    expect(paths.size).toBeGreaterThan(400);
    // react-router warns of each malformed escape: expected here.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let matched = 0;
    for (const pathname of paths) {
      const expected = overWholeTable(pathname);
      if (expected) matched++;
      const match = matchRoute(pathname);
      expect(match && { name: match.name, lang: match.lang }, pathname).toEqual(expected);
    }
    // The corpus has both: paths of the table and paths of no route.
    expect(matched).toBeGreaterThan(100);
    expect(matched).toBeLessThan(paths.size);
  });
});
