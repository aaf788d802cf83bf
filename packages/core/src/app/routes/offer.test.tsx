import type { Offer } from '@jobboard/contracts';
import { describe, expect, it } from 'vitest';
import { render } from '../../entry-server';
import { testBrand } from '../../testing/brand';

const ORIGIN = 'http://testboard.localhost:3000';
const brand = testBrand();

const offer = (over: Partial<Offer> = {}): Offer => ({
  id: 7,
  is_confidential: false,
  company: { id: 3, slug: 'acme', name_fr: 'Acmé', name_en: 'Acme', logo: null },
  contents: {
    fr: { title: 'Cuisinier', description: 'Cuisiner bien', slug: 'cuisinier' },
    en: { title: 'Cook', description: 'Cook well', slug: 'cook' },
  },
  primary_language: 'fr',
  has_applied: false,
  attributes: [],
  city: { id: 1, label: 'Montréal', slug: 'montreal', featured: true },
  address: null,
  salary: null,
  positions: 1,
  jobboards: [{ name: 'testboard' }],
  status: 'published',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  expires_at: null,
  ...over,
});

const similar = {
  ...offer({ id: 8 }),
  contents: { fr: { title: 'Chef de partie', slug: 'chef-de-partie' } },
};

/** The API as the page sees it: offer 7 (legacy id 500007), and what `calls` records. */
function api(current: Offer, search: Offer[] = []) {
  const calls: string[] = [];
  const fetchApi = async (path: string) => {
    calls.push(path);
    if (/\/offers\?/.test(path))
      return { status: 200, body: { data: search, meta: { total: search.length } } };
    if (path.endsWith('/me')) return { status: 401, body: { message: 'unauthorized' } };
    if (path.endsWith('/legacy/offers/fr/500007') || path.endsWith('/legacy/offers/en/500007'))
      return { status: 200, body: { data: current } };
    if (path.endsWith('/offers/7')) return { status: 200, body: { data: current } };
    if (path.endsWith('/similar-offers/7')) return { status: 200, body: { data: [similar] } };
    return { status: 404, body: { message: 'Not found' } };
  };
  return { calls, fetchApi };
}

const renderAt = (url: string, current = offer(), search: Offer[] = [], nonce?: string) =>
  render({
    url,
    origin: ORIGIN,
    brand,
    atsUrl: null,
    fetchApi: api(current, search).fetchApi,
    nonce,
  });

describe('offer page addresses', () => {
  it('moves a changed slug to the offer’s current address for good (301), query kept', async () => {
    expect(await renderAt('/fr/offre/ancien-titre/7?utm_source=x')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/fr/offre/cuisinier/7?utm_source=x',
    });
  });
  it('gives the English page the English slug, and the French page the French one', async () => {
    expect(await renderAt('/en/offer/cuisinier/7')).toMatchObject({
      status: 301,
      location: '/en/offer/cook/7',
    });
    const en = await renderAt('/en/offer/cook/7');
    if (en.kind !== 'page') throw new Error('expected the page');
    expect(en.status).toBe(200);
    expect(en.html).toContain('>Cook</h1>');
    expect(en.headData.title).toMatch(/^Cook – Acme/);
    expect(en.headData.canonical).toBe(`${ORIGIN}/en/offer/cook/7`);
    expect(en.headData.alternates.fr).toBe(`${ORIGIN}/fr/offre/cuisinier/7`);
    const fr = await renderAt('/fr/offre/cuisinier/7');
    if (fr.kind !== 'page') throw new Error('expected the page');
    expect(fr.html).toContain('>Cuisinier</h1>');
  });
  it('moves /offer/{slug} without an id (its legacy or current id at the end) with a 301', async () => {
    expect(await renderAt('/fr/offre/cuisinier-montreal-500007')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/fr/offre/cuisinier/7',
    });
    expect(await renderAt('/en/offer/cook-7')).toMatchObject({
      status: 301,
      location: '/en/offer/cook/7',
    });
  });

  it('moves /offer/{slug} to the one live offer with that slug in the page’s language (301)', async () => {
    const other = offer({
      id: 9,
      contents: { fr: { title: 'Cuisinier', description: 'x', slug: 'cuisinier-de-nuit' } },
    });
    expect(await renderAt('/fr/offre/cuisinier', offer(), [other, offer()])).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/fr/offre/cuisinier/7',
    });
    expect(await renderAt('/en/offer/cook', offer(), [offer()])).toMatchObject({
      status: 301,
      location: '/en/offer/cook/7',
    });
  });

  it('sends /offer/{slug} to the search for its words when no offer or several have it (302)', async () => {
    expect(await renderAt('/fr/offre/cuisinier-de-ligne')).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/fr/trouver-un-emploi?q=cuisinier+de+ligne',
    });
    const twin = offer({ id: 11 });
    expect(await renderAt('/fr/offre/cuisinier', offer(), [offer(), twin])).toMatchObject({
      status: 302,
      location: '/fr/trouver-un-emploi?q=cuisinier',
    });
    // The one-letter fragment of an inclusive form is no word to search for.
    expect(await renderAt('/fr/offre/representant-e-aux-ventes-internes')).toMatchObject({
      status: 302,
      location: '/fr/trouver-un-emploi?q=representant+aux+ventes+internes',
    });
    // The French slug on the English page names no English offer.
    expect(await renderAt('/en/offer/cuisinier', offer(), [offer()])).toMatchObject({
      status: 302,
      location: '/en/find-a-job?q=cuisinier',
    });
  });
});

