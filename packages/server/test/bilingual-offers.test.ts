import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '@jobboard/contracts';
import { generatedDir } from '@jobboard/manifest';
import { offers } from '../src/db/schema.js';
import { fixtureManifest } from './fixtures/brands.js';
import {
  insertCompany as insertTeamCompany,
  insertOffer as insertTeamOffer,
} from './fixtures/employer.js';
import { insertCompany, insertOffer } from './fixtures/public-offers.js';
import {
  builtBrands,
  createTestApp,
  FIXTURE_BRANDS,
  type TestApp,
  type TestUser,
} from './helper.js';

/**
 * One offer, both languages (README "One offer, both languages"): the French-version rule of Quebec
 * boards (behaviour.requireFrenchVersion), search by the words of either version, and the pages of
 * each version as each other's hreflang alternates (a one-language offer has none), in the page
 * head and the sitemap.
 */

/** A board whose manifest requires the French version to publish. */
const QCBOARD = fixtureManifest('qcboard', 'qcboard.test', {
  behaviour: { requireFrenchVersion: true },
});

describe('behaviour.requireFrenchVersion', () => {
  let t: TestApp;
  let employer: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ brands: [...FIXTURE_BRANDS, QCBOARD] });
    employer = await t.createEmployer();
  });
  afterAll(() => t?.close());

  const publish = (board: string, id: number, lg: 'fr' | 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/jobboard/${board}/employer/offer/${id}/publish`,
      headers: { cookie: `${employer.cookie}; lg=${lg}` },
    });

  it('refuses an offer without its French version on such a board, naming the field, in both languages', async () => {
    const company = await insertTeamCompany(t.db, employer.teamId!);
    const english = await insertTeamOffer(t.db, employer.teamId!, company, {
      primaryLanguage: 'en',
      titleFr: null,
      descriptionFr: null,
      slugFr: null,
      titleEn: 'Front desk agent',
      descriptionEn: 'Welcome guests, handle check-ins and check-outs, answer the phone.',
      slugEn: 'front-desk-agent',
    });
    const fr = await publish('qcboard', english, 'fr');
    expect(fr.statusCode).toBe(422);
    expect(fr.json().errors).toEqual({
      'contents.fr.title': [
        'qcboard (fr) exige la version française de l’offre (titre et description) : ajoutez-la avant de la publier.',
      ],
    });
    const en = await publish('qcboard', english, 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors['contents.fr.title']).toEqual([
      'qcboard requires the French version of the offer (title and description): add it before publishing it.',
    ]);
    // A board without the rule takes it as it is.
    expect((await publish('jobboard', english, 'en')).statusCode).toBe(200);

    // With its French version added (the form's edit writes these columns), the board takes it.
    await t.db
      .update(offers)
      .set({
        titleFr: 'Préposé à la réception',
        descriptionFr: 'Accueillir la clientèle, gérer les arrivées et les départs.',
        slugFr: 'prepose-a-la-reception',
      })
      .where(eq(offers.id, english));
    expect((await publish('qcboard', english, 'fr')).statusCode).toBe(200);
  });

  it('takes a French offer, and one written in both languages', async () => {
    const company = await insertTeamCompany(t.db, employer.teamId!);
    const french = await insertTeamOffer(t.db, employer.teamId!, company);
    expect((await publish('qcboard', french, 'fr')).statusCode).toBe(200);
    const both = await insertTeamOffer(t.db, employer.teamId!, company, {
      primaryLanguage: 'en',
      titleEn: 'Cook',
      descriptionEn: 'Cook breakfasts and lunches for the hotel restaurant.',
      slugEn: 'cook',
    });
    expect((await publish('qcboard', both, 'en')).statusCode).toBe(200);
  });
});

describe('search by either version', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    const company = await insertCompany(t.db, { nameFr: 'Auberge' });
    ids.both = await insertOffer(t.db, {
      companyId: company,
      primaryLanguage: 'en',
      titleEn: 'Sommelier wanted',
      descriptionEn: 'Curate the wine cellar and advise guests at dinner.',
      titleFr: 'Caviste recherché',
      descriptionFr: 'Gérer la cave à vins et conseiller la clientèle au souper.',
    });
    ids.fr = await insertOffer(t.db, { companyId: company, titleFr: 'Boulanger de nuit' });
    ids.en = await insertOffer(t.db, {
      companyId: company,
      titleFr: null,
      titleEn: 'Night baker',
    });
  });
  afterAll(() => t?.close());

  const search = async (q: string, lang: 'fr' | 'en' = 'fr') => {
    const res = await t.app.inject({
      url: `/api/jobboard/jobboard/offers?q=${encodeURIComponent(q)}`,
      headers: { cookie: `lg=${lang}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as Offer[];
  };

  it('finds a bilingual offer by the words of its French and of its English version', async () => {
    expect((await search('caviste')).map((o) => o.id)).toEqual([ids.both]);
    expect((await search('cave vins')).map((o) => o.id)).toEqual([ids.both]);
    expect((await search('sommelier')).map((o) => o.id)).toEqual([ids.both]);
    expect((await search('wine cellar', 'en')).map((o) => o.id)).toEqual([ids.both]);
  });

  it('finds a one-language offer from either language of the site', async () => {
    // The offer that names the word comes first; the thesaurus adds the same occupation's offer
    // written in the other language (boulanger ↔ baker) below it.
    expect((await search('boulanger', 'en')).map((o) => o.id)).toEqual([ids.fr, ids.en]);
    expect((await search('baker', 'fr')).map((o) => o.id)).toEqual([ids.en, ids.fr]);
    expect((await search('boulanger de nuit', 'en')).map((o) => o.id)[0]).toBe(ids.fr);
  });

  it('gives cards both versions, so each visitor reads their own language', async () => {
    const [offer] = await search('caviste');
    expect(offer!.contents.fr?.title).toBe('Caviste recherché');
    expect(offer!.contents.en?.title).toBe('Sommelier wanted');
    const [english] = await search('baker');
    expect(english!.contents.fr).toBeUndefined();
    expect(english!.contents.en?.title).toBe('Night baker');
  });
});

