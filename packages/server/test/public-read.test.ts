import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInProcess } from '../src/plugins/public-read.js';
import { insertApplication } from './fixtures/public-offers.js';
import { createTestApp, type TestApp, type TestUser } from './helper.js';

/**
 * Page renders read the public GET routes in-process (plugins/public-read.ts): the answer must be
 * the one the API route gives, for the same visitor on the same host — and whenever it might
 * not be (another board, a bad id or query, an error), there is no in-process answer and the
 * page asks the API.
 */
describe('public reads called in-process', () => {
  const HOST = 'jobboard.test';
  let t: TestApp;
  let candidate: TestUser;
  let offerId: number;
  let otherOfferId: number;
  let categoryId: number;

  /** The last in-process answer itself (not through JSON). */
  let lastBody: unknown;
  /** A probe route: what readInProcess answers for `path`, as the probe's own request. */
  const probe = async (app: FastifyInstance) => {
    app.get('/probe/read', async (request) => {
      const { path } = request.query as { path: string };
      const answer = await readInProcess(app, request, path);
      lastBody = answer?.body;
      return { answer: answer ?? null };
    });
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo', demoOffers: 12, plugins: [probe] });
    candidate = await t.createCandidate();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/jobboard/jobboard/offers?per_page=5',
      headers: { host: HOST },
    });
    const offers = (
      list.json() as { data: { id: number; attributes: { id: number; type: string }[] }[] }
    ).data;
    offerId = offers[0]!.id;
    otherOfferId = offers[1]!.id;
    categoryId = offers[0]!.attributes.find((a) => a.type === 'category')!.id;
    await insertApplication(t.db, offerId, candidate.id);
  });
  afterAll(async () => t?.close());

  const viaApi = async (path: string, cookie?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { host: HOST, accept: 'application/json', ...(cookie && { cookie }) },
    });
    return { status: res.statusCode, body: res.json() as unknown };
  };
  const inProcess = async (path: string, cookie?: string, host = HOST) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/probe/read?path=${encodeURIComponent(path)}`,
      headers: { host, ...(cookie && { cookie }) },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { answer: { status: number; body: unknown } | null }).answer;
  };

  it('gives what the API route gives, anonymous and signed in', async () => {
    const paths = [
      '/api/jobboard/jobboard/offer-attributes',
      '/api/jobboard/jobboard/offers?per_page=10&facets=1',
      '/api/jobboard/jobboard/offers?facets=1',
      `/api/jobboard/jobboard/offers?facets=1&category=${categoryId}&page=1`,
      `/api/jobboard/jobboard/offers?q=${encodeURIComponent('développeur')}&facets=1`,
      '/api/jobboard/jobboard/offers?q=chef+cuisinier&sort=created_at_desc',
      // A name that is no filter is ignored both ways (and sets no prototype).
      '/api/jobboard/jobboard/offers?__proto__=1&facets=1',
      `/api/jobboard/jobboard/offers/${offerId}`,
      `/api/jobboard/jobboard/offers/${otherOfferId}`,
      `/api/jobboard/jobboard/similar-offers/${offerId}`,
      // A search page's municipality, by id, by typed name and by the first letters.
      '/api/cities?lang=fr&id=1',
      '/api/cities?lang=en&name=Montreal',
      '/api/cities?lang=fr&q=mont&limit=5',
    ];
    for (const cookie of [undefined, candidate.cookie]) {
      for (const path of paths) {
        const api = await viaApi(path, cookie);
        expect(api.status, path).toBe(200);
        expect(await inProcess(path, cookie), path).toEqual({ status: 200, body: api.body });
      }
    }
    // The candidate's own view: has_applied comes from their session in-process too.
    const own = await inProcess(`/api/jobboard/jobboard/offers/${offerId}`, candidate.cookie);
    expect((own?.body as { data: { has_applied: boolean } }).data.has_applied).toBe(true);
  });

  it('leaves to the API whatever it would refuse or might read otherwise', async () => {
    const refused = [
      // Another board than the host's (plugins/brand.ts checkBoardOfHost): the API's 404.
      '/api/jobboard/techboard/offers?facets=1',
      '/api/jobboard/techboard/offer-attributes',
      '/api/jobboard/nowhere/offers',
      // Ids that are none, or no offer's.
      '/api/jobboard/jobboard/offers/999999',
      '/api/jobboard/jobboard/offers/abc',
      '/api/jobboard/jobboard/similar-offers/0',
      // Queries the validator refuses.
      '/api/jobboard/jobboard/offers?per_page=100000',
      '/api/jobboard/jobboard/offers?sort=sideways',
      '/api/cities?lang=fr&limit=500',
    ];
    for (const path of refused) {
      expect((await viaApi(path)).status, path).toBeGreaterThanOrEqual(400);
      expect(await inProcess(path), path).toBeNull();
    }
    // What the router or the query parser might read differently: the API decides.
    for (const path of [
      `/api/jobboard/jobboard/offers?page=1&page=2`,
      `/api/jobboard/jobboard/offers?q=%E9t%E9`,
      `/api/jobboard/jobboard/offers/${offerId}%2F`,
      `/api/jobboard/jobboard/offers/${offerId}/`,
      `/api/jobboard/jobboard/offers?q=a#x`,
      // The visitor's language (their cookie) is the API's to read.
      '/api/cities?id=1',
      // Routes that declare no public read.
      '/api/jobboard/jobboard/me',
      '/api/ats/offers/1',
    ])
      expect(await inProcess(path), path).toBeNull();
  });

  it('shares reference data frozen: a render cannot change it for the next page', async () => {
    const answer = await inProcess('/api/jobboard/jobboard/offer-attributes');
    const again = await inProcess('/api/jobboard/jobboard/offer-attributes');
    expect(again).toEqual(answer);
    // The object itself (not its JSON) is frozen, all the way down.
    const data = (lastBody as { data: { attributes: { category: { label: object }[] } } }).data;
    expect(Object.isFrozen(data)).toBe(true);
    expect(Object.isFrozen(data.attributes.category[0]!.label)).toBe(true);
  });
});
