import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SEARCH_TOTAL_CAP, type OfferSearchPage } from '@jobboard/contracts';
import { getReference } from '../src/repositories/reference.js';
import {
  estimateMatches,
  rankedPage,
  rankedPageByTiers,
  searchConditions,
  TIERS_WINDOW,
} from '../src/repositories/offers-search-sql.js';
import { referenceAttributes } from '../src/db/seed/reference.js';
import { buildSearchQuery } from '../src/search/query.js';
import { insertCompany, insertOffer } from './fixtures/public-offers.js';
import { createTestApp, type TestApp } from './helper.js';

/**
 * A broad search's page is read tier by tier (rankedPageByTiers) instead of ranking every match
 * (rankedPage): the same offers in the same order, page after page, in either language.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const company = await insertCompany(t.db, { nameFr: 'Groupe Conseil', nameEn: 'Advisory group' });
  const skill = (label: string) =>
    referenceAttributes().find((a) => a.type === 'skill' && a.labelEn === label)!.id;
  const titles: Array<[string | null, string | null]> = [
    ['Comptable', 'Accountant'],
    ['Comptable', null],
    [null, 'Accountant'],
    ['Technicien(ne) comptable', 'Accounting technician'],
    ['Commis comptable', null],
    ['Développeur(se) Python', 'Python developer'],
    ['Analyste de données', 'Data analyst'],
    ['Préposé(e) au service à la clientèle', null],
    ['Caissier(ère)', 'Cashier'],
    ['Infirmier(ère)', 'Nurse'],
  ];
  // 80 offers: every title in many ages, Montréal or not, with or without skills.
  for (let i = 0; i < 80; i++) {
    const [fr, en] = titles[i % titles.length]!;
    const montreal = i % 3 === 0;
    await insertOffer(t.db, {
      companyId: company,
      titleFr: fr,
      titleEn: en,
      descriptionFr: fr && `Poste ${montreal ? 'à Montréal' : 'à Laval'}; un comptable vous aide.`,
      descriptionEn: en && `A job in ${montreal ? 'Montreal' : 'Laval'} with Python now and then.`,
      attributes: [
        ...(i % 4 === 0 ? [skill('Python')] : []),
        ...(i % 5 === 0 ? [skill('Customer service')] : []),
      ],
      // Ties on purpose: pairs of offers of the same age.
      ageMinutes: Math.floor(i / 2) * 7,
    });
  }
});
afterAll(() => t?.close());

const QUERIES = [
  'comptable',
  'montreal',
  'python',
  'service à la clientèle',
  'accountant',
  'développeur python',
  'infirmière',
  'comptable -montréal',
];

/**
 * The windows of newest offers read first: the default (here, the whole board), and small ones,
 * so that groups are read further down the window or, rarer, past it through the indexes.
 */
const WINDOWS = [TIERS_WINDOW, { first: 6, most: 30 }, { first: 1, most: 4 }];

