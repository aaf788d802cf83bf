import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, ApplicationsPage, CandidateApplication } from '@jobboard/contracts';
import { applications, offerJobboards, users } from '../src/db/schema.js';
import { JOBS } from '../src/services/jobs.js';
import { sendSettledStageMails } from '../src/services/stage-mails.js';
import { fixtureManifest } from './fixtures/brands.js';
import { insertApplication, insertCompany, insertOffer } from './fixtures/employer.js';
import { createTestApp, FIXTURE_BRANDS, type TestApp, type TestUser } from './helper.js';

/** A board whose manifest turns the stage mails off (behaviour.notifyApplicationStages). */
const QUIET = fixtureManifest('quietboard', 'quietboard.test', {
  behaviour: { notifyApplicationStages: false },
});

let t: TestApp;
let employer: TestUser;
let colleague: TestUser;
let other: TestUser;
let candidates: TestUser[];
let offerId: number;
let otherOfferId: number;
const applied: Array<{ applicationId: number; documentId: number }> = [];
let otherApplication: { applicationId: number; documentId: number };

beforeAll(async () => {
  t = await createTestApp({ brands: [...FIXTURE_BRANDS, QUIET] });
  employer = await t.createEmployer({ language: 'fr' });
  colleague = await t.createEmployer({
    teamId: employer.teamId!,
    permissions: ['manage_candidates'],
  });
  other = await t.createEmployer();
  candidates = [];
  for (const [first, language] of [
    ['Zoé', 'fr'],
    ['Adam', 'en'],
    ['Léa', 'fr'],
    ['Noah', 'en'],
  ] as const) {
    const c = await t.createCandidate();
    await t.db.update(users).set({ firstName: first, language }).where(eq(users.id, c.id));
    candidates.push(c);
  }
  const company = await insertCompany(t.db, employer.teamId!);
  offerId = await insertOffer(t.db, employer.teamId!, company, {
    status: 'published',
    titleEn: 'Test offer',
    slugEn: 'test-offer',
  });
  await t.db
    .insert(offerJobboards)
    .values({ offerId, jobboard: 'jobboard', offerCreatedAt: new Date() });
  for (const c of candidates)
    applied.push(await insertApplication(t.db, t.app.storage, { offerId, userId: c.id }));
  const otherCompany = await insertCompany(t.db, other.teamId!);
  otherOfferId = await insertOffer(t.db, other.teamId!, otherCompany, { status: 'published' });
  otherApplication = await insertApplication(t.db, t.app.storage, {
    offerId: otherOfferId,
    userId: candidates[0]!.id,
  });
});
afterAll(() => t.close());

const en = (user: TestUser) => ({ cookie: `${user.cookie}; lg=en` });
const base = (offer: number) => `/api/jobboard/jobboard/employer/offer/${offer}/applications`;
const setStage = (offer: number, application: number, stage: string, user = employer) =>
  t.app.inject({
    method: 'PUT',
    url: `${base(offer)}/${application}/stage`,
    headers: en(user),
    payload: { stage },
  });
const bulk = (offer: number, ids: number[], stage: string, user = employer) =>
  t.app.inject({
    method: 'POST',
    url: `${base(offer)}/stage`,
    headers: en(user),
    payload: { application_ids: ids, stage },
  });
const stageOf = async (id: number) =>
  (await t.db.select().from(applications).where(eq(applications.id, id)))[0]!.stage;
/** The stage mails sent so far (the outbox, once the queue is idle). */
const sentStageMails = async (to: string) =>
  (await t.mailer.listOutbox(to)).filter((m) => m.template.startsWith('application-'));
/** As if STAGE_MAIL_DELAY_SECONDS had passed since every move not yet mailed. */
const settleMoves = () =>
  t.db
    .update(applications)
    .set({
      stageChangedAt: sql`${applications.stageChangedAt} - ${t.env.STAGE_MAIL_DELAY_SECONDS}::int * interval '1 second'`,
    })
    .where(sql`${applications.notifiedStage} <> ${applications.stage}`);
/**
 * The moves settled (settleMoves), then the sweep they queued for that time: the stage mails
 * they make. The sweep is called, not queued: a sweep job that failed would leave the outbox
 * empty and the queue idle, and the test would read "no mail" instead of the sweep's error (the
 * queued sweep has a test of its own).
 */