/** The pages and the sitemap of the real SSR bundle (pnpm build:site). */
describe('the versions of an offer as hreflang alternates', () => {
  const built = existsSync(path.join(generatedDir(), 'ssr', 'entry-server.js'));
  const HOST = 'jobboard.localhost';
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    if (!built) throw new Error('The site is not built: run `pnpm build:site` first.');
    t = await createTestApp({ registry: builtBrands() });
    const company = await insertCompany(t.db, { nameFr: 'Auberge du Lac', nameEn: 'Lake Inn' });
    ids.both = await insertOffer(t.db, {
      companyId: company,
      titleFr: 'Cuisinier de jour',
      titleEn: 'Day cook',
    });
    ids.fr = await insertOffer(t.db, { companyId: company, titleFr: 'Plongeur' });
  });
  afterAll(() => t?.close());

  const page = async (url: string) => {
    const res = await t.app.inject({ url, headers: { host: HOST, accept: 'text/html' } });
    const html = res.body;
    const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)];
    const jsonLd = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .filter((b) => b['@type'] === 'JobPosting');
    return {
      status: res.statusCode,
      html,
      alternates: Object.fromEntries(links.map((m) => [m[1], m[2]])),
      canonical: /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1],
      jsonLd,
    };
  };
  const o = `http://${HOST}`;

  it('makes the French and the English page each other’s alternates, French as x-default', async () => {
    const frUrl = `${o}/fr/offre/cuisinier-de-jour/${ids.both}`;
    const enUrl = `${o}/en/offer/day-cook/${ids.both}`;
    for (const [url, lang] of [
      [frUrl, 'fr'],
      [enUrl, 'en'],
    ] as const) {
      const p = await page(url.slice(o.length));
      expect(p.status).toBe(200);
      expect(p.canonical).toBe(url);
      expect(p.alternates).toEqual({ 'fr-CA': frUrl, 'en-CA': enUrl, 'x-default': frUrl });
      // Its JobPosting in the page's language.
      expect(p.jsonLd).toHaveLength(1);
      expect(p.jsonLd[0]!.title).toBe(lang === 'fr' ? 'Cuisinier de jour' : 'Day cook');
      expect(p.jsonLd[0]!.url).toBe(url);
      expect(p.html).not.toContain('data-testid="offer-only-language"');
    }
  });

  it('shows a one-language offer at its other address in its language, saying so, with no alternate to a missing version', async () => {
    const frUrl = `${o}/fr/offre/plongeur/${ids.fr}`;
    const fr = await page(frUrl.slice(o.length));
    expect(fr.canonical).toBe(frUrl);
    expect(fr.alternates).toEqual({ 'fr-CA': frUrl, 'x-default': frUrl });
    expect(fr.jsonLd).toHaveLength(1);

    // The English address: the French version, marked French, with its note; its canonical
    // and alternates are the French page's, and the JobPosting is there only.
    const en = await page(`/en/offer/plongeur/${ids.fr}`);
    expect(en.status).toBe(200);
    expect(en.html).toContain('<html lang="en-CA"');
    expect(en.html).toMatch(
      /data-testid="offer-only-language"[^>]*>This offer is only available in French\./,
    );
    expect(en.html).toMatch(/<h1 data-testid="offer-title" lang="fr-CA">Plongeur<\/h1>/);
    expect(en.html).toMatch(/data-testid="offer-description" lang="fr-CA"/);
    expect(en.canonical).toBe(frUrl);
    expect(en.alternates).toEqual({ 'fr-CA': frUrl, 'x-default': frUrl });
    expect(en.jsonLd).toEqual([]);
  });

  it('lists both versions of a bilingual offer in the sitemap, and only the written one otherwise', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: HOST } });
    const xml = res.body;
    const entry = (loc: string) =>
      new RegExp(`<url><loc>${loc.replace(/[.?]/g, '\\$&')}</loc>[^\\n]*</url>`).exec(xml)?.[0];
    const frBoth = `${o}/fr/offre/cuisinier-de-jour/${ids.both}`;
    const enBoth = `${o}/en/offer/day-cook/${ids.both}`;
    for (const loc of [frBoth, enBoth]) {
      const url = entry(loc);
      expect(url, loc).toBeDefined();
      expect(url).toContain(`hreflang="fr-CA" href="${frBoth}"`);
      expect(url).toContain(`hreflang="en-CA" href="${enBoth}"`);
    }
    const frOnly = entry(`${o}/fr/offre/plongeur/${ids.fr}`);
    expect(frOnly).toContain(`hreflang="fr-CA"`);
    expect(frOnly).not.toContain('hreflang="en-CA"');
    expect(xml).not.toContain(`/en/offer/plongeur/${ids.fr}`);
  });
});
