import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OFFER_STATS_DAYS,
  offerDate,
  type EmployerOffer,
  type OfferStats,
} from '@jobboard/contracts';
import { applications, offerJobboards, offerStats } from '../src/db/schema.js';
import { changesPublicPages } from '../src/lib/public-writes.js';
import { addOfferStats, getOfferStats } from '../src/repositories/offer-stats.js';
import { createOfferStatsRecorder } from '../src/services/offer-stats.js';
import { insertApplication, insertCompany, insertOffer } from './fixtures/employer.js';
import { createTestApp, type TestApp, type TestUser } from './helper.js';

let t: TestApp;
let employer: TestUser;
let other: TestUser;
let offerId: number;
let draftId: number;
let otherOfferId: number;

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

beforeAll(async () => {
  t = await createTestApp();
  employer = await t.createEmployer();
  other = await t.createEmployer();
  const company = await insertCompany(t.db, employer.teamId!);
  offerId = await insertOffer(t.db, employer.teamId!, company, { status: 'published' });
  draftId = await insertOffer(t.db, employer.teamId!, company);
  await t.db.insert(offerJobboards).values(
    ['jobboard', 'careboard'].map((jobboard) => ({
      offerId,
      jobboard,
      offerCreatedAt: new Date(),
    })),
  );
  const otherCompany = await insertCompany(t.db, other.teamId!);
  otherOfferId = await insertOffer(t.db, other.teamId!, otherCompany, { status: 'published' });
  await t.db
    .insert(offerJobboards)
    .values({ offerId: otherOfferId, jobboard: 'jobboard', offerCreatedAt: new Date() });
});
afterAll(() => t?.close());

const beacon = (id: number | string, event: string, board = 'jobboard', userAgent = BROWSER) =>
  t.app.inject({
    method: 'POST',
    url: `/api/jobboard/${board}/offers/${id}/events/${event}`,
    headers: {
      host: `${board}.test`,
      origin: `http://${board}.test`,
      'user-agent': userAgent,
      'content-type': 'text/plain;charset=UTF-8',
    },
    payload: '',
  });

const rowsOf = (id: number) =>
  t.db.select().from(offerStats).where(eq(offerStats.offerId, id)).orderBy(offerStats.jobboard);

