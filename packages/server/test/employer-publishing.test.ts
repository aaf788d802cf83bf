import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerOffer, Offer } from '@jobboard/contracts';
import { checkoutSessions, offerJobboards, offers, teams } from '../src/db/schema.js';
import { cachedAggregate } from '../src/repositories/offers.js';
import { fixtureManifest } from './fixtures/brands.js';
import { insertCompany, insertOffer, offerInput, referenceIds } from './fixtures/employer.js';
import { createTestApp, FIXTURE_BRANDS, type TestApp, type TestUser } from './helper.js';

/** A board that sells single job postings (its manifest's price), beside the usual fixtures. */
const SINGLE = fixtureManifest('singleboard', 'singleboard.test', {
  behaviour: { singleJobPostingPriceCents: 9900 },
});
/** A board whose single job posting is free (behaviour.freeSingleJobPosting, like hotelsjobs). */
const FREE = fixtureManifest('freeboard', 'freeboard.test', {
  behaviour: { freeSingleJobPosting: true },
});
/** Sells at another price: the amount is the manifest's, not a constant. */
const PRICEY = fixtureManifest('priceyboard', 'priceyboard.test', {
  behaviour: { singleJobPostingPriceCents: 14950 },
});

let t: TestApp;
let employer: TestUser;
let other: TestUser;
let candidate: TestUser;
let companyId: number;
let incompleteCompanyId: number;

beforeAll(async () => {
  t = await createTestApp({ brands: [...FIXTURE_BRANDS, SINGLE, FREE, PRICEY] });
  // May publish directly on jobboard only.
  employer = await t.createEmployer({ jobboards: ['jobboard'] });
  other = await t.createEmployer();
  candidate = await t.createCandidate();
  companyId = await insertCompany(t.db, employer.teamId!);
  incompleteCompanyId = await insertCompany(t.db, employer.teamId!, {
    nameFr: 'Sans description',
    nameEn: '',
    descriptionFr: '',
    descriptionEn: '',
  });
});
afterAll(() => t.close());

const en = (user: TestUser) => ({ cookie: `${user.cookie}; lg=en` });
const newOffer = (values: Parameters<typeof insertOffer>[3] = {}) =>
  insertOffer(t.db, employer.teamId!, companyId, values);
