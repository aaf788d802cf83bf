import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationsPage } from '@jobboard/contracts';
import { documents, users } from '../src/db/schema.js';
import { insertApplication, insertCompany, insertOffer } from './fixtures/employer.js';
import { createTestApp, type TestApp, type TestUser } from './helper.js';

let t: TestApp;
let employer: TestUser;
let other: TestUser;
let candidates: TestUser[];
let offerId: number;
let otherOfferId: number;
const applied: Array<{ applicationId: number; documentId: number; bytes: Buffer }> = [];
let otherApplication: { applicationId: number; documentId: number };

beforeAll(async () => {
  t = await createTestApp();
  employer = await t.createEmployer();
  other = await t.createEmployer();
  candidates = [];
  for (const [first, last] of [
    ['Zoé', 'Bélanger'],
    ['Adam', 'Tremblay'],
    ['Léa', 'Auclair'],
  ] as const) {
    const c = await t.createCandidate();
    await t.db.update(users).set({ firstName: first, lastName: last }).where(eq(users.id, c.id));
    candidates.push(c);
  }
  const company = await insertCompany(t.db, employer.teamId!);
  offerId = await insertOffer(t.db, employer.teamId!, company, { status: 'published' });
  for (const [i, c] of candidates.entries()) {
    applied.push(
      await insertApplication(t.db, t.app.storage, {
        offerId,
        userId: c.id,
        message: i === 0 ? 'Bonjour!' : undefined,
        content: `resume ${i}`,
      }),
    );
    await new Promise((r) => setTimeout(r, 5)); // distinct created_at
  }
  const otherCompany = await insertCompany(t.db, other.teamId!);
  otherOfferId = await insertOffer(t.db, other.teamId!, otherCompany, { status: 'published' });
  otherApplication = await insertApplication(t.db, t.app.storage, {
    offerId: otherOfferId,
    userId: candidates[0]!.id,
  });
});
afterAll(() => t.close());

const en = (user: TestUser) => ({ cookie: `${user.cookie}; lg=en` });
const listUrl = (id: number, query = '') =>
  `/api/jobboard/jobboard/employer/offer/${id}/applications${query}`;
const documentUrl = (offer: number, application: number, document: number) =>
  `${listUrl(offer)}/${application}/documents/${document}`;

describe('applications of an offer', () => {
  it('answers 401, 403 to a candidate, 403 without manage_candidates', async () => {
    const first = applied[0]!;
    for (const url of [
      listUrl(offerId),
      documentUrl(offerId, first.applicationId, first.documentId),
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: en(candidates[0]!) })).statusCode).toBe(403);
      const limited = await t.createEmployer({
        permissions: ['manage_offers', 'manage_companies'],
      });
      const res = await t.app.inject({ url, headers: en(limited) });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Permission required: manage_candidates.');
    }
  });

  it('lists them newest first with the candidate and the documents, page fields beside data', async () => {
    const res = await t.app.inject({ url: listUrl(offerId), headers: en(employer) });
    expect(res.statusCode).toBe(200);
    const page = res.json() as ApplicationsPage;
    expect(page).toMatchObject({ current_page: 1, per_page: 20, total: 3, last_page: 1 });
    expect(page.data.map((a) => a.candidate?.last_name)).toEqual([
      'Auclair',
      'Tremblay',
      'Bélanger',
    ]);
    const zoe = page.data[2]!;
    expect(zoe).toMatchObject({
      id: applied[0]!.applicationId,
      message: 'Bonjour!',
      candidate: { first_name: 'Zoé', last_name: 'Bélanger', email: candidates[0]!.email },
      documents: [
        {
          id: applied[0]!.documentId,
          type: 'resume',
          mime_type: 'application/pdf',
          name: 'CV Émilie "test".pdf',
        },
      ],
    });
    // Only this offer's applications: the other team's application by the same candidate is absent.
    expect(page.data.map((a) => a.id)).not.toContain(otherApplication.applicationId);
  });

  it('sorts through j and paginates', async () => {
    const j = encodeURIComponent(
      JSON.stringify({ sort: { field: 'last_name', direction: 'asc' }, per_page: 2 }),
    );
    const first = await t.app.inject({ url: listUrl(offerId, `?j=${j}`), headers: en(employer) });
    expect(first.json()).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(
      first.json().data.map((a: { candidate: { last_name: string } }) => a.candidate.last_name),
    ).toEqual(['Auclair', 'Bélanger']);
    const second = await t.app.inject({
      url: listUrl(offerId, `?j=${j}&page=2`),
      headers: en(employer),
    });
    expect(
      second.json().data.map((a: { candidate: { last_name: string } }) => a.candidate.last_name),
    ).toEqual(['Tremblay']);
    for (const bad of [
      'x',
      JSON.stringify({ sort: { field: 'email' } }),
      JSON.stringify({ per_page: 1000 }),
    ]) {
      const res = await t.app.inject({
        url: listUrl(offerId, `?j=${encodeURIComponent(bad)}`),
        headers: en(employer),
      });
      expect(res.statusCode, bad).toBe(422);
    }
    const badPage = await t.app.inject({ url: listUrl(offerId, '?page=0'), headers: en(employer) });
    expect(badPage.statusCode).toBe(422);
  });

  it("is 404 for another team's offer and an unknown board", async () => {
    expect(
      (await t.app.inject({ url: listUrl(otherOfferId), headers: en(employer) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: listUrl(999_999), headers: en(employer) })).statusCode).toBe(
      404,
    );
    const board = await t.app.inject({
      url: `/api/jobboard/nowhere/employer/offer/${offerId}/applications`,
      headers: en(employer),
    });
    expect(board.statusCode).toBe(404);
  });
});

