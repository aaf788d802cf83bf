import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_NOTE_MAX, type ApplicationsPage } from '@jobboard/contracts';
import { applicationNotes, applicationRatings, applications, users } from '../src/db/schema.js';
import { csvCell } from '../src/lib/csv.js';
import { collectAccountData } from '../src/repositories/privacy/account-data.js';
import { deleteAccount } from '../src/repositories/privacy/account-deletion.js';
import { insertApplication, insertCompany, insertOffer } from './fixtures/employer.js';
import { createTestApp, type TestApp, type TestUser } from './helper.js';

let t: TestApp;
let employer: TestUser;
let colleague: TestUser;
let other: TestUser;
let candidates: TestUser[];
let offerId: number;
let otherOfferId: number;
let applicationIds: number[];
let otherApplicationId: number;

beforeAll(async () => {
  t = await createTestApp();
  employer = await t.createEmployer();
  colleague = await t.createEmployer({ teamId: employer.teamId! });
  other = await t.createEmployer();
  await t.db
    .update(users)
    .set({ firstName: 'Rita', lastName: 'Recruteuse' })
    .where(eq(users.id, employer.id));
  candidates = [];
  for (const [first, last, phone] of [
    ['Zoé', 'Bélanger', '+15145550101'],
    ['=HYPERLINK("http://x")', 'O"Brien, Jr', null],
    ['Léa', '-Auclair', '+15145550103'],
  ] as const) {
    const c = await t.createCandidate();
    await t.db
      .update(users)
      .set({ firstName: first, lastName: last, phoneNumber: phone })
      .where(eq(users.id, c.id));
    candidates.push(c);
  }
  const company = await insertCompany(t.db, employer.teamId!);
  offerId = await insertOffer(t.db, employer.teamId!, company, { status: 'published' });
  applicationIds = [];
  for (const c of candidates) {
    const { applicationId } = await insertApplication(t.db, t.app.storage, {
      offerId,
      userId: c.id,
    });
    applicationIds.push(applicationId);
    await new Promise((r) => setTimeout(r, 5)); // distinct created_at
  }
  const otherCompany = await insertCompany(t.db, other.teamId!);
  otherOfferId = await insertOffer(t.db, other.teamId!, otherCompany, { status: 'published' });
  otherApplicationId = (
    await insertApplication(t.db, t.app.storage, {
      offerId: otherOfferId,
      userId: candidates[0]!.id,
    })
  ).applicationId;
});
afterAll(() => t.close());

const as = (user: TestUser, lg: 'fr' | 'en' = 'en') => ({ cookie: `${user.cookie}; lg=${lg}` });
const base = (offer: number) => `/api/jobboard/jobboard/employer/offer/${offer}/applications`;
const notesUrl = (offer: number, application: number) => `${base(offer)}/${application}/notes`;
const ratingUrl = (offer: number, application: number) => `${base(offer)}/${application}/rating`;