const publish = (board: string, id: number, user = employer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/jobboard/${board}/employer/offer/${id}/publish`,
    headers: en(user),
  });
const boardsOf = async (id: number) =>
  (await t.db.select().from(offerJobboards).where(eq(offerJobboards.offerId, id)))
    .map((r) => r.jobboard)
    .sort();
const publicIds = async (board: string) => {
  const res = await t.app.inject({
    url: `/api/jobboard/${board}/offers?per_page=50`,
    headers: { host: `${board}.test` },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as Offer[]).map((o) => o.id);
};

describe('publish', () => {
  it('answers 401, 403 to a candidate, 403 unless both manage_offers and manage_companies', async () => {
    const id = await newOffer();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/jobboard/jobboard/employer/offer/${id}/publish`,
        })
      ).statusCode,
    ).toBe(401);
    expect((await publish('jobboard', id, candidate)).statusCode).toBe(403);
    const offersOnly = await t.createEmployer({ permissions: ['manage_offers'] });
    const res = await publish('jobboard', id, offersOnly);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Permission required: manage_companies.');
    const companiesOnly = await t.createEmployer({ permissions: ['manage_companies'] });
    expect((await publish('jobboard', id, companiesOnly)).json().message).toBe(
      'Permission required: manage_offers.',
    );
    expect(await boardsOf(id)).toEqual([]);
  });

  it('publishes on the board: status, offer_jobboards row, public list', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ats/offers',
      headers: en(employer),
      payload: offerInput(await referenceIds(t.db), companyId),
    });
    const id = response.json().data.id as number;
    expect(await publicIds('jobboard')).not.toContain(id);
    // The board's total (small: kept as long as a page) before the publish…
    const total = async () =>
      (
        await t.app.inject({
          url: '/api/jobboard/jobboard/offers?facets=1',
          headers: { host: 'jobboard.test' },
        })
      ).json().meta.total as number;
    const totalBefore = await total();
    // A large public total cached before the publish…
    const keep = () => true;
    await cachedAggregate(t.app.db, 'probe', async () => 5000, keep);
    const before = Date.now();
    const res = await publish('jobboard', id);
    expect(res.statusCode).toBe(200);
    // …is dropped by it, so the new offer counts at once.
    expect(await cachedAggregate(t.app.db, 'probe', async () => 5001, keep)).toBe(5001);
    const data = res.json().data as EmployerOffer;
    expect(data.status).toBe('published');
    expect(data.jobboards.map((j) => j.name)).toEqual(['jobboard']);
    const [row] = await t.db.select().from(offerJobboards).where(eq(offerJobboards.offerId, id));
    expect(row?.publishedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await publicIds('jobboard')).toContain(id);
    // …counts the new offer at once: the publish emptied the kept totals.
    expect(await total()).toBe(totalBefore + 1);
    const page = await t.app.inject({ url: `/api/jobboard/jobboard/offers/${id}` });
    expect(page.statusCode).toBe(200);

    // Idempotent: a second publish keeps the first date.
    const again = await publish('jobboard', id);
    expect(again.statusCode).toBe(200);
    const [same] = await t.db.select().from(offerJobboards).where(eq(offerJobboards.offerId, id));
    expect(same?.publishedAt.getTime()).toBe(row?.publishedAt.getTime());
  });

  it('refuses a board the team may not publish on (403) and an unknown board (404)', async () => {
    const id = await newOffer();
    const res = await publish('techboard', id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your team cannot publish on this job board (techboard).');
    expect((await publish('nowhere', id)).statusCode).toBe(404);
    expect(await boardsOf(id)).toEqual([]);
  });

  it('lets a signed-up team (flag off) publish on the board of its list', async () => {
    const newcomer = await t.createEmployer({ jobboards: ['careboard'] });
    await t.db
      .update(teams)
      .set({ canPublishOnPartnerOrOurNetwork: false })
      .where(eq(teams.id, newcomer.teamId!));
    const company = await insertCompany(t.db, newcomer.teamId!);
    const id = await insertOffer(t.db, newcomer.teamId!, company);
    expect((await publish('jobboard', id, newcomer)).statusCode).toBe(403);
    expect((await publish('careboard', id, newcomer)).statusCode).toBe(200);
    expect(await boardsOf(id)).toEqual(['careboard']);
  });

  it('refuses an incomplete company (403 naming what is missing) and an expired offer (409)', async () => {
    const id = await insertOffer(t.db, employer.teamId!, incompleteCompanyId);
    const res = await publish('jobboard', id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Complete the company profile (description) before publishing this offer.',
    );
    const expired = await newOffer({ expiresAt: new Date(Date.now() - 60_000) });
    const late = await publish('jobboard', expired);
    expect(late.statusCode).toBe(409);
    expect(await boardsOf(expired)).toEqual([]);
  });

  it("is 404 on another team's offer (and changes nothing)", async () => {
    const otherCompany = await insertCompany(t.db, other.teamId!);
    const id = await insertOffer(t.db, other.teamId!, otherCompany);
    const res = await publish('jobboard', id);
    expect(res.statusCode).toBe(404);
    expect(await boardsOf(id)).toEqual([]);
    const [row] = await t.db.select().from(offers).where(eq(offers.id, id));
    expect(row?.status).toBe('draft');
  });

  it('rejects hostile ids with 4xx', async () => {
    for (const id of ['0', 'x', '1e3', '-5', '%00', '99999999999']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/jobboard/jobboard/employer/offer/${id}/publish`,
        headers: en(employer),
      });
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
  });
});

describe('unpublish from all boards', () => {
  it('removes the offer from every board and from the public lists', async () => {
    const multi = await t.createEmployer();
    const company = await insertCompany(t.db, multi.teamId!);
    const id = await insertOffer(t.db, multi.teamId!, company);
    for (const board of ['jobboard', 'techboard'])
      expect((await publish(board, id, multi)).statusCode).toBe(200);
    expect(await boardsOf(id)).toEqual(['jobboard', 'techboard']);
    expect(await publicIds('techboard')).toContain(id);

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/ats/offers/${id}/unpublish-from-all-jobboards`,
      headers: en(multi),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'unpublished', jobboards: [] });
    expect(await boardsOf(id)).toEqual([]);
    expect(await publicIds('jobboard')).not.toContain(id);
    expect(await publicIds('techboard')).not.toContain(id);
    expect((await t.app.inject({ url: `/api/jobboard/jobboard/offers/${id}` })).statusCode).toBe(
      404,
    );
  });

  it('keeps a draft a draft, and needs manage_offers', async () => {
    const id = await newOffer();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/ats/offers/${id}/unpublish-from-all-jobboards`,
      headers: en(employer),
    });
    expect(res.json().data.status).toBe('draft');
    const noOffers = await t.createEmployer({ permissions: ['manage_companies'] });
    const denied = await t.app.inject({
      method: 'PUT',
      url: `/api/ats/offers/${id}/unpublish-from-all-jobboards`,
      headers: en(noOffers),
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('single job posting checkout (test provider)', () => {
  const create = (board: string, id: number, body: object, user = employer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/jobboard/${board}/employer/offer/${id}/create-single-job-posting-checkout-session`,
      headers: { ...en(user), host: `${board}.test` },
      payload: body,
    });
  const updateStatus = (board: string, id: number, body?: object, user = employer) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/jobboard/${board}/employer/offer/${id}/update-single-job-posting-checkout-session-status`,
      headers: { ...en(user), host: `${board}.test` },
      ...(body ? { payload: body } : {}),
    });
  const urls = (id: number) => ({
    success_url: `/en/employer/offer/${id}/publish/success?session={CHECKOUT_SESSION_ID}`,
    cancel_url: `https://singleboard.test/en/employer/offer/${id}/publish/cancel`,
  });

  it('paid → published on that board (where the team may not publish directly)', async () => {
    const id = await newOffer();
    expect((await publish('singleboard', id)).statusCode).toBe(403);

    const res = await create('singleboard', id, { ...urls(id), client: 'web', lg: 'en' });
    expect(res.statusCode).toBe(201);
    const session = res.json().data;
    expect(session).toMatchObject({ status: 'open', amount_cents: 9900, currency: 'CAD' });
    expect(session.url).toBe(`/api/test-checkout/${session.id}`);

    // The test page: clearly a test, with pay and cancel buttons.
    const page = await t.app.inject({
      url: session.url,
      headers: { ...en(employer), host: 'singleboard.test' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('This is a TEST checkout page');
    expect(page.body).toContain('Pay (test)');
    expect(page.body).toContain('Cancel');
    expect(page.body).toContain('$99.00');

    // Not yet paid: the status call changes nothing.
    const open = await updateStatus('singleboard', id);
    expect(open.statusCode).toBe(200);
    expect(open.json().data.checkout.status).toBe('open');
    expect(await boardsOf(id)).toEqual([]);

    // As the browser sends it: the page's HTML form posts an empty urlencoded body.
    const pay = await t.app.inject({
      method: 'POST',
      url: `${session.url}/pay`,
      headers: {
        ...en(employer),
        host: 'singleboard.test',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(
      `/en/employer/offer/${id}/publish/success?session=${session.id}`,
    );

    const paid = await updateStatus('singleboard', id, { session_id: session.id });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.checkout.status).toBe('paid');
    expect(paid.json().data.offer).toMatchObject({
      status: 'published',
      jobboards: [{ name: 'singleboard' }],
    });
    expect(await boardsOf(id)).toEqual(['singleboard']);
    expect(await publicIds('singleboard')).toContain(id);
    const [row] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, session.id));
    expect(row).toMatchObject({ status: 'paid', teamId: employer.teamId, jobboard: 'singleboard' });

    // One payment publishes once: after an unpublish, replaying the status call does not republish.
    await t.app.inject({
      method: 'PUT',
      url: `/api/ats/offers/${id}/unpublish-from-all-jobboards`,
      headers: en(employer),
    });
    const replay = await updateStatus('singleboard', id);
    expect(replay.json().data.checkout.status).toBe('paid');
    expect(await boardsOf(id)).toEqual([]);
    // The page says the session is over.
    const over = await t.app.inject({
      url: session.url,
      headers: { ...en(employer), host: 'singleboard.test' },
    });
    expect(over.body).toContain('This checkout session is over (paid).');
  });

  it('free posting: no payment page, a session completed at 0 $, published, ends on success', async () => {
    const id = await newOffer();
    expect((await publish('freeboard', id)).statusCode).toBe(403);
    const success_url = `/en/employer/offer/${id}/publish/success?session_id={CHECKOUT_SESSION_ID}`;
    const res = await create('freeboard', id, {
      success_url,
      cancel_url: `/en/employer/offer/${id}/publish/cancel`,
    });
    expect(res.statusCode).toBe(201);
    const session = res.json().data;
    expect(session).toMatchObject({ status: 'paid', amount_cents: 0, currency: 'CAD' });
    // Straight to the success page, never the provider's payment page.
    expect(session.url).toBe(
      `/en/employer/offer/${id}/publish/success?session_id=${encodeURIComponent(session.id)}`,
    );
    expect(session.url).not.toContain('test-checkout');
    const [row] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, session.id));
    expect(row).toMatchObject({ status: 'paid', amountCents: 0, jobboard: 'freeboard' });
    expect(await boardsOf(id)).toEqual(['freeboard']);
    expect(await publicIds('freeboard')).toContain(id);
    // The success page's status call reads it as completed.
    const status = await updateStatus('freeboard', id, { session_id: session.id });
    expect(status.statusCode).toBe(200);
    expect(status.json().data.checkout).toMatchObject({ status: 'paid', amount_cents: 0 });
    expect(status.json().data.offer.status).toBe('published');
  });

  it("a board that sells the posting charges its manifest's price", async () => {
    const id = await newOffer();
    const res = await create('priceyboard', id, {
      success_url: `/en/employer/offer/${id}/publish/success`,
      cancel_url: `/en/employer/offer/${id}/publish/cancel`,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'open', amount_cents: 14950 });
    expect(await boardsOf(id)).toEqual([]);
  });

  it('cancel → back to the cancel URL, nothing published', async () => {
    const id = await newOffer();
    const session = (await create('singleboard', id, urls(id))).json().data;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `${session.url}/cancel`,
      headers: { ...en(employer), host: 'singleboard.test' },
    });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(urls(id).cancel_url);
    const res = await updateStatus('singleboard', id);
    expect(res.json().data.checkout.status).toBe('canceled');
    expect(await boardsOf(id)).toEqual([]);
    // A canceled session cannot be paid afterwards.
    // As the browser sends it: the page's HTML form posts an empty urlencoded body.
    const pay = await t.app.inject({
      method: 'POST',
      url: `${session.url}/pay`,
      headers: {
        ...en(employer),
        host: 'singleboard.test',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(pay.headers.location).toBe(session.url);
  });

  it('is 403 on a board without single job posting', async () => {
    const id = await newOffer();
    const res = await create('jobboard', id, urls(id));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Single job postings are not offered on this job board.');
    expect((await updateStatus('jobboard', id)).statusCode).toBe(403);
  });

  it('refuses return URLs off the site (no open redirect)', async () => {
    const id = await newOffer();
    for (const bad of [
      'https://evil.example/steal',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      '/ok\r\nSet-Cookie: x=1',
      'javascript:alert(1)',
      'https://user:pass@singleboard.test/x',
      'https://techboard.test/en',
      'relative/path',
      // Paths a browser reads as another host once normalized or decoded.
      '/..//evil.example',
      '/%5Cevil.example',
      '/%2F/evil.example',
      'https:evil.example',
    ]) {
      const res = await create('singleboard', id, { ...urls(id), success_url: bad });
      expect(res.statusCode, bad).toBe(422);
      expect(Object.keys(res.json().errors), bad).toEqual(['success_url']);
    }
    const noBody = await create('singleboard', id, {});
    expect(Object.keys(noBody.json().errors).sort()).toEqual(['cancel_url', 'success_url']);
    expect(
      await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.offerId, id)),
    ).toEqual([]);
  });

  it('keeps other teams out: their offers are 404, the test page is 403, no session reads as 404', async () => {
    const otherCompany = await insertCompany(t.db, other.teamId!);
    const otherOffer = await insertOffer(t.db, other.teamId!, otherCompany);
    expect((await create('singleboard', otherOffer, urls(otherOffer))).statusCode).toBe(404);
    expect((await updateStatus('singleboard', otherOffer)).statusCode).toBe(404);

    const id = await newOffer();
    const session = (await create('singleboard', id, urls(id))).json().data;
    const page = await t.app.inject({ url: session.url, headers: en(other) });
    expect(page.statusCode).toBe(403);
    const pay = await t.app.inject({
      method: 'POST',
      url: `${session.url}/pay`,
      headers: en(other),
    });
    expect(pay.statusCode).toBe(403);
    const signedOut = await t.app.inject({ method: 'POST', url: `${session.url}/pay` });
    expect(signedOut.statusCode).toBe(401);
    // Another team's session id on our offer is not found either.
    const mine = await newOffer();
    const wrong = await updateStatus('singleboard', mine, { session_id: session.id });
    expect(wrong.statusCode).toBe(404);

    const fresh = await newOffer();
    const none = await updateStatus('singleboard', fresh);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('There is no checkout session for this offer.');
    const [stillOpen] = await t.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open')));
    expect(stillOpen).toBeDefined();
  });

  it('refuses an offer already on the board (409) and an unknown test session (404)', async () => {
    const multi = await t.createEmployer();
    const company = await insertCompany(t.db, multi.teamId!);
    const id = await insertOffer(t.db, multi.teamId!, company);
    expect((await publish('singleboard', id, multi)).statusCode).toBe(200);
    const res = await create('singleboard', id, urls(id), multi);
    expect(res.statusCode).toBe(409);
    const unknown = await t.app.inject({
      url: '/api/test-checkout/cs_test_doesnotexist00000',
      headers: en(employer),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
