import type { OfferSearchPage, SearchSuggestions } from '@jobboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertOffer } from './fixtures/public-offers.js';
import { createTestApp, type TestApp } from './helper.js';

/**
 * What candidates type against how offers are written, through the API, on the database of the
 * run (PGlite, or PostgreSQL with TEST_DATABASE_URL): each block is one reason searches found
 * nothing before the text analysis (accents, inclusive and feminine forms, everyday words and
 * abbreviations, typos, the other language).
 */
let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const company = await insertCompany(t.db, { nameFr: 'Centre de santé', nameEn: 'Health centre' });
  const offer = (key: string, seed: Omit<Parameters<typeof insertOffer>[1], 'companyId'>) =>
    insertOffer(t.db, { companyId: company, ...seed }).then((id) => (ids[key] = id));
  await offer('nurse', { titleFr: 'Infirmier(ère)', ageMinutes: 50 });
  await offer('practicalNurse', { titleFr: 'Infirmier(ère) auxiliaire', ageMinutes: 40 });
  await offer('waiter', { titleFr: 'Serveur(euse)', ageMinutes: 30 });
  await offer('storeManager', { titleFr: 'Directeur(trice) de magasin', ageMinutes: 30 });
  await offer('attendant', { titleFr: 'Préposé(e) aux bénéficiaires', ageMinutes: 30 });
  await offer('recruiter', { titleFr: 'Agent / agente de recrutement', ageMinutes: 30 });
  await offer('accountant', { titleFr: 'Comptable', ageMinutes: 30 });
  await offer('chef', { titleFr: 'Chef cuisinier', titleEn: 'Head chef', ageMinutes: 30 });
  await offer('avocat', { titleFr: 'Avocat(e)', titleEn: null, ageMinutes: 30 });
  await offer('lawyer', { titleFr: null, titleEn: 'Corporate lawyer', ageMinutes: 20 });
  // Ranking: the word in the title beats the word in the description, however new.
  await offer('inDescription', {
    titleFr: 'Adjoint(e) de direction',
    descriptionFr: 'Soutenir la direction et le comptable de l’équipe.',
    ageMinutes: 1,
  });
});
afterAll(() => t?.close());

async function search(q: string, lg: 'fr' | 'en' = 'fr'): Promise<OfferSearchPage> {
  const res = await t.app.inject({
    url: `/api/jobboard/jobboard/offers?q=${encodeURIComponent(q)}&lg=${lg}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as OfferSearchPage;
}
const idsOf = async (q: string, lg: 'fr' | 'en' = 'fr') =>
  (await search(q, lg)).data.map((o) => o.id);

describe('accents', () => {
  it.each(['infirmière', 'infirmiere', 'INFIRMIÈRE', 'Infirmier', 'infirmier(ère)'])(
    '%s finds "Infirmier(ère)", the exact title first',
    async (q) => {
      const found = await idsOf(q);
      expect(found).toContain(ids.nurse);
      expect(found).toContain(ids.practicalNurse);
    },
  );

  it('an accentless phrase finds the accented title', async () => {
    expect(await idsOf('infirmiere auxiliaire')).toEqual([ids.practicalNurse]);
    expect(await idsOf('preposee aux beneficiaires')).toEqual([ids.attendant]);
  });
});

describe('inclusive and feminine forms', () => {
  it.each([
    ['serveuse', 'waiter'],
    ['directrice de magasin', 'storeManager'],
    ['préposée aux bénéficiaires', 'attendant'],
    ['agente de recrutement', 'recruiter'],
  ])('%s finds its title written in inclusive form', async (q, key) => {
    expect((await idsOf(q))[0]).toBe(ids[key]);
  });
});

describe('everyday words, abbreviations and typos', () => {
  it('an abbreviation finds the occupation it stands for', async () => {
    expect(await idsOf('PAB')).toEqual([ids.attendant]);
  });

  it('an everyday word finds the occupation written otherwise', async () => {
    expect(await idsOf('cuisinier')).toContain(ids.chef);
    expect(await idsOf('cook', 'en')).toContain(ids.chef);
  });

  it('a typo that finds nothing shows the corrected search, and says so', async () => {
    const page = await search('comptabel');
    expect(page.spelling).toEqual({ q: 'comptable', applied: true });
    expect(page.data.map((o) => o.id)[0]).toBe(ids.accountant);
  });

  it('a word that finds offers is not corrected', async () => {
    expect((await search('comptable')).spelling).toBeUndefined();
  });
});

describe('the other language', () => {
  it('an English word finds the French-only offer of the occupation, below the direct match', async () => {
    const found = await idsOf('lawyer', 'en');
    expect(found[0]).toBe(ids.lawyer);
    expect(found).toContain(ids.avocat);
  });

  it('a French word finds the English-only offer of the occupation, below the direct match', async () => {
    const found = await idsOf('avocat');
    expect(found[0]).toBe(ids.avocat);
    expect(found).toContain(ids.lawyer);
  });
});

describe('ranking', () => {
  it('puts a title match above a newer description match', async () => {
    const found = await idsOf('comptable');
    expect(found.indexOf(ids.accountant!)).toBeLessThan(found.indexOf(ids.inDescription!));
  });

  it('puts the whole phrase above scattered words', async () => {
    const found = await idsOf('infirmière auxiliaire');
    expect(found[0]).toBe(ids.practicalNurse);
  });
});

describe('keyword suggestions', () => {
  const suggest = async (q: string, lang: 'fr' | 'en') => {
    const res = await t.app.inject({
      url: `/api/jobboard/jobboard/search-suggestions?q=${encodeURIComponent(q)}&lang=${lang}`,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as SearchSuggestions).data;
  };

  it('proposes the board’s titles for a prefix, accents and feminine forms aside', async () => {
    const labels = (await suggest('infirm', 'fr')).map((s) => s.label);
    expect(labels.slice(0, 2)).toEqual(['Infirmier(ère)', 'Infirmier(ère) auxiliaire']);
    expect((await suggest('infirmière aux', 'fr'))[0]!.label).toBe('Infirmier(ère) auxiliaire');
    expect(labels.length).toBeLessThanOrEqual(8);
  });

  it('proposes occupations of the thesaurus in the page’s language', async () => {
    const found = await suggest('plombi', 'fr');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((s) => s.kind === 'occupation')).toBe(true);
    expect((await suggest('plumb', 'en')).length).toBeGreaterThan(0);
  });

  it('refuses a one-letter query with a 422', async () => {
    const res = await t.app.inject({ url: '/api/jobboard/jobboard/search-suggestions?q=a' });
    expect(res.statusCode).toBe(422);
  });
});