describe('document download', () => {
  it('sends the stored file as an attachment, privately', async () => {
    const first = applied[0]!;
    const res = await t.app.inject({
      url: documentUrl(offerId, first.applicationId, first.documentId),
      headers: en(employer),
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(first.bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    // A name of ours (kind, candidate, application), never the candidate's file name.
    const name = `resume-bélanger-zoé-${first.applicationId}.pdf`;
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="resume-belanger-zoe-${first.applicationId}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const fr = await t.app.inject({
      url: documentUrl(offerId, first.applicationId, first.documentId),
      headers: { cookie: `${employer.cookie}; lg=fr` },
    });
    expect(fr.headers['content-disposition']).toContain(
      `filename="cv-belanger-zoe-${first.applicationId}.pdf"`,
    );
  });

  it('names a file by its sniffed type: an SVG that passed as text is a .txt, in UTF-8', async () => {
    const second = applied[1]!;
    const bytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>\n');
    const stored = await t.app.storage.save('documents', bytes, 'text/plain');
    await t.db
      .update(documents)
      .set({
        name: 'cv.svg"\r\nX-Evil: 1',
        mimeType: 'text/plain',
        storagePath: stored.storagePath,
        size: stored.size,
      })
      .where(eq(documents.id, second.documentId));
    const res = await t.app.inject({
      url: documentUrl(offerId, second.applicationId, second.documentId),
      headers: en(employer),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="resume-tremblay-adam-${second.applicationId}.txt"`,
    );
    expect(res.headers['x-evil']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it("is 404 whenever the ids do not chain to the team's offer", async () => {
    const [a, b] = applied as [(typeof applied)[0], (typeof applied)[0]];
    const cases = [
      // The other team's application and document, through their offer or ours.
      documentUrl(otherOfferId, otherApplication.applicationId, otherApplication.documentId),
      documentUrl(offerId, otherApplication.applicationId, otherApplication.documentId),
      // Our application with another application's document.
      documentUrl(offerId, a.applicationId, b.documentId),
      // Our application under another offer id.
      documentUrl(otherOfferId, a.applicationId, a.documentId),
      documentUrl(offerId, a.applicationId, 999_999),
    ];
    for (const url of cases) {
      const res = await t.app.inject({ url, headers: en(employer) });
      expect(res.statusCode, url).toBe(404);
    }
    // The other team reads its own document, not ours.
    const theirs = await t.app.inject({
      url: documentUrl(otherOfferId, otherApplication.applicationId, otherApplication.documentId),
      headers: en(other),
    });
    expect(theirs.statusCode).toBe(200);
    const ours = await t.app.inject({
      url: documentUrl(offerId, a.applicationId, a.documentId),
      headers: en(other),
    });
    expect(ours.statusCode).toBe(404);
  });

  it('rejects hostile ids with 4xx', async () => {
    for (const segment of ['..', '%2e%2e', '0', 'abc', '1;DROP', '99999999999']) {
      const res = await t.app.inject({
        url: `${listUrl(offerId)}/${segment}/documents/${segment}`,
        headers: en(employer),
      });
      expect(res.statusCode, segment).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, segment).toBeLessThan(500);
    }
  });
});