describe('notes on an application', () => {
  it('adds trimmed notes with their author and date, lists them oldest first, for the whole team', async () => {
    const id = applicationIds[0]!;
    const first = await t.app.inject({
      method: 'POST',
      url: notesUrl(offerId, id),
      headers: as(employer),
      payload: { body: '  Très bon profil.\nÀ rappeler lundi.  ' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      body: 'Très bon profil.\nÀ rappeler lundi.',
      author: { id: employer.id, first_name: 'Rita', last_name: 'Recruteuse' },
    });
    expect(Date.parse(first.json().data.created_at)).toBeGreaterThan(Date.now() - 60_000);
    const second = await t.app.inject({
      method: 'POST',
      url: notesUrl(offerId, id),
      headers: as(colleague),
      payload: { body: 'x'.repeat(APPLICATION_NOTE_MAX) },
    });
    expect(second.statusCode).toBe(201);

    const list = await t.app.inject({ url: notesUrl(offerId, id), headers: as(colleague) });
    expect(list.statusCode).toBe(200);
    const notes = list.json().data as Array<{ body: string; author: { id: number } }>;
    expect(notes.map((n) => n.author.id)).toEqual([employer.id, colleague.id]);
    expect(notes[0]!.body).toBe('Très bon profil.\nÀ rappeler lundi.');

    // The list says how many notes each application has.
    const page = (
      await t.app.inject({ url: base(offerId), headers: as(employer) })
    ).json() as ApplicationsPage;
    expect(page.data.find((a) => a.id === id)?.notes_count).toBe(2);
    expect(page.data.find((a) => a.id === applicationIds[1])?.notes_count).toBe(0);
  });

  it('refuses an empty or blank note and one past 2,000 characters with field errors', async () => {
    const url = notesUrl(offerId, applicationIds[0]!);
    for (const [body, message] of [
      ['', 'This field is required.'],
      ['   \n\t ', 'This field is required.'],
      ['y'.repeat(APPLICATION_NOTE_MAX + 1), undefined],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: as(employer),
        payload: { body },
      });
      expect(res.statusCode, JSON.stringify(body.slice(0, 5))).toBe(422);
      expect(res.json()).toMatchObject({
        message: expect.any(String),
        errors: { body: [expect.any(String)] },
      });
      if (message) expect(res.json().errors.body[0]).toBe(message);
    }
    const missing = await t.app.inject({ method: 'POST', url, headers: as(employer), payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.body).toBeDefined();
  });

  it('is 401 signed out, 403 to a candidate and without manage_candidates', async () => {
    const url = notesUrl(offerId, applicationIds[0]!);
    for (const method of ['GET', 'POST'] as const) {
      const payload = method === 'POST' ? { body: 'note' } : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
      const candidate = await t.app.inject({
        method,
        url,
        payload,
        headers: as(candidates[0]!),
      });
      expect(candidate.statusCode).toBe(403);
      const limited = await t.createEmployer({
        teamId: employer.teamId!,
        permissions: ['manage_offers', 'manage_companies'],
      });
      const res = await t.app.inject({ method, url, payload, headers: as(limited) });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Permission required: manage_candidates.');
    }
  });

  it("is 404 for another team's application, another offer's, or on an unknown board", async () => {
    for (const url of [
      notesUrl(otherOfferId, otherApplicationId),
      notesUrl(offerId, otherApplicationId),
      notesUrl(otherOfferId, applicationIds[0]!),
      notesUrl(offerId, 999_999),
    ]) {
      expect((await t.app.inject({ url, headers: as(employer) })).statusCode, url).toBe(404);
      const post = await t.app.inject({
        method: 'POST',
        url,
        headers: as(employer),
        payload: { body: 'Intrus' },
      });
      expect(post.statusCode, url).toBe(404);
    }
    const otherBoard = await t.app.inject({
      url: notesUrl(offerId, applicationIds[0]!).replace(
        '/jobboard/jobboard/',
        '/jobboard/nowhere/',
      ),
      headers: as(employer),
    });
    expect(otherBoard.statusCode).toBe(404);
    expect(
      await t.db.select().from(applicationNotes).where(eq(applicationNotes.body, 'Intrus')),
    ).toEqual([]);
  });
});

describe('rating an application', () => {
  it('sets, changes and clears it; the list shows it', async () => {
    const id = applicationIds[1]!;
    const rated = (rating: number | null) =>
      t.app.inject({
        method: 'PUT',
        url: ratingUrl(offerId, id),
        headers: as(employer),
        payload: { rating },
      });
    const ratingOf = async () =>
      (
        (
          await t.app.inject({ url: base(offerId), headers: as(colleague) })
        ).json() as ApplicationsPage
      ).data.find((a) => a.id === id)?.rating;
    expect(await ratingOf()).toBeNull();
    const four = await rated(4);
    expect(four.statusCode).toBe(200);
    expect(four.json()).toEqual({ data: { rating: 4 } });
    expect(await ratingOf()).toBe(4);
    expect((await rated(2)).statusCode).toBe(200);
    expect(await ratingOf()).toBe(2);
    expect((await rated(null)).json()).toEqual({ data: { rating: null } });
    expect(await ratingOf()).toBeNull();
    expect(
      await t.db.select().from(applicationRatings).where(eq(applicationRatings.applicationId, id)),
    ).toEqual([]);
  });

  it('refuses 0, 6, 2.5, a string and a missing rating with a 422 on rating', async () => {
    for (const rating of [0, 6, 2.5, -1, '3', undefined]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: ratingUrl(offerId, applicationIds[0]!),
        headers: as(employer),
        payload: rating === undefined ? {} : { rating },
      });
      expect(res.statusCode, String(rating)).toBe(422);
      expect(res.json().errors.rating, String(rating)).toHaveLength(1);
    }
  });

  it("is 404 for another team's application and 403 to a candidate", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: ratingUrl(otherOfferId, otherApplicationId),
      headers: as(employer),
      payload: { rating: 5 },
    });
    expect(res.statusCode).toBe(404);
    const candidate = await t.app.inject({
      method: 'PUT',
      url: ratingUrl(offerId, applicationIds[0]!),
      headers: as(candidates[0]!),
      payload: { rating: 5 },
    });
    expect(candidate.statusCode).toBe(403);
  });
});

