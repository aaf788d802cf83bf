import type { Attribute, AttributesByType, City, NocJobTitle } from '@jobboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string, lg?: string) =>
  t.app.inject({ method: 'GET', url, headers: lg ? { cookie: `lg=${lg}` } : {} });

describe('GET /api/offer-attributes', () => {
  it('lists every attribute grouped by type', async () => {
    const res = await get('/api/offer-attributes');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    const { data } = res.json() as { data: AttributesByType };
    expect(Object.keys(data).sort()).toEqual(
      [
        'category',
        'certification',
        'education',
        'experience',
        'schedule',
        'skill',
        'specialization',
      ].sort(),
    );
    for (const [type, list] of Object.entries(data)) {
      expect(list.length, type).toBeGreaterThan(0);
      for (const a of list) expect(a.type).toBe(type);
    }
    // 31 categories, ids 1–31, "other" (31) last; fixed schedule and experience ids.
    expect(data.category.map((c) => c.id)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(data.category.at(-1)?.id).toBe(31);
    // In their reading order: full time first, volunteering last.
    expect(data.schedule.map((s) => s.id)).toEqual([41, 40, 38, 39, 37, 314, 36]);
    expect(data.experience.map((e) => e.id)).toEqual([32, 33, 34, 35]);
    expect(data.category[1]).toEqual({
      id: 2,
      type: 'category',
      label: { fr: 'Génie', en: 'Engineering' },
      slug: { fr: 'genie', en: 'engineering' },
      parent_id: null,
    });
  });
});

describe('GET /api/jobboard/{jobboard}/offer-attributes', () => {
  it('gives the search and offer forms their field data', async () => {
    const res = await get('/api/jobboard/jobboard/offer-attributes');
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as {
      data: { attributes: AttributesByType; cities: City[] };
    };
    const categoryIds = new Set(data.attributes.category.map((c) => c.id));
    // Every specialization names its category; they come grouped in category order.
    const parents = data.attributes.specialization.map((s: Attribute) => s.parent_id);
    for (const p of parents) expect(categoryIds.has(p!)).toBe(true);
    expect(parents).toEqual([...parents].sort((a, b) => a! - b!));
    expect(data.attributes.specialization.filter((s) => s.parent_id === 2).length).toBeGreaterThan(
      2,
    );
    for (const type of ['education', 'certification', 'skill'] as const)
      expect(data.attributes[type].length, type).toBeGreaterThan(0);
    // 48 cities, the short list of 10 first and in its order.
    expect(data.cities).toHaveLength(48);
    expect(data.cities.slice(0, 10).map((c) => c.label)).toEqual([
      'Montréal',
      'Laval',
      'Gatineau',
      'Longueuil',
      'Sherbrooke',
      'Saguenay',
      'Lévis',
      'Trois-Rivières',
      'Terrebonne',
      'Saint-Jean-sur-Richelieu',
    ]);
    expect(data.cities.filter((c) => c.featured)).toHaveLength(10);
    expect(data.cities[0]).toEqual({ id: 1, label: 'Montréal', slug: 'montreal', featured: true });
  });

  it('gives only the types asked for with `types`, and refuses a type that does not exist', async () => {
    const whole = (await get('/api/jobboard/jobboard/offer-attributes')).json() as {
      data: { attributes: AttributesByType; cities: City[] };
    };
    const res = await get('/api/jobboard/jobboard/offer-attributes?types=category');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { attributes: { category: whole.data.attributes.category }, cities: whole.data.cities },
    });
    // Order and repeats do not matter; each type asked is there whole.
    const two = (
      await get('/api/jobboard/jobboard/offer-attributes?types=skill,category,skill')
    ).json() as { data: { attributes: Partial<AttributesByType> } };
    expect(Object.keys(two.data.attributes).sort()).toEqual(['category', 'skill']);
    expect(two.data.attributes.skill).toEqual(whole.data.attributes.skill);
    for (const bad of ['types=', 'types=category,__proto__', 'types=nope']) {
      const refused = await get(`/api/jobboard/jobboard/offer-attributes?${bad}`);
      expect(refused.statusCode, bad).toBe(422);
      expect(refused.json(), bad).toMatchObject({ message: expect.any(String) });
    }
  });

  it('answers 404 JSON for an unknown board', async () => {
    const res = await get('/api/jobboard/unknown/offer-attributes');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.stringContaining('unknown') });
    const long = await get(`/api/jobboard/${'x'.repeat(300)}/offer-attributes`);
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
  });
});

describe('GET /api/experiences', () => {
  it('lists the four experience ranges with labels in both languages', async () => {
    const res = await get('/api/experiences');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: unknown[] }).data).toEqual([
      { id: 32, label: { en: '0 to 2 years', fr: '0 à 2 ans' } },
      { id: 33, label: { en: '2 to 5 years', fr: '2 à 5 ans' } },
      { id: 34, label: { en: '5 to 10 years', fr: '5 à 10 ans' } },
      { id: 35, label: { en: '10 years +', fr: '10 ans et +' } },
    ]);
  });
});