describe('an expired offer', () => {
  it('says so, offers similar open offers and carries no JobPosting', async () => {
    const expired = offer({ status: 'expired', expires_at: '2026-11-10T00:00:00Z' });
    const r = await renderAt('/fr/offre/cuisinier/7', expired);
    if (r.kind !== 'page') throw new Error('expected the page');
    expect(r.status).toBe(200);
    expect(r.html).toContain('data-testid="offer-expired"');
    expect(r.html).toContain('n’accepte plus de candidatures');
    expect(r.html).toMatch(/data-testid="similar-offers"[\s\S]*Emplois similaires ouverts/);
    expect(r.html).toContain('Chef de partie');
    expect(r.html).not.toContain('data-testid="apply-button"');
    expect(r.html).not.toContain('data-testid="apply-bar"');
    expect(r.headData.jsonLd).toBeUndefined();
    // Kept for the candidate, out of search engines' indexes.
    expect(r.headData.noindex).toBe(true);
  });
  it('answers 410 Gone, still showing the page, once expired for more than 60 days', async () => {
    const days = (n: number) => new Date(Date.now() - n * 24 * 3600_000).toISOString();
    const recent = await renderAt(
      '/fr/offre/cuisinier/7',
      offer({ status: 'expired', expires_at: days(59) }),
    );
    expect(recent).toMatchObject({ kind: 'page', status: 200 });
    const gone = await renderAt(
      '/fr/offre/cuisinier/7',
      offer({ status: 'expired', expires_at: days(61) }),
    );
    if (gone.kind !== 'page') throw new Error('expected the page');
    expect(gone.status).toBe(410);
    expect(gone.html).toContain('data-testid="offer-expired"');
    expect(gone.html).toContain('Chef de partie');
    expect(gone.headData.title).toContain('Cuisinier');
    expect(gone.headData.noindex).toBe(true);
  });
  it('an open offer has its JobPosting and no expiry notice', async () => {
    const r = await renderAt('/fr/offre/cuisinier/7');
    if (r.kind !== 'page') throw new Error('expected the page');
    expect(r.html).not.toContain('data-testid="offer-expired"');
    expect(JSON.stringify(r.headData.jsonLd)).toContain('"@type":"JobPosting"');
    expect(r.headData.noindex).toBeFalsy();
  });
  it('gives the nonce meta a content attribute (a meta with a property has one), the nonce hidden', async () => {
    const r = await renderAt('/fr/offre/cuisinier/7', offer(), [], 'abc123');
    if (r.kind !== 'page') throw new Error('expected the page');
    expect(r.styles).toContain('<meta property="csp-nonce" content="" nonce="abc123">');
  });
});