describe('what the candidate sees', () => {
  it("never shows the team's notes or rating: not in their applications, not in their privacy export", async () => {
    const candidate = candidates[0]!;
    const id = applicationIds[0]!;
    await t.app.inject({
      method: 'PUT',
      url: ratingUrl(offerId, id),
      headers: as(employer),
      payload: { rating: 5 },
    });
    const mine = await t.app.inject({
      url: '/api/jobboard/jobboard/user/applications',
      headers: as(candidate),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain('rappeler');
    expect(mine.body).not.toContain('rating');
    const exported = await collectAccountData(t.db, candidate.id);
    const text = JSON.stringify(exported);
    expect(text).not.toContain('rappeler');
    // The tables naming the account list only what it wrote itself: nothing, for a candidate.
    expect(exported?.data.tables).toMatchObject({ application_notes: [], application_ratings: [] });
    expect(text).not.toMatch(/"rating"/);
  });

  it("takes the team's notes on a candidate's applications with their account, keeps the rating", async () => {
    const candidate = await t.createCandidate();
    const { applicationId } = await insertApplication(t.db, t.app.storage, {
      offerId,
      userId: candidate.id,
    });
    await t.db
      .insert(applicationNotes)
      .values({ applicationId, authorId: employer.id, body: 'Nom' });
    await t.db
      .insert(applicationRatings)
      .values({ applicationId, rating: 3, ratedBy: employer.id });
    await t.db.transaction((tx) => deleteAccount(tx, candidate.id, 'jobboard'));
    expect(
      await t.db
        .select()
        .from(applicationNotes)
        .where(eq(applicationNotes.applicationId, applicationId)),
    ).toEqual([]);
    const [kept] = await t.db
      .select({ rating: applicationRatings.rating })
      .from(applicationRatings)
      .where(eq(applicationRatings.applicationId, applicationId));
    expect(kept?.rating).toBe(3);
    await t.db.delete(applications).where(eq(applications.id, applicationId));
  });
});

describe('the CSV export', () => {
  const exportUrl = (offer: number, lg?: 'fr' | 'en') =>
    `${base(offer)}/export${lg ? `?lg=${lg}` : ''}`;

  it('quotes every field, defuses formulas, starts with a BOM, in the page language', async () => {
    await t.app.inject({
      method: 'PUT',
      url: ratingUrl(offerId, applicationIds[2]!),
      headers: as(employer),
      payload: { rating: 3 },
    });
    const res = await t.app.inject({ url: exportUrl(offerId, 'fr'), headers: as(employer, 'en') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="candidatures-offre-\d+\.csv"/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      '"Prénom","Nom","Courriel","Téléphone","Étape","Date de candidature","Note (1 à 5)"',
    );
    const day = new Date().toISOString().slice(0, 8); // the same month, whatever the time zone
    // Newest first: Léa, then the one with the formula, then Zoé.
    expect(lines[1]).toMatch(
      new RegExp(
        `^"Léa","'-Auclair","${candidates[2]!.email}","'\\+15145550103","Reçue","${day}\\d\\d","3"$`,
      ),
    );
    expect(lines[2]).toBe(
      `"'=HYPERLINK(""http://x"")","O""Brien, Jr","${candidates[1]!.email}","","Reçue","${lines[2]!.match(/\d{4}-\d{2}-\d{2}/)![0]}",""`,
    );
    expect(lines[3]).toContain(`"Zoé","Bélanger"`);
    expect(lines[3]).toMatch(/"5"$/);
    expect(lines).toHaveLength(5);
    // No other offer's application (the same candidate applied to the other team's offer).
    expect(res.body.split(candidates[0]!.email)).toHaveLength(2);
  });

  it('speaks English with lg=en, stage names included', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `${base(offerId)}/${applicationIds[0]!}/stage`,
      headers: as(employer),
      payload: { stage: 'interview' },
    });
    const res = await t.app.inject({ url: exportUrl(offerId, 'en'), headers: as(employer, 'fr') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="applications-offer-\d+\.csv"/);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"First name","Last name","E-mail","Phone","Stage","Date applied","Rating (1 to 5)"',
    );
    expect(lines[3]).toMatch(/^"Zoé","Bélanger",.*,"Interview","\d{4}-\d{2}-\d{2}","5"$/);
    expect(lines[1]).toContain('"Received"');
    // Without lg the cookie's language is used.
    const cookie = await t.app.inject({ url: exportUrl(offerId), headers: as(employer, 'fr') });
    expect(cookie.body).toContain('"Prénom"');
  });

  it('is guarded as the applications list: 401, 403, 404 for another team', async () => {
    const url = exportUrl(offerId, 'fr');
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: as(candidates[0]!) })).statusCode).toBe(403);
    const limited = await t.createEmployer({
      teamId: employer.teamId!,
      permissions: ['manage_offers'],
    });
    expect((await t.app.inject({ url, headers: as(limited) })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: exportUrl(otherOfferId, 'fr'), headers: as(employer) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: exportUrl(999_999, 'fr'), headers: as(employer) })).statusCode,
    ).toBe(404);
  });

  it('prefixes each dangerous first character and quotes the rest', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell('a "b", c\nd')).toBe('"a ""b"", c\nd"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(4)).toBe('"4"');
    expect(csvCell('Montréal 1+1')).toBe('"Montréal 1+1"');
  });
});
