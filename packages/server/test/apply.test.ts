import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPLICATION_MESSAGE_MAX, MAX_DOCUMENT_BYTES } from '@jobboard/contracts';
import {
  applicationDocuments,
  applications,
  companies,
  documents,
  offerJobboards,
  offers,
  users,
} from '../src/db/schema.js';
import { createTestApp, type TestApp, type TestUser } from './helper.js';

let t: TestApp;
let candidate: TestUser;
let other: TestUser;
let employer: TestUser;
let published: number;
let draft: number;
let expired: number;
let elsewhere: number;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function insertOffer(options: {
  status?: 'draft' | 'published' | 'unpublished' | 'expired';
  boards?: string[];
  expiresAt?: Date | null;
  titles?: { fr: string; en?: string };
}): Promise<number> {
  const [company] = await t.db
    .insert(companies)
    .values({ teamId: employer.teamId!, slug: 'acme', nameFr: 'Acme', nameEn: 'Acme' })
    .returning();
  const [offer] = await t.db
    .insert(offers)
    .values({
      companyId: company!.id,
      teamId: employer.teamId!,
      primaryLanguage: 'fr',
      status: options.status ?? 'published',
      titleFr: options.titles?.fr ?? 'Préposé à l’accueil',
      slugFr: 'prepose-a-l-accueil',
      titleEn: options.titles?.en ?? null,
      slugEn: options.titles?.en ? 'front-desk-clerk' : null,
      expiresAt: options.expiresAt ?? null,
    })
    .returning();
  const boards = options.boards ?? ['jobboard'];
  if (boards.length)
    await t.db.insert(offerJobboards).values(
      boards.map((jobboard) => ({
        offerId: offer!.id,
        jobboard,
        offerCreatedAt: offer!.createdAt,
      })),
    );
  return offer!.id;
}