describe('GET /api/noc-job-titles', () => {
  type NocPage = { data: NocJobTitle[]; total: number };
  const noc = async (query: string, lg?: string): Promise<NocPage> => {
    const res = await get(`/api/noc-job-titles${query ? `?${query}` : ''}`, lg);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as NocPage;
  };

  it('pages 10 titles with the total', async () => {
    const first = await noc('');
    expect(first.data).toHaveLength(10);
    expect(first.total).toBeGreaterThan(100);
    const second = await noc('page=2');
    expect(second.total).toBe(first.total);
    expect(second.data.map((d) => d.id)).not.toContain(first.data[0]!.id);
    const last = await noc(`page=${Math.ceil(first.total / 10)}`);
    expect(last.data.length).toBe(first.total % 10 || 10);
    expect((await noc('page=9999')).data).toEqual([]);
  });

  it('orders by the title of the requested language', async () => {
    const fr = await noc('lang=fr');
    const en = await noc('lang=en');
    const sorted = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b));
    expect(fr.data[0]?.title_fr.localeCompare(fr.data[9]!.title_fr)).toBeLessThanOrEqual(0);
    expect(en.data[0]?.title_en.localeCompare(en.data[9]!.title_en)).toBeLessThanOrEqual(0);
    expect(en.data.map((d) => d.id)).not.toEqual(fr.data.map((d) => d.id));
    expect(sorted(en.data.map((d) => d.title_en))[0]).toBeDefined();
    // Without lang, the request's language decides.
    expect((await noc('', 'en')).data).toEqual(en.data);
  });

  it('searches accent- and case-insensitively in both languages', async () => {
    const plain = await noc('title=infirmiere');
    expect(plain.total).toBeGreaterThan(0);
    for (const title of plain.data) expect(title.title_fr.toLowerCase()).toContain('infirmi');
    expect(await noc(`title=${encodeURIComponent('INFIRMIÈRE')}`)).toEqual(plain);
    const english = await noc('title=nurse&lang=en');
    expect(english.total).toBeGreaterThan(0);
    expect(english.data[0]?.title_en.toLowerCase()).toContain('nurse');
    // Every word must match, in any order and in either language.
    const auditors = await noc('title=verificatrice');
    const both = await noc('title=financier%20SENIOR%20v%C3%A9rif');
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(auditors.total);
    for (const title of both.data)
      expect(`${title.title_fr} ${title.title_en}`.toLowerCase()).toMatch(/senior/);
    expect((await noc('title=zzzqqq')).total).toBe(0);
  });

  it('takes LIKE and SQL metacharacters literally', async () => {
    expect((await noc('title=%25')).total).toBe(0);
    expect((await noc('title=_')).total).toBe(0);
    expect((await noc(`title=${encodeURIComponent("' or 1=1 --")}`)).total).toBe(0);
    expect((await noc(`title=${encodeURIComponent('\\')}`)).total).toBe(0);
    // Folding (unaccent) turns their fullwidth and small forms into % and _: literal all the same.
    for (const sign of ['％', '＿', '﹪', '＼'])
      expect((await noc(`title=${encodeURIComponent(sign)}`)).total, sign).toBe(0);
    // A wildcard in a word that matches by its letters is still literal there.
    expect((await noc(`title=${encodeURIComponent('infirmi％re')}`)).total).toBe(0);
  });

  it('refuses bad parameters with 422', async () => {
    for (const query of [
      'page=0',
      'page=x',
      'lang=de',
      `title=${'a'.repeat(201)}`,
      'title=%00',
      'jobboard=unknown',
    ]) {
      const res = await get(`/api/noc-job-titles?${query}`);
      expect(res.statusCode, query.slice(0, 30)).toBe(422);
      expect(Object.keys((res.json() as { errors: object }).errors).length).toBeGreaterThan(0);
    }
    expect((await get('/api/noc-job-titles?jobboard=jobboard')).statusCode).toBe(200);
    expect((await get('/api/noc-job-titles?title=%ED%A0%80')).statusCode).toBeLessThan(500);
  });
});

describe('OpenAPI', () => {
  it('documents the public calls', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const path of [
      '/api/offer-attributes',
      '/api/jobboard/{jobboard}/offer-attributes',
      '/api/experiences',
      '/api/noc-job-titles',
      '/api/jobboard/{jobboard}/offers',
      '/api/jobboard/{jobboard}/offers/{id}',
      '/api/jobboard/{jobboard}/legacy/offers/{lang}/{id}',
      '/api/jobboard/{jobboard}/similar-offers/{id}',
      '/api/jobboard/{jobboard}/company/{id}',
      '/api/jobboard/{jobboard}/company/{id}/offers',
      '/api/jobboard/{jobboard}/offers-grouped-by-companies',
      '/api/jobboard/{jobboard}/news-letter',
      '/api/jobboard/{jobboard}/news-letter/confirm',
      '/api/jobboard/{jobboard}/news-letter/unsubscribe',
    ])
      expect(paths, path).toContain(path);
  });
});
