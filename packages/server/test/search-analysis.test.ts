import type { OfferSearchPage, SearchSuggestions } from '@jobboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceAttributes } from '../src/db/seed/reference.js';
import { insertCompany, insertOffer } from './fixtures/public-offers.js';
import { createTestApp, type TestApp } from './helper.js';

/** A reference attribute's id by its type and English label. */
const attributeId = (type: string, labelEn: string) => {
  const found = referenceAttributes().find((a) => a.type === type && a.labelEn === labelEn);
  if (!found) throw new Error(`no ${type} "${labelEn}"`);
  return found.id;
};

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
  // Skills, tools and certifications: carried as attributes, named in a title or a description.
  const skill = (label: string) => attributeId('skill', label);
  const certification = (label: string) => attributeId('certification', label);
  await offer('pythonTitle', { titleFr: 'Développeur(se) Python', ageMinutes: 60 });
  await offer('pythonSkill', {
    titleFr: 'Analyste de données',
    attributes: [skill('Python'), skill('SQL')],
    ageMinutes: 50,
  });
  await offer('pythonText', {
    titleFr: 'Technicien(ne) de laboratoire',
    descriptionFr: 'Des scripts Python à l’occasion.',
    ageMinutes: 1,
  });
  await offer('csharp', { titleFr: 'Programmeur(se)', attributes: [skill('C#'), skill('.NET')] });
  await offer('cplusplus', { titleFr: 'Programmeur(se) de jeux', attributes: [skill('C++')] });
  await offer('node', { titleFr: 'Intégrateur(trice) web', attributes: [skill('Node.js')] });
  await offer('rLanguage', { titleFr: 'Statisticien(ne)', attributes: [skill('R')] });
  await offer('rAndD', { titleFr: 'Chimiste', descriptionFr: 'Un poste en R&D, classe A.' });
  await offer('kubernetes', { titleFr: 'Spécialiste DevOps', attributes: [skill('Kubernetes')] });
  await offer('javascript', { titleFr: 'Intégrateur(trice)', attributes: [skill('JavaScript')] });
  await offer('firstAid', {
    titleFr: 'Sauveteur(euse)',
    attributes: [certification('First aid and CPR')],
  });
  await offer('mapaq', {
    titleFr: 'Cuisinier(ère) de production',
    attributes: [certification('Food hygiene and safety (MAPAQ)')],
  });
  // The English labels of a French-only offer's skills are searched too.
  await offer('customerService', {
    titleFr: 'Caissier(ère)',
    attributes: [skill('Customer service')],
  });
  await offer('hrAdvisor', {
    titleFr: 'Conseiller(ère) en ressources humaines',
    attributes: [skill('Recruitment interviews')],
  });
  await offer('recruiterTitle', { titleFr: 'Recruteur(euse)' });
  await offer('salesRep', { titleFr: 'Représentant(e) aux ventes internes' });
  // Three offers whose descriptions have the verb « développer », no title « developer ».
  for (const n of [1, 2, 3])
    await offer(`devText${n}`, {
      titleFr: `Chargé(e) de projet ${n}`,
      descriptionFr: 'Développer les affaires de la région.',
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

describe('one-letter words', () => {
  // An offer's old address without its id searched its slug's words, the « e » of the
  // inclusive form included, and found nothing.
  it('never empty a search: the e of an inclusive form, a stray letter', async () => {
    const plain = await idsOf('representant aux ventes internes');
    expect(plain).toContain(ids.salesRep);
    expect(await idsOf('representant e aux ventes internes')).toEqual(plain);
    expect(await idsOf('représentant-e aux ventes internes')).toEqual(plain);
    expect(await idsOf('comptable x')).toContain(ids.accountant);
    expect(await idsOf('b comptable', 'en')).toContain(ids.accountant);
  });

  it('still search for a letter that is a skill', async () => {
    expect(await idsOf('R')).toContain(ids.rLanguage);
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
    expect((await search('python')).spelling).toBeUndefined();
    expect((await search('infirmier auxiliaire')).spelling).toBeUndefined();
  });

  // A title word misspelt: « developper » found every offer whose description had the verb, and no title.
  it('a misspelt title word that finds offers by their descriptions is offered corrected', async () => {
    // A title word as written, or a word the thesaurus knows, is no typo.
    expect((await search('developpeuse')).spelling).toBeUndefined();
    expect((await search('developer', 'en')).spelling).toBeUndefined();
    const typo = await search('developper');
    expect(typo.meta.total).toBeGreaterThanOrEqual(3);
    expect(typo.spelling).toEqual({ q: 'développeur', applied: false });
    // The results stay those of the words typed.
    expect(typo.data.map((o) => o.id)).toContain(ids.devText1);
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

describe('skills, tools and certifications', () => {
  it('finds the offers that carry a skill, below its title and above its description', async () => {
    for (const lg of ['fr', 'en'] as const)
      expect(await idsOf('python', lg)).toEqual([ids.pythonTitle, ids.pythonSkill, ids.pythonText]);
  });

  it('finds a French-only offer by the English label of its skill', async () => {
    expect(await idsOf('customer service', 'en')).toEqual([ids.customerService]);
    expect(await idsOf('service à la clientèle')).toEqual([ids.customerService]);
  });

  it('keeps C#, C++, .NET and Node.js whole', async () => {
    expect(await idsOf('C#')).toEqual([ids.csharp]);
    expect(await idsOf('c++')).toEqual([ids.cplusplus]);
    expect(await idsOf('.NET')).toEqual([ids.csharp]);
    expect(await idsOf('node.js')).toEqual([ids.node]);
    expect(await idsOf('NodeJS')).toEqual([ids.node]);
  });

  it('reads R as the language only when it is the whole query', async () => {
    expect(await idsOf('R')).toEqual([ids.rLanguage]);
    // "R&D" and "classe A" in a description are no words; "r" among other words is dropped.
    expect(await idsOf('chimiste r')).toEqual([ids.rAndD]);
  });

  it('finds a skill or certification by its abbreviation or other name (thesaurus)', async () => {
    expect(await idsOf('RCR')).toEqual([ids.firstAid]);
    expect(await idsOf('CPR', 'en')).toEqual([ids.firstAid]);
    expect(await idsOf('secourisme')).toEqual([ids.firstAid]);
    expect(await idsOf('k8s')).toEqual([ids.kubernetes]);
    expect(await idsOf('JS', 'en')).toEqual([ids.javascript]);
    expect(await idsOf('MAPAQ')).toEqual([ids.mapaq]);
    expect(await idsOf('food safety', 'en')).toEqual([ids.mapaq]);
  });

  it('answers an occupation by titles, not by the skills an offer asks for', async () => {
    // An HR advisor who needs recruitment interviews is no recruiter.
    expect(await idsOf('recruiter', 'en')).toEqual([ids.recruiterTitle, ids.recruiter]);
    expect(await idsOf('recruitment interviews', 'en')).toEqual([ids.hrAdvisor]);
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

  it('proposes the skills and certifications the board’s offers carry, first, with how many', async () => {
    const found = await suggest('pyth', 'fr');
    expect(found[0]).toEqual({ label: 'Python', kind: 'skill', offers: 1 });
    expect(found.slice(1).every((s) => s.kind !== 'skill')).toBe(true);
    expect((await suggest('c#', 'en'))[0]).toEqual({ label: 'C#', kind: 'skill', offers: 1 });
    expect((await suggest('secour', 'fr'))[0]).toEqual({
      label: 'Secourisme et RCR',
      kind: 'certification',
      offers: 1,
    });
    expect((await suggest('first a', 'en'))[0]!.label).toBe('First aid and CPR');
    // A skill no listed offer carries is no facet to propose.
    expect((await suggest('acom', 'fr')).some((s) => s.kind === 'skill')).toBe(false);
  });

  // A one-trade board: « dev » on a hotel board proposed Developer and DevOps, which it does not list.
  it('proposes only its own titles and skills on a board of one trade, no other occupation', async () => {
    const res = await t.app.inject({
      url: `/api/jobboard/techboard/search-suggestions?q=plombi&lang=fr`,
      headers: { host: 'techboard.test' },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as SearchSuggestions).data).toEqual([]);
    // The general board proposes the occupation (above).
    expect((await suggest('plombi', 'fr')).length).toBeGreaterThan(0);
  });

  it('refuses a one-letter query with a 422', async () => {
    const res = await t.app.inject({ url: '/api/jobboard/jobboard/search-suggestions?q=a' });
    expect(res.statusCode).toBe(422);
  });
});
