import { existsSync } from 'node:fs';
import path from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generatedDir } from '@jobboard/manifest';
import { SEARCH_BUDGET } from '../src/config/rate-limits.js';
import { referenceAttributes } from '../src/db/seed/reference.js';
import { SPELLING_WORDS_CORRECTED } from '../src/search/spelling.js';
import { builtBrands, createTestApp, type TestApp } from './helper.js';

/**
 * Issue 33 item 7: a costly search has limits. Its unknown words reach the spelling step only up
 * to a bound, and every client's searches are charged by cost before they run: past the budget,
 * 429 with Retry-After, while other clients are served.
 */
const HOST = 'jobboard.localhost';
let t: TestApp;
let company: number;

beforeAll(async () => {
  if (!existsSync(path.join(generatedDir(), 'ssr', 'entry-server.js')))
    throw new Error('The site is not built: run `pnpm build:site` first.');
  t = await createTestApp({ seed: 'demo', demoOffers: 12, registry: builtBrands() });
  const res = await t.app.inject({ url: '/api/jobboard/jobboard/offers?per_page=1' });
  company = (res.json() as { data: Array<{ company: { id: number } }> }).data[0]!.company.id;
});
afterAll(() => t?.close());

/** 33 words of 5 letters no title nor thesaurus knows (the 200 characters a query may have). */
const UNKNOWN = Array.from(
  { length: 33 },
  (_, i) =>
    `zqx${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`,
).join(' ');

/** Every filter family of the search, at once. */
function costlyQuery(): string {
  const of = (type: string) => referenceAttributes().find((a) => a.type === type)!.id;
  return new URLSearchParams({
    q: UNKNOWN,
    category: String(of('category')),
    specialization: String(of('specialization')),
    city: '1,2,3',
    radius: '50',
    schedule: '41',
    experience: '33',
    company: String(company),
    pay_min: '20',
    pay_unit: 'hour',
    remote: '1',
    facets: '1',
  }).toString();
}

/**
 * A search priced as costly (30 words past the free ones, a filter) that the server answers at
 * once (no such category: an empty page without a query), to spend a budget quickly.
 */
const PRICEY = new URLSearchParams({
  q: Array.from({ length: 33 }, (_, i) => `w${i}`).join(' '),
  category: '99999',
}).toString();

const search = (client: string, query: string, lg: 'fr' | 'en' = 'fr') =>
  t.app.inject({
    url: `/api/jobboard/jobboard/offers?${query}&lg=${lg}`,
    headers: { host: HOST },
    remoteAddress: client,
  });

describe('the spelling step of a costly search', () => {
  it(`looks up at most ${SPELLING_WORDS_CORRECTED} of 33 unknown words, with every filter family`, async () => {
    const dialect = new PgDialect();
    const execute = vi.spyOn(t.db, 'execute');
    try {
      const res = await search('198.51.100.1', costlyQuery());
      expect(res.statusCode).toBe(200);
      expect(res.json().meta.total).toBe(0);
      const lookups = execute.mock.calls.filter(([query]) =>
        dialect.sqlToQuery(query as SQL).sql.includes('similarity('),
      );
      expect(lookups.length).toBeGreaterThan(0);
      expect(lookups.length).toBeLessThanOrEqual(SPELLING_WORDS_CORRECTED);
    } finally {
      execute.mockRestore();
    }
  });
});

describe('the search budget', () => {
  it('answers 429 to a client past its budget, with Retry-After, while another is served', async () => {
    const greedy = '203.0.113.7';
    // Sent at once: each is charged before it runs, so they cannot all pass together.
    const burst = await Promise.all(Array.from({ length: 40 }, () => search(greedy, PRICEY)));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeLessThan(40);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    const last = await search(greedy, PRICEY);
    expect(last.statusCode).toBe(429);
    const seconds = Number(last.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(SEARCH_BUDGET.windowSeconds);
    expect(last.json().message).toMatch(/^Trop de recherches en peu de temps/);
    expect((await search(greedy, 'q=comptable', 'en')).json().message).toMatch(
      /^Too many searches in a short time/,
    );
    // Its pages too: a page a browser can read, in the visitor's language.
    const page = await t.app.inject({
      url: '/fr/trouver-un-emploi?q=comptable',
      headers: { host: HOST, accept: 'text/html' },
      remoteAddress: greedy,
    });
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Trop de recherches en peu de temps');

    // Another visitor searches, and the search page renders for them.
    const other = '203.0.113.8';
    expect((await search(other, costlyQuery())).statusCode).toBe(200);
    const theirs = await t.app.inject({
      url: '/fr/trouver-un-emploi?q=comptable&category=4',
      headers: { host: HOST, accept: 'text/html' },
      remoteAddress: other,
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).toContain('data-testid="results-count"');
  });

  it('charges a plain page or list far less than a costly search', async () => {
    const visitor = '203.0.113.9';
    // A person's whole session of ordinary searches stays far within the budget.
    for (let i = 0; i < 20; i++)
      expect((await search(visitor, `q=infirmier&city=${1 + (i % 5)}`)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          url: '/fr/trouver-un-emploi?q=infirmier&page=2',
          headers: { host: HOST, accept: 'text/html' },
          remoteAddress: visitor,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('does not charge the server’s own requests (loopback)', async () => {
    for (let i = 0; i < 40; i++) expect((await search('127.0.0.1', PRICEY)).statusCode).toBe(200);
  });
});
