import { describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n';
import { makeBrandContext } from '../lib/brand';
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