describe('one offer, both languages', () => {
  it('makes each version’s page the other’s alternate, with its JobPosting in its language', async () => {
    const en = await renderAt('/en/offer/cook/7');
    if (en.kind !== 'page') throw new Error('expected the page');
    expect(en.headData.versions).toBeUndefined();
    expect(en.headData.alternates).toMatchObject({
      fr: `${ORIGIN}/fr/offre/cuisinier/7`,
      en: `${ORIGIN}/en/offer/cook/7`,
    });
    expect(en.headData.jsonLd?.[0]).toMatchObject({ title: 'Cook' });
    expect(en.html).not.toContain('data-testid="offer-only-language"');
    const fr = await renderAt('/fr/offre/cuisinier/7');
    if (fr.kind !== 'page') throw new Error('expected the page');
    expect(fr.headData.jsonLd?.[0]).toMatchObject({ title: 'Cuisinier' });
  });

  it('shows a French-only offer at its English address in French, saying so, canonical on the French page', async () => {
    const french = offer({
      contents: { fr: { title: 'Cuisinier', description: 'Cuisiner bien', slug: 'cuisinier' } },
    });
    const r = await renderAt('/en/offer/cuisinier/7', french);
    if (r.kind !== 'page') throw new Error('expected the page');
    expect(r.status).toBe(200);
    expect(r.html).toMatch(
      /data-testid="offer-only-language"[^>]*>This offer is only available in French\.</,
    );
    expect(r.html).toContain('<h1 data-testid="offer-title" lang="fr-CA">Cuisinier</h1>');
    expect(r.headData.lang).toBe('en');
    expect(r.headData.canonical).toBe(`${ORIGIN}/fr/offre/cuisinier/7`);
    expect(r.headData.versions).toEqual(['fr']);
    expect(r.headData.alternates.xDefault).toBe(`${ORIGIN}/fr/offre/cuisinier/7`);
    // The language switcher still has the English address to go back to.
    expect(r.headData.alternates.en).toBe(`${ORIGIN}/en/offer/cuisinier/7`);
    expect(r.headData.jsonLd).toBeUndefined();
    // Its French page: no note, its own JobPosting.
    const fr = await renderAt('/fr/offre/cuisinier/7', french);
    if (fr.kind !== 'page') throw new Error('expected the page');
    expect(fr.html).not.toContain('data-testid="offer-only-language"');
    expect(fr.headData.canonical).toBe(`${ORIGIN}/fr/offre/cuisinier/7`);
    expect(fr.headData.jsonLd).toHaveLength(1);
  });
});

describe('sharing an offer', () => {
  it('renders its e-mail and LinkedIn links from the canonical address, in the page’s language', async () => {
    const en = await renderAt('/en/offer/cook/7');
    if (en.kind !== 'page') throw new Error('expected the page');
    const url = `${ORIGIN}/en/offer/cook/7`;
    expect(en.html).toContain('Share this offer');
    expect(en.html).toContain(
      `href="https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}"`,
    );
    expect(en.html).toContain(
      `href="mailto:?subject=Cook&amp;body=${encodeURIComponent(`This offer may interest you: Cook\n${url}`)}"`,
    );
    // No third-party script: LinkedIn is a link.
    expect(en.html).not.toMatch(/<script[^>]+linkedin/i);
  });

  it('an offer written in French alone shares its French address from the English page', async () => {
    const fr = offer({
      contents: { fr: { title: 'Cuisinier', description: 'x', slug: 'cuisinier' } },
    });
    const page = await renderAt('/en/offer/cuisinier/7', fr);
    if (page.kind !== 'page') throw new Error('expected the page');
    expect(page.html).toContain(encodeURIComponent(`${ORIGIN}/fr/offre/cuisinier/7`));
    expect(page.html).not.toContain(encodeURIComponent(`${ORIGIN}/en/offer/`));
  });
});
