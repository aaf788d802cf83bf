import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAVED_OFFERS_MAX, type SavedOfferList } from '@jobboard/contracts';
import { offerJobboards, offers, savedOffers } from '../src/db/schema.js';
import { insertCompany, insertOffer } from './fixtures/public-offers.js';
import { createTestApp, type TestApp, type TestUser } from './helper.js';

/** Saved jobs (docs/candidates.md#saved-jobs): the account's list, the join, a browser's list. */
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let employer: TestUser;
let company: number;
let open: number;
let other: number;
let draft: number;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.createCandidate({ email: 'alice-saved@example.test' });
  bob = await t.createCandidate({ email: 'bob-saved@example.test' });
  employer = await t.createEmployer();
  company = await insertCompany(t.db, { nameFr: 'Acmé', nameEn: 'Acme' });
  open = await insertOffer(t.db, { companyId: company, titleFr: 'Cuisinier', titleEn: 'Cook' });
  other = await insertOffer(t.db, { companyId: company, titleFr: 'Plongeur' });
  draft = await insertOffer(t.db, {
    companyId: company,
    titleFr: 'Brouillon secret',
    status: 'draft',
    boards: [],
  });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.delete(savedOffers);
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { cookie?: string; body?: unknown } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: {
      host: `${/^\/api\/jobboard\/(techboard|careboard)\//.exec(url)?.[1] ?? 'jobboard'}.test`,
      cookie: [options.cookie, 'lg=en'].filter(Boolean).join('; '),
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
const base = '/api/jobboard/jobboard/user/saved-offers';
const save = (user: TestUser, id: number) => call('PUT', `${base}/${id}`, { cookie: user.cookie });
const list = async (user: TestUser) => {
  const res = await call('GET', base, { cookie: user.cookie });
  expect(res.statusCode).toBe(200);
  return (res.json() as SavedOfferList).data;
};

describe('guards', () => {
  it('401 signed out and 403 for an employer, whatever the body', async () => {
    for (const [method, url, body] of [
      ['GET', base],
      ['PUT', `${base}/${open}`],
      ['DELETE', `${base}/${open}`],
      ['POST', base, { offer_ids: 'x' }],
    ] as const) {
      expect((await call(method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
      const asEmployer = await call(method, url, { body, cookie: employer.cookie });
      expect(asEmployer.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe("a candidate's saved jobs", () => {
  it('saves, lists newest first, removes; saving again changes nothing', async () => {
    expect((await save(alice, open)).json()).toEqual({ data: [open] });
    expect((await save(alice, other)).json()).toEqual({ data: [other, open] });
    expect((await save(alice, other)).json()).toEqual({ data: [other, open] });
    const items = await list(alice);
    expect(items.map((i) => [i.offer.id, i.open])).toEqual([
      [other, true],
      [open, true],
    ]);
    expect(items[1]!.offer.contents.en?.title).toBe('Cook');
    expect(items[0]!.saved_at).toMatch(/^\d{4}-/);
    const removed = await call('DELETE', `${base}/${other}`, { cookie: alice.cookie });
    expect(removed.json()).toEqual({ data: [open] });
    // Removing what is not saved is no error.
    expect((await call('DELETE', `${base}/${other}`, { cookie: alice.cookie })).json()).toEqual({
      data: [open],
    });
  });

  it("never shows one candidate another's list, nor lets them change it", async () => {
    await save(alice, open);
    await save(bob, other);
    expect((await list(alice)).map((i) => i.offer.id)).toEqual([open]);
    expect((await list(bob)).map((i) => i.offer.id)).toEqual([other]);
    // Bob removing Alice's offer touches only his own list.
    await call('DELETE', `${base}/${open}`, { cookie: bob.cookie });
    expect((await list(alice)).map((i) => i.offer.id)).toEqual([open]);
  });

  it('keeps the list per board: another board lists its own', async () => {
    await save(alice, open);
    const onTech = await call('GET', '/api/jobboard/techboard/user/saved-offers', {
      cookie: alice.cookie,
    });
    expect(onTech.statusCode).toBe(200);
    expect(onTech.json()).toEqual({ data: [] });
  });

  it('refuses a draft or an unknown offer with a 404 that says nothing of it', async () => {
    for (const id of [draft, 2_000_000_000]) {
      const res = await save(alice, id);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('secret');
    }
    expect(await list(alice)).toEqual([]);
  });

  it('lists a closed offer as closed instead of dropping it', async () => {
    const closing = await insertOffer(t.db, { companyId: company, titleFr: 'Serveur' });
    await save(alice, closing);
    await t.db.update(offers).set({ status: 'unpublished' }).where(eq(offers.id, closing));
    await t.db.delete(offerJobboards).where(eq(offerJobboards.offerId, closing));
    const items = await list(alice);
    expect(items.map((i) => [i.offer.id, i.open])).toEqual([[closing, false]]);
    expect(items[0]!.offer.contents.fr?.title).toBe('Serveur');
  });
});

describe('the limit per account', () => {
  it(`holds at ${SAVED_OFFERS_MAX} even under requests at once (409 past it)`, async () => {
    // Fill up to two short of the limit straight in the table, then race four saves.
    const ids = (await t.db.select({ id: offers.id }).from(offers)).map((r) => r.id);
    const filler = Array.from({ length: SAVED_OFFERS_MAX - 2 }, (_, i) => ({
      userId: alice.id,
      jobboard: `old-${i}`,
      offerId: ids[0]!,
    }));
    await t.db.insert(savedOffers).values(filler);
    const extra = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        insertOffer(t.db, { companyId: company, titleFr: `Course ${i}` }),
      ),
    );
    const answers = await Promise.all(extra.map((id) => save(alice, id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().message).toContain(String(SAVED_OFFERS_MAX));
    const n = await t.db.$count(savedOffers, eq(savedOffers.userId, alice.id));
    expect(n).toBe(SAVED_OFFERS_MAX);
  });
});

describe('joining the browser list at sign-in', () => {
  it('adds the offers the account lacks, in the browser order, and answers the whole list', async () => {
    await save(alice, open);
    const res = await call('POST', base, {
      cookie: alice.cookie,
      body: { offer_ids: [other, open, draft, 2_000_000_000], client: 'web', lg: 'en' },
    });
    expect(res.statusCode).toBe(200);
    // The draft and the unknown id are left out; "open" was held already.
    const ids = (res.json() as { data: number[] }).data;
    expect(new Set(ids)).toEqual(new Set([other, open]));
    expect((await list(alice)).map((i) => i.offer.id).sort()).toEqual([open, other].sort());
    expect(await list(bob)).toEqual([]);
  });

  it('refuses a list longer than the limit with a 422', async () => {
    const res = await call('POST', base, {
      cookie: alice.cookie,
      body: { offer_ids: Array.from({ length: SAVED_OFFERS_MAX + 1 }, (_, i) => i + 1) },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe("a visitor's list (GET /jobboard/{board}/saved-offers?ids=)", () => {
  it('answers the offers in the order asked, open or closed, without drafts', async () => {
    const expired = await insertOffer(t.db, {
      companyId: company,
      titleFr: 'Barman',
      expiresInDays: -1,
    });
    const res = await call(
      'GET',
      `/api/jobboard/jobboard/saved-offers?ids=${expired},${draft},${open}`,
    );
    expect(res.statusCode).toBe(200);
    const items = (res.json() as SavedOfferList).data;
    expect(items.map((i) => [i.offer.id, i.open, i.saved_at])).toEqual([
      [expired, false, null],
      [open, true, null],
    ]);
    expect(res.body).not.toContain('secret');
  });

  it('refuses ids that are not a list of numbers with a 422', async () => {
    for (const ids of ['', 'a,b', '1,,2', `1,${'9'.repeat(11)}`]) {
      const res = await call('GET', `/api/jobboard/jobboard/saved-offers?ids=${ids}`);
      expect(res.statusCode, ids).toBe(422);
    }
  });
});