describe('a broad search read tier by tier', () => {
  it.each(QUERIES)('gives the page ranking every match gives: %s', async (q) => {
    const reference = await getReference(t.db);
    const where = searchConditions(reference, 'jobboard', { q })!;
    const query = buildSearchQuery(q)!;
    for (const [lang, window] of (['fr', 'en', undefined] as const).flatMap((l) =>
      WINDOWS.map((w) => [l, w] as const),
    )) {
      const whole = (await rankedPage(t.db, where, query, lang, 200, 0)).map((r) => r.id);
      expect(whole.length).toBeGreaterThan(0);
      for (let offset = 0; offset < whole.length + 7; offset += 7) {
        const byTiers = await rankedPageByTiers(
          t.db,
          where,
          'jobboard',
          query,
          lang,
          7,
          offset,
          window,
        );
        const at = `${q} ${lang} ${window.first}/${window.most} @${offset}`;
        expect(
          byTiers.map((r) => r.id),
          at,
        ).toEqual(whole.slice(offset, offset + 7));
        // Not counted ("10 000+") while matches remain past the page; exact once they run out.
        const more = whole.length > offset + 7;
        for (const r of byTiers)
          expect(r.total, at).toBe(more ? SEARCH_TOTAL_CAP + 1 : whole.length);
      }
    }
  });

  it('gives a search the planner wrongly thinks broad its true total, and its spelling step', async () => {
    const search = async (q: string, perPage = 20) => {
      const res = await t.app.inject({
        url: `/api/jobboard/jobboard/offers?q=${encodeURIComponent(q)}&per_page=${perPage}&lg=fr`,
      });
      expect(res.statusCode).toBe(200);
      return res.json() as OfferSearchPage;
    };
    const narrow = {
      montreal: await search('montreal', 5),
      nurse: await search('infirmière', 50),
      typo: await search('infirmère', 50),
    };
    expect(narrow.montreal.meta.total).toBeGreaterThan(5);
    expect(narrow.nurse.meta.total).toBeGreaterThan(0);
    expect(narrow.typo.spelling).toEqual({ q: 'infirmière', applied: true });
    // Every search past BROAD_SEARCH_ESTIMATE, as a stale or wrong estimate would put it.
    const dialect = new PgDialect();
    const original = t.db.execute.bind(t.db);
    const execute = vi
      .spyOn(t.db, 'execute')
      .mockImplementation(((query: SQL) =>
        dialect.sqlToQuery(query).sql.trimStart().startsWith('explain')
          ? Promise.resolve({ rows: [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': 10 ** 6 } }] }] })
          : original(query)) as typeof t.db.execute);
    try {
      const montreal = await search('montreal', 5);
      expect(montreal.data.map((o) => o.id)).toEqual(narrow.montreal.data.map((o) => o.id));
      expect(montreal.meta).toMatchObject({ total: SEARCH_TOTAL_CAP, total_capped: true });
      // The page holds every match: the total is exact, not "10 000+".
      const nurse = await search('infirmière', 50);
      expect(nurse.data.map((o) => o.id)).toEqual(narrow.nurse.data.map((o) => o.id));
      expect(nurse.meta.total).toBe(narrow.nurse.meta.total);
      expect(nurse.meta.total_capped).toBeUndefined();
      // Nothing found: the correction is searched and applied, as for a narrow search.
      const typo = await search('infirmère', 50);
      expect(typo.spelling).toEqual({ q: 'infirmière', applied: true });
      expect(typo.meta.total).toBe(narrow.typo.meta.total);
      expect(typo.data.map((o) => o.id)).toEqual(narrow.typo.data.map((o) => o.id));
    } finally {
      execute.mockRestore();
    }
  });

  it('asks the planner only when the search’s list is not loaded: a page with facets counts it', async () => {
    const dialect = new PgDialect();
    const original = t.db.execute.bind(t.db);
    let explains = 0;
    const execute = vi.spyOn(t.db, 'execute').mockImplementation(((query: SQL) => {
      if (dialect.sqlToQuery(query).sql.trimStart().startsWith('explain')) explains++;
      return original(query);
    }) as typeof t.db.execute);
    try {
      const search = async (query: string) => {
        const res = await t.app.inject({ url: `/api/jobboard/jobboard/offers?${query}&lg=fr` });
        expect(res.statusCode).toBe(200);
        return res.json() as OfferSearchPage;
      };
      const withFacets = await search('q=comptable&facets=1');
      expect(withFacets.meta.total).toBeGreaterThan(0);
      expect(explains).toBe(0);
      const without = await search('q=comptable');
      expect(explains).toBe(1);
      expect(without.data.map((o) => o.id)).toEqual(withFacets.data.map((o) => o.id));
      expect(without.meta.total).toBe(withFacets.meta.total);
    } finally {
      execute.mockRestore();
    }
  });

  it('estimates the matches from the planner without running the search', async () => {
    const reference = await getReference(t.db);
    const where = searchConditions(reference, 'jobboard', { q: 'comptable' })!;
    expect(await estimateMatches(t.db, where)).toBeGreaterThan(0);
  });
});
