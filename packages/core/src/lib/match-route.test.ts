import { describe, expect, it } from 'vitest';
import { LANGS, pathToUnsafe, ROUTE_NAMES } from '@jobboard/contracts/routes';
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
});
