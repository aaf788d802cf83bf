import { describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n';
import { makeBrandContext } from '../lib/brand';
import { applyHead } from '../lib/head';
import { testBrand } from '../testing/brand';
import { computeHead } from './head';
import type { PageContext, PageDefinition } from './page';

const ORIGIN = 'https://testboard.example';

function ctx(name: PageContext['name'], lang: 'fr' | 'en', path: string, over = {}): PageContext {
  const brand = makeBrandContext(testBrand(over), { origin: ORIGIN, atsUrl: null });
  const url = new URL(path, ORIGIN);
  return { name, lang, params: {}, search: url.searchParams, url, brand };
}
const peek = () => undefined;

describe('computeHead titles', () => {
  it('gives the home page the brand’s SEO title with its suffix, like every page', async () => {
    await Promise.all([loadMessages('fr'), loadMessages('en')]);
    expect(computeHead(undefined, ctx('home', 'fr', '/fr'), peek).title).toBe(
      'Test Emplois – accueil | Test Emplois',
    );
    expect(computeHead(undefined, ctx('home', 'en', '/en'), peek).title).toBe(
      'Test Jobs – home | Test Jobs',
    );
    const offer: PageDefinition = { Component: () => null, head: () => ({ title: 'Cuisinier' }) };
    const offerCtx = { ...ctx('offer', 'fr', '/fr/offre/c/1'), params: { slug: 'c', id: '1' } };
    expect(computeHead(offer, offerCtx, peek).title).toBe('Cuisinier | Test Emplois');
  });
  it('adds no stray space when a brand has no suffix', async () => {
    await loadMessages('fr');
    const none = { fr: '', en: '' };
    const brand = testBrand();
    const head = computeHead(
      undefined,
      ctx('home', 'fr', '/fr', { seo: { ...brand.manifest.seo, suffix: none } }),
      peek,
    );
    expect(head.title).toBe('Test Emplois – accueil');
  });
});

describe('computeHead of a page written in one language', () => {
  const page = (versions?: ('fr' | 'en')[]): PageDefinition => ({
    Component: () => null,
    head: () => ({
      title: 'Plongeur',
      versions,
      localizedParams: { fr: { slug: 'plongeur', id: '1' }, en: { slug: 'plongeur', id: '1' } },
    }),
  });
  const at = (lang: 'fr' | 'en') => ({
    ...ctx('offer', lang, lang === 'fr' ? '/fr/offre/plongeur/1' : '/en/offer/plongeur/1'),
    params: { slug: 'plongeur', id: '1' },
  });
  const fr = `${ORIGIN}/fr/offre/plongeur/1`;
  const en = `${ORIGIN}/en/offer/plongeur/1`;

  it('puts the canonical and x-default on the written page, and keeps the switcher’s address', () => {
    const head = computeHead(page(['fr']), at('en'), peek);
    expect(head.canonical).toBe(fr);
    expect(head.alternates).toEqual({ fr, en, xDefault: fr });
    expect(head.versions).toEqual(['fr']);
    expect(computeHead(page(['fr']), at('fr'), peek).canonical).toBe(fr);
    // An English-only offer on a French-first board: x-default is the English page.
    expect(computeHead(page(['en']), at('fr'), peek)).toMatchObject({
      canonical: en,
      alternates: { xDefault: en },
      versions: ['en'],
    });
  });
  it('says nothing of versions when the page has both', () => {
    const head = computeHead(page(['fr', 'en']), at('en'), peek);
    expect(head.canonical).toBe(en);
    expect(head.versions).toBeUndefined();
    expect(computeHead(page(), at('en'), peek).versions).toBeUndefined();
  });
});

describe('applyHead after a navigation', () => {
  it('writes hreflang links only for the languages the page is written in', () => {
    document.head.innerHTML =
      '<link rel="canonical" href="x"><link rel="alternate" hreflang="fr-CA" href="a">' +
      '<link rel="alternate" hreflang="en-CA" href="b"><link rel="alternate" hreflang="x-default" href="a">';
    const base = {
      title: 'T',
      description: 'D',
      canonical: 'https://b/fr/1',
      lang: 'fr' as const,
      siteName: 'S',
      alternates: { fr: 'https://b/fr/1', en: 'https://b/en/1', xDefault: 'https://b/fr/1' },
    };
    const hreflangs = () =>
      [...document.head.querySelectorAll('link[hreflang]')].map(
        (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`,
      );
    applyHead({ ...base, versions: ['fr'] });
    expect(hreflangs()).toEqual(['fr-CA https://b/fr/1', 'x-default https://b/fr/1']);
    applyHead(base);
    expect(hreflangs()).toEqual([
      'fr-CA https://b/fr/1',
      'en-CA https://b/en/1',
      'x-default https://b/fr/1',
    ]);
  });
});

describe('computeHead of a list’s variants', () => {
  const list: PageDefinition = {
    Component: () => null,
    head: () => ({ title: 'Emplois à Laval', description: 'Offres d’emploi à Laval.' }),
  };
  const at = (path: string) => ctx('findJob', 'fr', path);

  it('points a sorted list’s canonical at the unsorted one, its other filters kept', async () => {
    await loadMessages('fr');
    const head = computeHead(list, at('/fr/trouver-un-emploi?city=3&sort=date&page=2'), peek);
    expect(head.canonical).toBe(`${ORIGIN}/fr/trouver-un-emploi?city=3&page=2`);
    expect(head.alternates.fr).toBe(head.canonical);
    expect(computeHead(list, at('/fr/trouver-un-emploi?sort=date'), peek).canonical).toBe(
      `${ORIGIN}/fr/trouver-un-emploi`,
    );
  });

  it('names the page number in the title and description of a later page', async () => {
    await loadMessages('fr');
    const first = computeHead(list, at('/fr/trouver-un-emploi?city=3'), peek);
    expect(first.title).toBe('Emplois à Laval | Test Emplois');
    const second = computeHead(list, at('/fr/trouver-un-emploi?city=3&page=2'), peek);
    expect(second.title).toBe('Emplois à Laval – page 2 | Test Emplois');
    expect(second.description).toBe('Offres d’emploi à Laval. – page 2');
  });

  it('keeps the page’s own head, out of the index, for a page shown as Gone (410)', async () => {
    await loadMessages('fr');
    const offer: PageDefinition = { Component: () => null, head: () => ({ title: 'Plongeur' }) };
    const head = computeHead(offer, at('/fr/trouver-un-emploi'), peek, 410);
    expect(head.title).toBe('Plongeur | Test Emplois');
    expect(head.noindex).toBe(true);
  });
});