const stageMails = async (to: string) => {
  await settleMoves();
  await sendSettledStageMails(t.app);
  return sentStageMails(to);
};
const mine = async (user: TestUser, board = 'jobboard') => {
  const res = await t.app.inject({
    url: `/api/jobboard/${board}/user/applications`,
    headers: { ...en(user), host: `${board}.test` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as CandidateApplication[];
};

describe('application stages (employer)', () => {
  it('starts received; the list says so', async () => {
    const res = await t.app.inject({ url: base(offerId), headers: en(employer) });
    const page = res.json() as ApplicationsPage;
    expect(page.data.map((a) => a.stage)).toEqual(['received', 'received', 'received', 'received']);
  });

  it('the first opening of an application marks it viewed, later ones change nothing', async () => {
    const { applicationId } = applied[0]!;
    const first = await t.app.inject({
      url: `${base(offerId)}/${applicationId}`,
      headers: en(employer),
    });
    expect(first.statusCode).toBe(200);
    expect((first.json().data as Application).stage).toBe('viewed');
    await setStage(offerId, applicationId, 'in_review');
    const again = await t.app.inject({
      url: `${base(offerId)}/${applicationId}`,
      headers: en(employer),
    });
    expect(again.json().data.stage).toBe('in_review');
  });

  it('downloading a document is an opening too', async () => {
    const { applicationId, documentId } = applied[3]!;
    expect(await stageOf(applicationId)).toBe('received');
    const res = await t.app.inject({
      url: `${base(offerId)}/${applicationId}/documents/${documentId}`,
      headers: en(employer),
    });
    expect(res.statusCode).toBe(200);
    expect(await stageOf(applicationId)).toBe('viewed');
  });

  it('moves one application and mails the candidate in their language, from the board applied on', async () => {
    const { applicationId } = applied[1]!; // Adam, English
    const res = await setStage(offerId, applicationId, 'interview');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: applicationId, stage: 'interview' });
    const mails = await stageMails(candidates[1]!.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'application-stage', lang: 'en' });
    expect(mails[0]!.subject).toBe('Your application: Test offer – jobboard');
    expect(mails[0]!.text).toContain('New stage: interview.');
    expect(mails[0]!.text).toContain('/en/my-applications');
    expect(mails[0]!.html).toContain('See my applications');
  });

  it('"not retained" has its own respectful mail, in French for a French candidate', async () => {
    const { applicationId } = applied[2]!; // Léa, French
    expect((await setStage(offerId, applicationId, 'not_retained')).statusCode).toBe(200);
    const [mail] = await stageMails(candidates[2]!.email);
    expect(mail).toMatchObject({ template: 'application-not-retained', lang: 'fr' });
    expect(mail!.text).toContain('Merci de l');
    expect(mail!.text).toContain('ne remet pas en question vos compétences');
    expect(mail!.text).toContain('/fr/mes-candidatures');
  });

  it('moves several at once; an application already at the stage is not counted nor mailed twice', async () => {
    const ids = applied.map((a) => a.applicationId);
    const before = (await stageMails(candidates[1]!.email)).length;
    await setStage(offerId, applied[3]!.applicationId, 'offer');
    const res = await bulk(offerId, ids, 'offer');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.updated).toEqual(ids.slice(0, 3).sort((a, b) => a - b));
    for (const id of ids) expect(await stageOf(id)).toBe('offer');
    expect(await stageMails(candidates[1]!.email)).toHaveLength(before + 1);
  });

  it('twenty moves of one application within the delay send its candidate one mail, with the last stage', async () => {
    const { applicationId } = applied[3]!; // Noah, English
    const before = (await stageMails(candidates[3]!.email)).length;
    const stages = ['in_review', 'offer', 'not_retained', 'interview'];
    for (let i = 0; i < 20; i++) {
      const stage = stages[i % stages.length]!;
      const res =
        i % 2
          ? await setStage(offerId, applicationId, stage)
          : await bulk(offerId, [applicationId], stage);
      expect(res.statusCode).toBe(200);
    }
    // Within the delay: nothing yet, although the queue is idle.
    expect(await sentStageMails(candidates[3]!.email)).toHaveLength(before);
    const mails = (await stageMails(candidates[3]!.email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'application-stage', lang: 'en' });
    expect(mails[0]!.text).toContain('New stage: interview.');
    // Swept again: nothing more.
    expect(await stageMails(candidates[3]!.email)).toHaveLength(before + 1);
  });

  it('a move undone within the delay sends nothing', async () => {
    const { applicationId } = applied[3]!;
    const before = (await stageMails(candidates[3]!.email)).length;
    expect((await setStage(offerId, applicationId, 'not_retained')).statusCode).toBe(200);
    expect((await setStage(offerId, applicationId, 'interview')).statusCode).toBe(200);
    expect(await stageMails(candidates[3]!.email)).toHaveLength(before);
  });

  it('the queued sweep (the job each move schedules) sends what the direct call does', async () => {
    const { applicationId } = applied[3]!; // Noah, English
    const before = (await stageMails(candidates[3]!.email)).length;
    expect((await setStage(offerId, applicationId, 'offer')).statusCode).toBe(200);
    await settleMoves();
    await t.app.jobs.send(JOBS.stageMails, {});
    const mails = (await sentStageMails(candidates[3]!.email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('New stage: offer.');
  });

  it('runs a move again when it loses to a concurrent one (deadlock, serialization failure), never a 500', async () => {
    // The database fails the next moves as PostgreSQL does when two transactions deadlock or
    // cannot be serialized (a sequence counts them: it is not rolled back with them).
    await t.db.execute(sql`create sequence stage_conflicts`);
    await t.db.execute(sql`create function fail_stage_moves() returns trigger language plpgsql as $$
      declare n bigint := nextval('stage_conflicts');
      begin
        if n = 1 then raise exception 'deadlock detected' using errcode = '40P01'; end if;
        if n = 2 then raise exception 'could not serialize access' using errcode = '40001'; end if;
        if n >= 100 then raise exception 'deadlock detected' using errcode = '40P01'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`create trigger fail_stage_moves before update of stage on applications
      for each statement execute function fail_stage_moves()`);
    try {
      const ids = applied.slice(0, 3).map((a) => a.applicationId);
      const res = await bulk(offerId, ids, 'in_review');
      expect(res.statusCode, res.body).toBe(200);
      for (const id of ids) expect(await stageOf(id)).toBe('in_review');
      // Still losing after every retry: a 503 to try again, nothing changed.
      await t.db.execute(sql`select setval('stage_conflicts', 100)`);
      const lost = await bulk(offerId, ids, 'interview');
      expect(lost.statusCode).toBe(503);
      expect(lost.headers['retry-after']).toBe('1');
      for (const id of ids) expect(await stageOf(id)).toBe('in_review');
    } finally {
      await t.db.execute(sql`drop trigger fail_stage_moves on applications`);
      await t.db.execute(sql`drop function fail_stage_moves()`);
      await t.db.execute(sql`drop sequence stage_conflicts`);
    }
  });

  it('no mail when the board applied on turns them off', async () => {
    const { applicationId } = applied[0]!;
    await t.db
      .update(applications)
      .set({ jobboard: 'quietboard' })
      .where(eq(applications.id, applicationId));
    const before = (await stageMails(candidates[0]!.email)).length;
    expect((await setStage(offerId, applicationId, 'interview')).statusCode).toBe(200);
    expect(await stageOf(applicationId)).toBe('interview');
    expect(await stageMails(candidates[0]!.email)).toHaveLength(before);
    await t.db
      .update(applications)
      .set({ jobboard: 'jobboard' })
      .where(eq(applications.id, applicationId));
  });

  it('an employer changes stages only on its own team offers (404), needs manage_candidates (403)', async () => {
    const mineId = applied[0]!.applicationId;
    // Another team: its own offer id with our application, or our offer: not found.
    expect((await setStage(offerId, mineId, 'in_review', other)).statusCode).toBe(404);
    expect((await setStage(otherOfferId, mineId, 'in_review', employer)).statusCode).toBe(404);
    expect((await setStage(offerId, otherApplication.applicationId, 'in_review')).statusCode).toBe(
      404,
    );
    expect(
      (await bulk(offerId, [mineId, otherApplication.applicationId], 'in_review')).statusCode,
    ).toBe(404);
    expect(await stageOf(mineId)).toBe('interview');
    expect(await stageOf(otherApplication.applicationId)).toBe('received');
    // Opening another team's application does not mark it viewed.
    const peek = await t.app.inject({
      url: `${base(otherOfferId)}/${otherApplication.applicationId}`,
      headers: en(employer),
    });
    expect(peek.statusCode).toBe(404);
    expect(await stageOf(otherApplication.applicationId)).toBe('received');
    // A colleague of the same team with manage_candidates may.
    expect((await setStage(offerId, mineId, 'in_review', colleague)).statusCode).toBe(200);
    const limited = await t.createEmployer({
      teamId: employer.teamId!,
      permissions: ['manage_offers', 'manage_companies'],
    });
    expect((await setStage(offerId, mineId, 'offer', limited)).statusCode).toBe(403);
    expect((await setStage(offerId, mineId, 'offer', candidates[0]!)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `${base(offerId)}/${mineId}/stage`,
      payload: { stage: 'offer' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses withdrawn as an employer stage and an unknown stage (422)', async () => {
    const id = applied[0]!.applicationId;
    expect((await setStage(offerId, id, 'withdrawn')).statusCode).toBe(422);
    expect((await setStage(offerId, id, 'hired')).statusCode).toBe(422);
  });
});

describe('my applications (candidate)', () => {
  it('lists the candidate own applications only, with offer, company, date and stage', async () => {
    const zoe = await mine(candidates[0]!);
    expect(zoe.map((a) => a.id).sort()).toEqual(
      [applied[0]!.applicationId, otherApplication.applicationId].sort(),
    );
    const here = zoe.find((a) => a.id === applied[0]!.applicationId)!;
    expect(here).toMatchObject({
      stage: 'in_review',
      offer: { id: offerId, contents: { fr: { title: 'Offre de test' } }, listed: true },
    });
    expect(here.offer.company?.name_fr).toBeTruthy();
    expect(Date.parse(here.created_at)).not.toBeNaN();
    // Listed only where its page opens: not published on techboard.
    const elsewhere = await mine(candidates[0]!, 'techboard');
    const there = elsewhere.find((a) => a.id === applied[0]!.applicationId)!;
    expect(there.offer.listed).toBe(false);
    // The way to it: its page on the board it was applied on, in each language.
    expect(there.applied_on?.board).toBe('jobboard');
    expect(there.applied_on?.label.fr).toBeTruthy();
    expect(there.applied_on?.url?.fr).toMatch(
      new RegExp(`^https?://[^/]+/fr/offre/[^/]+/${offerId}$`),
    );
    expect(there.applied_on?.url?.en).toMatch(
      new RegExp(`^https?://[^/]+/en/offer/[^/]+/${offerId}$`),
    );
    const adam = await mine(candidates[1]!);
    expect(adam.map((a) => a.id)).toEqual([applied[1]!.applicationId]);
  });

  it('needs a candidate session', async () => {
    expect(
      (await t.app.inject({ url: '/api/jobboard/jobboard/user/applications' })).statusCode,
    ).toBe(401);
    const res = await t.app.inject({
      url: '/api/jobboard/jobboard/user/applications',
      headers: en(employer),
    });
    expect(res.statusCode).toBe(403);
  });

  it('withdraws: the employer sees it withdrawn, its documents are no longer served, its stage is frozen', async () => {
    const { applicationId, documentId } = applied[1]!; // Adam's
    const documentUrl = `${base(offerId)}/${applicationId}/documents/${documentId}`;
    expect((await t.app.inject({ url: documentUrl, headers: en(employer) })).statusCode).toBe(200);
    // Another candidate cannot withdraw it.
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/jobboard/jobboard/user/applications/${applicationId}/withdraw`,
      headers: en(candidates[0]!),
    });
    expect(stranger.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/jobboard/jobboard/user/applications/${applicationId}/withdraw`,
      headers: en(candidates[1]!),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ id: applicationId, stage: 'withdrawn' });
    const list = (
      await t.app.inject({ url: base(offerId), headers: en(employer) })
    ).json() as ApplicationsPage;
    const row = list.data.find((a) => a.id === applicationId)!;
    expect(row.stage).toBe('withdrawn');
    expect(row.documents).toEqual([]);
    const download = await t.app.inject({ url: documentUrl, headers: en(employer) });
    expect(download.statusCode).toBe(404);
    const refused = await setStage(offerId, applicationId, 'interview');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.stage).toEqual([
      'The candidate withdrew this application: its stage can no longer change.',
    ]);
    // In a batch it is skipped, the others move.
    const batch = await bulk(offerId, [applicationId, applied[2]!.applicationId], 'interview');
    expect(batch.json().data.updated).toEqual([applied[2]!.applicationId]);
    expect(await stageOf(applicationId)).toBe('withdrawn');
  });
});