describe('counting views and Apply clicks', () => {
  it('answers 204 and counts each in the batch written at the next flush, robots left out', async () => {
    for (let i = 0; i < 3; i++) expect((await beacon(offerId, 'view')).statusCode).toBe(204);
    expect((await beacon(offerId, 'apply-click')).statusCode).toBe(204);
    expect((await beacon(offerId, 'view', 'jobboard', GOOGLEBOT)).statusCode).toBe(204);
    expect(await rowsOf(offerId)).toEqual([]); // nothing written before the flush
    await t.app.offerStats.flush();
    expect(await rowsOf(offerId)).toEqual([
      { offerId, jobboard: 'jobboard', day: offerDate(), views: 3, applyClicks: 1 },
    ]);
  });

  it('adds to the row of the day, and never counts an offer not on the board', async () => {
    await beacon(offerId, 'view');
    await beacon(draftId, 'view'); // a draft is on no board
    await beacon(otherOfferId, 'view', 'careboard'); // on jobboard only
    await beacon(999_999, 'view');
    await t.app.offerStats.flush();
    expect(await rowsOf(offerId)).toEqual([
      { offerId, jobboard: 'jobboard', day: offerDate(), views: 4, applyClicks: 1 },
    ]);
    expect(await rowsOf(draftId)).toEqual([]);
    expect(await rowsOf(otherOfferId)).toEqual([]);
  });

  it('refuses an unknown event (422), another host’s board and a made-up board (404)', async () => {
    expect((await beacon(offerId, 'click')).statusCode).toBe(422);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/jobboard/careboard/offers/${offerId}/events/view`,
      headers: { host: 'jobboard.test', origin: 'http://jobboard.test', 'user-agent': BROWSER },
    });
    expect(res.statusCode).toBe(404);
    expect((await beacon(offerId, 'view', 'nowhere')).statusCode).toBe(404);
    expect((await beacon('abc', 'view')).statusCode).toBe(404);
  });

  it('does not empty the page cache: a view changes no page', () => {
    const route = '/api/jobboard/:jobboard/offers/:id/events/:event';
    expect(t.app.hasRoute({ method: 'POST', url: route })).toBe(true);
    expect(changesPublicPages('POST', route)).toBe(false);
  });

  it('loses no count when processes write the same rows at once (one upsert each)', async () => {
    const day = offerDate(-1);
    await Promise.all(
      Array.from({ length: 8 }, () =>
        addOfferStats(t.db, [{ offerId, board: 'careboard', day, views: 5, applyClicks: 1 }]),
      ),
    );
    const [row] = (await rowsOf(offerId)).filter((r) => r.day === day);
    expect(row).toMatchObject({ jobboard: 'careboard', views: 40, applyClicks: 8 });
  });

  it('counts on the day of the offers’ time zone, which ends at its midnight', async () => {
    let at = new Date('2026-01-15T04:59:59Z'); // 23:59:59 in Montréal
    const recorder = createOfferStatsRecorder(t.db, { flushMs: 60_000, now: () => at });
    recorder.record({ offerId, board: 'jobboard', event: 'view', userAgent: BROWSER });
    at = new Date('2026-01-15T05:00:00Z');
    recorder.record({ offerId, board: 'jobboard', event: 'apply-click', userAgent: BROWSER });
    await recorder.close();
    const rows = (await rowsOf(offerId))
      .filter((r) => r.day.startsWith('2026-01'))
      .sort((a, b) => a.day.localeCompare(b.day));
    expect(rows.map((r) => [r.day, r.views, r.applyClicks])).toEqual([
      ['2026-01-14', 1, 0],
      ['2026-01-15', 0, 1],
    ]);
    await t.db.delete(offerStats).where(sql`${offerStats.day} < '2026-02-01'`);
  });

  it('keeps the counts of a failed write for the next one', async () => {
    let fail = true;
    const errors: unknown[] = [];
    const flaky = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key === 'execute' && fail) return () => Promise.reject(new Error('database away'));
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const recorder = createOfferStatsRecorder(flaky, {
      flushMs: 60_000,
      now: () => new Date(Date.now() - 2 * 86_400_000),
      onError: (error) => errors.push(error),
    });
    recorder.record({ offerId, board: 'jobboard', event: 'view', userAgent: BROWSER });
    await recorder.flush();
    expect(errors).toHaveLength(1);
    recorder.record({ offerId, board: 'jobboard', event: 'view', userAgent: BROWSER });
    fail = false;
    await recorder.close();
    const [row] = (await rowsOf(offerId)).filter((r) => r.day === offerDate(-2));
    expect(row).toMatchObject({ jobboard: 'jobboard', views: 2, applyClicks: 0 });
  });
});

describe('GET /api/jobboard/{board}/employer/offer/{offerId}/stats', () => {
  const url = (id: number) => `/api/jobboard/jobboard/employer/offer/${id}/stats`;

  it('answers 401, 403 to a candidate and without manage_offers, 404 for another team’s offer', async () => {
    expect((await t.app.inject({ url: url(offerId) })).statusCode).toBe(401);
    const candidate = await t.createCandidate();
    expect(
      (await t.app.inject({ url: url(offerId), headers: { cookie: candidate.cookie } })).statusCode,
    ).toBe(403);
    const limited = await t.createEmployer({
      teamId: employer.teamId!,
      permissions: ['manage_candidates'],
    });
    const res = await t.app.inject({
      url: url(offerId),
      headers: { cookie: `${limited.cookie}; lg=en` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Permission required: manage_offers.');
    const foreign = await t.app.inject({
      url: url(otherOfferId),
      headers: { cookie: employer.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: url(999_999), headers: { cookie: employer.cookie } })).statusCode,
    ).toBe(404);
  });

  it('gives every board the offer is on, 30 days each, with its applications and their share of views', async () => {
    const candidate = await t.createCandidate();
    const teammate = await t.createEmployer({
      teamId: employer.teamId!,
      permissions: ['manage_offers'],
    });
    await insertApplication(t.db, t.app.storage, { offerId, userId: candidate.id });
    const res = await t.app.inject({ url: url(offerId), headers: { cookie: teammate.cookie } });
    expect(res.statusCode).toBe(200);
    const stats = res.json().data as OfferStats;
    expect(stats.to).toBe(offerDate());
    expect(stats.from).toBe(offerDate(1 - OFFER_STATS_DAYS));
    // In the order the offer was published on them (here at once: by name).
    expect(stats.boards.map((b) => [b.board, b.published])).toEqual([
      ['careboard', true],
      ['jobboard', true],
    ]);
    const [care, main] = stats.boards;
    expect(main!.days).toHaveLength(OFFER_STATS_DAYS);
    expect(main!.days.at(-1)).toEqual({
      date: offerDate(),
      views: 4,
      apply_clicks: 1,
      applications: 1,
    });
    expect(main!.totals).toEqual({
      views: 6,
      apply_clicks: 1,
      applications: 1,
      application_rate: 1 / 6,
    });
    expect(care!.totals).toEqual({
      views: 40,
      apply_clicks: 8,
      applications: 0,
      application_rate: 0,
    });
    expect(care!.days.at(-2)).toMatchObject({ date: offerDate(-1), views: 40 });
  });

  it('keeps a board the offer left, and leaves out days before the period and held applications', async () => {
    await t.db.delete(offerJobboards).where(eq(offerJobboards.jobboard, 'careboard'));
    await t.db.insert(offerStats).values({
      offerId,
      jobboard: 'jobboard',
      day: offerDate(-OFFER_STATS_DAYS),
      views: 1000,
    });
    const candidate = await t.createCandidate();
    const held = await insertApplication(t.db, t.app.storage, { offerId, userId: candidate.id });
    await t.db
      .update(applications)
      .set({ heldUntilConfirmed: true })
      .where(eq(applications.id, held.applicationId));
    const stats = (await getOfferStats(t.db, employer.teamId!, offerId))!;
    expect(stats.boards.map((b) => [b.board, b.published])).toEqual([
      ['jobboard', true],
      ['careboard', false],
    ]);
    expect(stats.boards[0]!.totals).toMatchObject({ views: 6, applications: 1 });
    expect(await getOfferStats(t.db, other.teamId!, offerId)).toBeUndefined();
  });

  it('puts every board’s views in « Mes offres » (views_count)', async () => {
    const res = await t.app.inject({
      url: '/api/ats/offers',
      headers: { cookie: employer.cookie },
    });
    expect(res.statusCode).toBe(200);
    const offers = res.json().data as EmployerOffer[];
    expect(offers.find((o) => o.id === offerId)).toMatchObject({
      views_count: 1046,
      applications_count: 1,
    });
    expect(offers.find((o) => o.id === draftId)).toMatchObject({ views_count: 0 });
  });
});
