import { describe, expect, it } from 'vitest';
import {
  crawlerDisallowedPaths,
  fillPattern,
  isSharedPagePath,
  LANGS,
  pathTo,
  pathToUnsafe,
  ROUTE_NAMES,
  routes,
  sitemapRoutes,
} from './routes.js';

const SAMPLE: Record<string, string> = {
  category: 'hotellerie',
  specialization: 'cuisine',
  city: 'montreal',
  type: 'category',
  slug: 'cuisinier',
  id: '42',
  selector: 'abcdefgh',
  token: 'tok123',
  email: 'a@b.ca',
};

describe('route table', () => {
  it('has an en and a fr pattern under the language prefix for every route', () => {
    for (const name of ROUTE_NAMES) {
      expect(routes[name].en.startsWith('/en')).toBe(true);
      expect(routes[name].fr.startsWith('/fr')).toBe(true);
    }
  });

  it('uses the French slugs of the route table', () => {
    expect(pathTo('findJob', 'fr')).toBe('/fr/trouver-un-emploi');
    expect(pathTo('jobs', 'fr')).toBe('/fr/emplois');
    expect(pathTo('login', 'fr')).toBe('/fr/connexion');
    expect(pathTo('register', 'fr')).toBe('/fr/inscription');
    expect(pathTo('forgotPassword', 'fr')).toBe('/fr/mot-de-passe-oublie');
    expect(pathTo('profile', 'fr')).toBe('/fr/profile');
    expect(pathTo('offer', 'fr', { slug: 'chef', id: 3 })).toBe('/fr/offre/chef/3');
    expect(pathTo('apply', 'fr', { slug: 'chef', id: 3 })).toBe('/fr/offre/chef/3/application');
    expect(pathTo('apply', 'en', { slug: 'chef', id: 3 })).toBe('/en/offer/chef/3/apply');
    expect(pathTo('companyOffers', 'fr', { slug: 'acme', id: 9 })).toBe(
      '/fr/entreprise/acme/9/emplois',
    );
    expect(pathTo('categoryPage', 'fr', { type: 'category', slug: 'x' })).toBe(
      '/fr/categorie/category/x',
    );
    expect(pathTo('employerLogin', 'fr')).toBe('/fr/employeur/connexion');
    expect(pathTo('employerCreateOffer', 'fr')).toBe('/fr/employeur/creer-une-offre');
    expect(pathTo('employerMyOffers', 'fr')).toBe('/fr/employeur/mes-offres');
    expect(pathTo('employerCompanies', 'fr')).toBe('/fr/employer/companies');
    expect(pathTo('companiesHiring', 'fr')).toBe('/fr/entreprises-qui-embauchent');
  });

  it('drops empty optional segments and encodes values', () => {
    expect(pathTo('jobCategory', 'en')).toBe('/en/job');
    expect(pathTo('emailConfirmation', 'en', { selector: 'abc' })).toBe(
      '/en/email-confirmation/abc',
    );
    expect(pathTo('offer', 'en', { slug: 'a b/c', id: 1 })).toBe('/en/offer/a%20b%2Fc/1');
    expect(pathTo('findJob', 'en', {}, { q: 'chef', city: [1, 2], page: undefined })).toBe(
      '/en/find-a-job?q=chef&city=1%2C2',
    );
    expect(() => fillPattern('/en/offer/:slug/:id', { slug: 'x' })).toThrow(/id/);
  });

  it('lists the static listing pages for the sitemap', () => {
    expect(sitemapRoutes).toEqual(expect.arrayContaining(['home', 'findJob', 'companiesHiring']));
    expect(sitemapRoutes).not.toContain('profile');
  });

  it('keeps crawlers off every noindex page and on every other page (robots.txt)', () => {
    // How crawlers read a Disallow line: a path prefix where `*` matches any run of characters.
    const disallowed = crawlerDisallowedPaths().map(
      (prefix) => new RegExp(`^${prefix.split('*').map(escapeRegExp).join('.*')}`),
    );
    const blocked = (path: string) => disallowed.some((rule) => rule.test(path));
    for (const name of ROUTE_NAMES) {
      for (const lang of LANGS) {
        const path = pathToUnsafe(name, lang, SAMPLE);
        const noindex = (routes[name] as { noindex?: boolean }).noindex === true;
        expect(blocked(path), `${name} (${lang}) ${path}`).toBe(noindex);
      }
    }
    expect(crawlerDisallowedPaths()).toContain('/fr/offre/*/*/application');
    expect(crawlerDisallowedPaths()).not.toContain('/en/profile/skills/add');
  });

  it('tells the pages that are the same for every visitor by their path alone', () => {
    for (const name of ROUTE_NAMES) {
      for (const lang of LANGS) {
        const path = pathToUnsafe(name, lang, SAMPLE);
        const shared = (routes[name] as { shared?: boolean }).shared === true;
        expect(isSharedPagePath(path), `${name} (${lang}) ${path}`).toBe(shared);
      }
    }
    expect(isSharedPagePath('/fr/emploi')).toBe(true);
    expect(isSharedPagePath('/EN/Jobs/')).toBe(true);
    expect(isSharedPagePath('/fr/offre/cuisinier/42')).toBe(true);
    // Apply and the saved jobs are the visitor's own; an unknown path is nobody's page.
    expect(isSharedPagePath('/fr/offre/cuisinier/42/application')).toBe(false);
    expect(isSharedPagePath('/en/saved-jobs')).toBe(false);
    expect(isSharedPagePath('/fr/offre/cuisinier/42/autre/chose')).toBe(false);
    expect(isSharedPagePath('/de/jobs')).toBe(false);
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