async function insertDocument(userId: number, type: 'resume' | 'cover_letter' = 'resume') {
  const stored = await t.app.storage.save('documents', PDF, 'application/pdf');
  const [row] = await t.db
    .insert(documents)
    .values({
      userId,
      name: `${type}.pdf`,
      type,
      mimeType: 'application/pdf',
      ...stored,
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  candidate = await t.createCandidate();
  other = await t.createCandidate();
  employer = await t.createEmployer();
  published = await insertOffer({});
  draft = await insertOffer({ status: 'draft', boards: [] });
  expired = await insertOffer({ expiresAt: new Date(Date.now() - 86_400_000) });
  elsewhere = await insertOffer({ boards: ['techboard'] });
});
afterAll(async () => t?.close());

const apply = (offerId: number | string, body: unknown, cookie?: string, board = 'jobboard') =>
  t.app.inject({
    method: 'POST',
    url: `/api/jobboard/${board}/offers/${offerId}/apply`,
    // A public path names the host's own board (another board's is a 404).
    headers: { host: `${board}.test`, cookie: [cookie, 'lg=en'].filter(Boolean).join('; ') },
    payload: body as object,
  });

async function register(
  offerId: number,
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer } | null = { name: 'mon-cv.pdf', bytes: PDF },
  cookie?: string,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file)
    form.append(
      'resume',
      new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }),
      file.name,
    );
  const request = new Request('http://x/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `/api/jobboard/jobboard/offers/${offerId}/apply-register`,
    remoteAddress: `10.1.0.${Math.floor(Math.random() * 250) + 1}`,
    headers: {
      host: 'jobboard.test',
      'content-type': request.headers.get('content-type')!,
      ...(cookie ? { cookie } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
/** The newest mail of a template to an address, waiting for one sent after the answer. */
async function mailOf(to: string, template: string) {
  for (let i = 0; i < 150; i++) {
    const mail = (await t.mailer.listOutbox(to.toLowerCase()))
      .filter((m) => m.template === template)
      .at(-1);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no ${template} mail to ${to}`);
}
const person = (email: string) => ({
  first_name: 'Eve',
  last_name: 'Tremblay',
  email,
  password: 'correct horse battery',
  client: 'web',
  lg: 'en',
});

describe('POST /jobboard/{jobboard}/offers/{offerId}/apply', () => {
  it('applies with a resume and a cover letter; the application keeps both documents', async () => {
    const resume = await insertDocument(candidate.id);
    const letter = await insertDocument(candidate.id, 'cover_letter');
    const res = await apply(
      published,
      { resume_id: resume, cover_letter_id: letter, message: ' Bonjour ', client: 'web', lg: 'en' },
      candidate.cookie,
    );
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ offer_id: published, jobboard: 'jobboard' });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, data.id));
    expect(row).toMatchObject({ userId: candidate.id, offerId: published, message: 'Bonjour' });
    const docs = await t.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, data.id));
    expect(docs.map((d) => d.documentId).sort()).toEqual([resume, letter].sort());
  });

  it('a second application to the same offer is a 409 with a message', async () => {
    const resume = await insertDocument(candidate.id);
    const res = await apply(published, { resume_id: resume }, candidate.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'You have already applied to this offer.' });
    const [total] = await t.db
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.userId, candidate.id));
    expect(total?.n).toBe(1);
  });

  it('the offer says has_applied to this candidate only', async () => {
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/jobboard/jobboard/offers/${published}`,
      headers: { host: 'jobboard.test', cookie: candidate.cookie },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.has_applied).toBe(true);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/jobboard/jobboard/offers/${published}`,
      headers: { host: 'jobboard.test', cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.has_applied).toBe(false);
  });

  it('404 for an unknown, draft, expired or other-board offer, and an unknown board', async () => {
    const resume = await insertDocument(other.id);
    for (const id of [999_999, draft, expired, elsewhere]) {
      const res = await apply(id, { resume_id: resume }, other.cookie);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: 'The requested resource does not exist.' });
    }
    expect(
      (await apply(published, { resume_id: resume }, other.cookie, 'nowhere')).statusCode,
    ).toBe(404);
    // The other board's offer is open there.
    expect(
      (await apply(elsewhere, { resume_id: resume }, other.cookie, 'techboard')).statusCode,
    ).toBe(201);
  });

  it("422 on resume_id / cover_letter_id for another candidate's or an unknown document", async () => {
    const theirs = await insertDocument(candidate.id);
    const mine = await insertDocument(other.id);
    const offer = await insertOffer({});
    const res = await apply(offer, { resume_id: theirs }, other.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ resume_id: ['This document is not in your profile.'] });
    const letter = await apply(offer, { resume_id: mine, cover_letter_id: theirs }, other.cookie);
    expect(letter.statusCode).toBe(422);
    expect(Object.keys(letter.json().errors)).toEqual(['cover_letter_id']);
    for (const body of [
      {},
      { resume_id: 'x' },
      { resume_id: -1 },
      { resume_id: mine, message: 'x'.repeat(APPLICATION_MESSAGE_MAX + 1) },
    ]) {
      expect((await apply(offer, body, other.cookie)).statusCode).toBe(422);
    }
    const [total] = await t.db
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.offerId, offer));
    expect(total?.n).toBe(0);
  });

  it('a message to the employer: 2,000 characters kept as typed (trimmed), one more is a 422 naming it', async () => {
    const offer = await insertOffer({});
    const mine = await insertDocument(other.id);
    const long = await apply(
      offer,
      { resume_id: mine, message: 'x'.repeat(APPLICATION_MESSAGE_MAX + 1) },
      other.cookie,
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({
      message: ['This field may not be greater than 2,000 characters.'],
    });
    // 2,000 characters sent (the spaces count), the message kept without them.
    const text = `Bonjour,\n${'é'.repeat(APPLICATION_MESSAGE_MAX - 11)}`;
    const res = await apply(offer, { resume_id: mine, message: `${text}  ` }, other.cookie);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, res.json().data.id));
    expect(row!.message).toBe(text);
    // A blank message is no message.
    const blank = await insertOffer({});
    const none = await apply(blank, { resume_id: mine, message: '  ' }, other.cookie);
    const [empty] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, none.json().data.id));
    expect(empty!.message).toBeNull();
  });

  it('malformed JSON and a broken multipart body are 4xx, never 500', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/jobboard/jobboard/offers/${published}/apply`,
      headers: { host: 'jobboard.test', cookie: other.cookie, 'content-type': 'application/json' },
      payload: '{"resume_id":',
    });
    expect(json.statusCode).toBe(400);
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/jobboard/jobboard/offers/${published}/apply-register`,
      headers: { host: 'jobboard.test', 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nx',
    });
    expect(form.statusCode).toBe(400);
  });

  it('403 for an account whose address is not confirmed, in its language; nothing reaches the employer', async () => {
    const unconfirmed = await t.createCandidate({ verified: false });
    const resume = await insertDocument(unconfirmed.id);
    const res = await apply(published, { resume_id: resume }, unconfirmed.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Confirm your e-mail address first: employers only receive applications from confirmed addresses. Follow the link in the confirmation e-mail, or ask for a new one.',
    );
    const fr = await t.app.inject({
      method: 'POST',
      url: `/api/jobboard/jobboard/offers/${published}/apply`,
      headers: { host: 'jobboard.test', cookie: `${unconfirmed.cookie}; lg=fr` },
      payload: { resume_id: resume },
    });
    expect(fr.json().message).toMatch(/^Confirmez d’abord votre adresse courriel/);
    expect(
      await t.db.select().from(applications).where(eq(applications.userId, unconfirmed.id)),
    ).toEqual([]);
  });

  it('401 signed out, 403 for an employer', async () => {
    expect((await apply(published, { resume_id: 1 })).statusCode).toBe(401);
    const res = await apply(published, { resume_id: 1 }, employer.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This section is for candidates.' });
  });
});

describe('POST /jobboard/{jobboard}/offers/{offerId}/apply-register', () => {
  const totals = async () => {
    const [u] = await t.db.select({ n: count() }).from(users);
    const [d] = await t.db.select({ n: count() }).from(documents);
    const [a] = await t.db.select({ n: count() }).from(applications);
    const dir = path.join(t.env.DATA_DIR, 'uploads', 'documents');
    const files = existsSync(dir)
      ? readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.')).length
      : 0;
    return { users: u?.n, documents: d?.n, applications: a?.n, files };
  };

  it('creates the account, the resume and the application, and mails a confirmation (no session yet)', async () => {
    const email = `eve-${Date.now()}@Example.test`;
    const res = await register(published, { ...person(email), newsletter: 'on' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      message: `Thank you! An e-mail has just been sent to ${email.toLowerCase()}: it tells you how to go on with your application.`,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    const [user] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(user).toMatchObject({ emailVerifiedAt: null, language: 'en', guard: 'jobboard' });
    // Stored before the answer, held from the employer until the address is confirmed.
    const [application] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.userId, user!.id));
    expect(application).toMatchObject({
      offerId: published,
      jobboard: 'jobboard',
      heldUntilConfirmed: true,
    });
    const [document] = await t.db.select().from(documents).where(eq(documents.userId, user!.id));
    expect(document).toMatchObject({ name: 'mon-cv.pdf', type: 'resume' });
    const links = await t.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, application!.id));
    expect(links.map((l) => l.documentId)).toEqual([document!.id]);
    const mail = await mailOf(email, 'email-confirmation');
    expect(mail.lang).toBe('en');
    expect(mail.text).toMatch(/\/en\/email-confirmation\/[\w-]+\/[\w-]+/);
    expect(mail.text).toContain('Your application is waiting for this confirmation');
    // Signed in with its password, the new candidate has already applied.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/auth/login',
      headers: { host: 'jobboard.test' },
      payload: { email, password: person(email).password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const again = await apply(published, { resume_id: document!.id }, cookie);
    expect(again.statusCode).toBe(409);
  });

  it('answers an existing e-mail exactly as a new one, keeps nothing and mails its owner instead', async () => {
    const fresh = await register(published, person(`fresh-${Date.now()}@example.test`));
    const before = await totals();
    const res = await register(published, person(candidate.email.toUpperCase()));
    expect(res.statusCode).toBe(fresh.statusCode);
    expect(res.json()).toEqual({
      message: `Thank you! An e-mail has just been sent to ${candidate.email.toLowerCase()}: it tells you how to go on with your application.`,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(Object.keys(res.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    // No user, document, application or file is kept.
    expect(await totals()).toEqual(before);
    // The owner learns where to sign in or reset the password, in the language of the page the
    // form was sent from (English here), whatever the account's own language.
    const mail = await mailOf(candidate.email, 'account-exists');
    expect(mail.lang).toBe('en');
    expect(mail.text).toContain('/en/login');
  });

  it('refuses a PNG named .pdf, a missing resume, bad fields and a too large file, saving nothing', async () => {
    const before = await totals();
    const png = await register(published, person('png@example.test'), {
      name: 'cv.pdf',
      bytes: PNG,
    });
    expect(png.statusCode).toBe(422);
    expect(Object.keys(png.json().errors)).toEqual(['resume']);
    const missing = await register(published, person('missing@example.test'), null);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ resume: ['This field is required.'] });
    const fields = await register(published, { email: 'nope', password: 'short', lg: 'en' });
    expect(fields.statusCode).toBe(422);
    expect(Object.keys(fields.json().errors).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'password',
    ]);
    const big = await register(published, person('big@example.test'), {
      name: 'cv.pdf',
      bytes: Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'The file exceeds the maximum allowed size.' });
    expect(await totals()).toEqual(before);
  });

  it('lists every refused field in one 422, the resume with the others, and keeps no file', async () => {
    const before = await totals();
    // No resume and bad text fields: one answer names all five.
    const bare = await register(published, { email: 'nope', password: 'short', lg: 'en' }, null);
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        first_name: ['This field is required.'],
        last_name: ['This field is required.'],
        email: ['Please enter a valid e-mail address.'],
        password: [expect.stringMatching(/^This field must be at least \d+ characters\.$/)],
        resume: ['This field is required.'],
      },
    });
    // A refused file with a bad field: both, in French for a French form.
    const png = await register(
      published,
      { ...person('png-and-name@example.test'), first_name: '', lg: 'fr' },
      { name: 'cv.pdf', bytes: PNG },
    );
    expect(png.statusCode).toBe(422);
    expect(png.json().errors).toEqual({
      first_name: ['Ce champ est obligatoire.'],
      resume: ['Ce fichier n’est pas un document accepté (PDF, Word, OpenDocument, RTF ou texte).'],
    });
    // A good resume streamed to storage before the fields were judged is removed with the 422.
    const kept = await register(published, { ...person('no-name@example.test'), last_name: '' });
    expect(kept.statusCode).toBe(422);
    expect(Object.keys(kept.json().errors)).toEqual(['last_name']);
    expect(await totals()).toEqual(before);
  });

  it('keeps the message to the employer with the held application; past 2,000 characters, a 422 saving nothing', async () => {
    const before = await totals();
    const long = await register(published, {
      ...person('long-message@example.test'),
      message: 'x'.repeat(APPLICATION_MESSAGE_MAX + 1),
    });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['message']);
    expect(await totals()).toEqual(before);
    const email = `msg-${Date.now()}@example.test`;
    const res = await register(published, { ...person(email), message: ' Disponible lundi. ' });
    expect(res.statusCode).toBe(202);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const [row] = await t.db.select().from(applications).where(eq(applications.userId, user!.id));
    expect(row).toMatchObject({ message: 'Disponible lundi.', heldUntilConfirmed: true });
  });

  it('404 for an offer that is not open on the board, saving nothing', async () => {
    const before = await totals();
    for (const id of [draft, expired, elsewhere, 999_999]) {
      const res = await register(id, person(`closed-${id}@example.test`));
      expect(res.statusCode).toBe(404);
    }
    expect(await totals()).toEqual(before);
  });

  it('a JSON body is a 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/jobboard/jobboard/offers/${published}/apply-register`,
      headers: { host: 'jobboard.test' },
      payload: person('json@example.test'),
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('the new application e-mail to the offer’s team', () => {
  let reviewer: TestUser;
  let publisher: TestUser;
  let outsider: TestUser;
  let bilingual: number;

  beforeAll(async () => {
    // `employer` owns the offers' team and holds every permission; its language is French.
    reviewer = await t.createEmployer({
      teamId: employer.teamId!,
      permissions: ['manage_candidates'],
      language: 'en',
    });
    publisher = await t.createEmployer({
      teamId: employer.teamId!,
      permissions: ['manage_offers', 'manage_companies'],
      language: 'en',
    });
    outsider = await t.createEmployer({ language: 'en' });
    bilingual = await insertOffer({
      titles: { fr: 'Cuisinier', en: 'Cook' },
      boards: ['jobboard', 'techboard'],
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const newApplicationMails = async (to: string) =>
    (await t.mailer.listOutbox(to)).filter((m) => m.template === 'new-application');
  const applyAsNewCandidate = async (offerId: number, board?: string) => {
    const applicant = await t.createCandidate();
    const resume = await insertDocument(applicant.id);
    return { applicant, res: await apply(offerId, { resume_id: resume }, applicant.cookie, board) };
  };

  it('mails each employer of the team with manage_candidates, in their language, linking to the applications page', async () => {
    const { res } = await applyAsNewCandidate(bilingual);
    expect(res.statusCode).toBe(201);

    const english = (await newApplicationMails(reviewer.email)).at(-1);
    expect(english).toMatchObject({ lang: 'en', subject: 'New application: Cook – jobboard' });
    expect(english!.text).toContain('Test Candidate has applied to your offer "Cook" on jobboard.');
    expect(english!.text).toContain(
      `http://jobboard.test/en/employer/offer/${bilingual}/applications\n`,
    );

    const french = (await newApplicationMails(employer.email)).at(-1);
    expect(french).toMatchObject({
      lang: 'fr',
      subject: 'Nouvelle candidature : Cuisinier – jobboard (fr)',
    });
    expect(french!.text).toContain('Test Candidate a postulé à votre offre « Cuisinier »');
    expect(french!.text).toContain(
      `http://jobboard.test/fr/employer/offer/${bilingual}/applications\n`,
    );

    expect(await newApplicationMails(publisher.email)).toEqual([]);
    expect(await newApplicationMails(outsider.email)).toEqual([]);
  });

  it('links to the board the candidate applied on, and falls back to the offer’s primary language', async () => {
    const frenchOnly = await insertOffer({ titles: { fr: 'Plongeur' }, boards: ['techboard'] });
    const { res } = await applyAsNewCandidate(frenchOnly, 'techboard');
    expect(res.statusCode).toBe(201);
    const mail = (await newApplicationMails(reviewer.email)).at(-1);
    expect(mail?.subject).toBe('New application: Plongeur – techboard');
    expect(mail?.text).toContain(
      `http://techboard.test/en/employer/offer/${frenchOnly}/applications`,
    );
  });

  it('follows a register-and-apply once the address is confirmed: held until then, unseen', async () => {
    const before = (await newApplicationMails(reviewer.email)).length;
    const email = `notice-${Date.now()}@example.test`;
    const res = await register(bilingual, person(email));
    expect(res.statusCode).toBe(202);
    const confirmation = await mailOf(email, 'email-confirmation');
    // Not confirmed: the team neither hears of it nor sees it, nor can it act on it.
    expect(await newApplicationMails(reviewer.email)).toHaveLength(before);
    const list = async () =>
      (
        await t.app.inject({
          url: `/api/jobboard/jobboard/employer/offer/${bilingual}/applications`,
          headers: { host: 'jobboard.test', cookie: `${employer.cookie}; lg=en` },
        })
      ).json() as { data: Array<{ id: number }>; total: number };
    const [held] = await t.db
      .select()
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .where(eq(users.email, email));
    const heldId = held!.applications.id;
    expect((await list()).data.map((a) => a.id)).not.toContain(heldId);
    const opened = await t.app.inject({
      url: `/api/jobboard/jobboard/employer/offer/${bilingual}/applications/${heldId}`,
      headers: { host: 'jobboard.test', cookie: `${employer.cookie}; lg=en` },
    });
    expect(opened.statusCode).toBe(404);
    // The link followed: delivered, and the team hears of it.
    const [selector, token] = new URL(/https?:\/\/\S+/.exec(confirmation.text)![0]).pathname
      .split('/')
      .slice(-2);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/email-confirmation',
      headers: { host: 'jobboard.test', cookie: 'lg=en' },
      payload: { selector, token },
    });
    expect(confirmed.statusCode).toBe(200);
    // The new candidate lands on the offer they applied to, in the link's language.
    const [cook] = await t.db.select().from(offers).where(eq(offers.id, bilingual));
    expect(confirmed.json()).toEqual({
      message: expect.any(String),
      next: `/en/offer/${cook!.slugEn}/${bilingual}`,
    });
    expect((await list()).data.map((a) => a.id)).toContain(heldId);
    const mail = (await newApplicationMails(reviewer.email)).at(-1);
    expect(mail?.text).toContain('Eve Tremblay has applied to your offer "Cook"');
    expect(mail?.text).toContain(`/en/employer/offer/${bilingual}/applications`);
    expect(await newApplicationMails(reviewer.email)).toHaveLength(before + 1);
    expect(await newApplicationMails(outsider.email)).toEqual([]);
  });

  it('a reset link proves the address too: the held application goes', async () => {
    const email = `reset-${Date.now()}@example.test`;
    expect((await register(bilingual, person(email))).statusCode).toBe(202);
    await mailOf(email, 'email-confirmation');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/auth/forgot-password',
      headers: { host: 'jobboard.test', cookie: 'lg=en' },
      payload: { email },
    });
    expect(asked.statusCode).toBe(200);
    const [, selector, token] = /reset-password\/([\w-]+)\/([\w-]+)/.exec(
      (await mailOf(email, 'reset-password')).text,
    )!;
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/reset-password',
      headers: { host: 'jobboard.test', cookie: 'lg=en' },
      payload: { selector, token, password: 'another long password' },
    });
    expect(reset.statusCode).toBe(200);
    const [row] = await t.db
      .select({ held: applications.heldUntilConfirmed })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .where(eq(users.email, email));
    expect(row).toEqual({ held: false });
  });

  it('a failed mail does not fail the application', async () => {
    const send = t.mailer.send.bind(t.mailer);
    vi.spyOn(t.mailer, 'send').mockImplementation(async (message) => {
      if (message.template === 'new-application') throw new Error('SMTP is down');
      return send(message);
    });
    const before = (await newApplicationMails(reviewer.email)).length;
    const { applicant, res } = await applyAsNewCandidate(bilingual);
    expect(res.statusCode).toBe(201);
    const [saved] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, res.json().data.id));
    expect(saved).toMatchObject({ offerId: bilingual, userId: applicant.id });
    expect(await newApplicationMails(reviewer.email)).toHaveLength(before);
  });
});
