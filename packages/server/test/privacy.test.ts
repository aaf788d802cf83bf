import { eq, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_POLICY_VERSION,
  RETENTION_WARNING_DAYS,
  type ApplicationsPage,
  type CandidateApplication,
} from '@jobboard/contracts';
import {
  applicationDocuments,
  applications,
  attributes,
  companies,
  consentRecords,
  dataExports,
  documents,
  jobAlerts,
  newsletterSubscriptions,
  offers,
  teams,
  userSkills,
  userSpecializations,
  users,
} from '../src/db/schema.js';
import { logoFilePaths } from '../src/lib/logo-files.js';
import {
  collectAccountData,
  tablesReferencingUsers,
} from '../src/repositories/privacy/account-data.js';
import { JOBS } from '../src/services/jobs.js';
import { runRetentionSweep } from '../src/services/privacy-retention.js';
import { createTestApp, FIXTURE_BRANDS, type TestApp, type TestUser } from './helper.js';
import { fixtureManifest } from './fixtures/brands.js';

const DAY = 24 * 3_600_000;

let t: TestApp;
let employer: TestUser;
let offerIds: number[] = [];

// techboard keeps its data six months, the others the default 24.
const brands = FIXTURE_BRANDS.map((b) =>
  b.name === 'techboard'
    ? fixtureManifest(b.name, b.hostKey, {
        categoryIds: b.categoryIds,
        aliasHosts: b.aliasHosts,
        privacy: { ...b.privacy, retentionMonths: 6 },
      })
    : b,
);

beforeAll(async () => {
  t = await createTestApp({ brands });
  employer = await t.createEmployer();
  const [company] = await t.db
    .insert(companies)
    .values({ teamId: employer.teamId!, slug: 'acme', nameFr: 'Acme', nameEn: 'Acme' })
    .returning();
  const created = await t.db
    .insert(offers)
    .values(
      [1, 2, 3].map((n) => ({
        companyId: company!.id,
        teamId: employer.teamId!,
        createdBy: employer.id,
        primaryLanguage: 'fr' as const,
        status: 'published' as const,
        titleFr: `Commis ${n}`,
        slugFr: `commis-${n}`,
      })),
    )
    .returning({ id: offers.id });
  offerIds = created.map((o) => o.id);
});
afterAll(async () => t?.close());

/** Whether storage holds the file: the stream it opens is closed at once (else its handle leaks). */
async function isStored(app: TestApp['app'], storagePath: string): Promise<boolean> {
  const file = await app.storage.open(storagePath);
  file?.body.destroy();
  return file !== null;
}

const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookie?: string,
  body?: unknown,
  host = 'jobboard.test',
) =>
  t.app.inject({
    method,
    url,
    headers: { host, ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

/** A candidate with something in every table that can name them, and a document on disk. */
async function richCandidate(
  label: string,
): Promise<TestUser & { documentId: number; path: string }> {
  const user = await t.createCandidate({ email: `${label}@privacy.test` });
  await t.db
    .update(users)
    .set({ phoneNumber: '+15145550000', firstName: label })
    .where(eq(users.id, user.id));
  const stored = await t.app.storage.save('documents', PDF(label), 'application/pdf');
  const [document] = await t.db
    .insert(documents)
    .values({
      userId: user.id,
      name: `CV ${label}.pdf`,
      type: 'resume',
      mimeType: 'application/pdf',
      size: stored.size,
      storagePath: stored.storagePath,
    })
    .returning();
  const [skill] = await t.db
    .select({ id: attributes.id })
    .from(attributes)
    .where(eq(attributes.type, 'skill'))
    .limit(1);
  const [specialization] = await t.db
    .select({ id: attributes.id })
    .from(attributes)
    .where(eq(attributes.type, 'specialization'))
    .limit(1);
  await t.db.insert(userSkills).values({ userId: user.id, attributeId: skill!.id, level: 3 });
  await t.db
    .insert(userSpecializations)
    .values({ userId: user.id, attributeId: specialization!.id });
  await t.db.insert(jobAlerts).values({
    jobboard: 'jobboard',
    userId: user.id,
    language: 'fr',
    filters: {},
    frequency: 'daily',
    confirmedAt: new Date(),
  });
  await t.db
    .insert(newsletterSubscriptions)
    .values({ jobboard: 'jobboard', email: user.email, confirmedAt: new Date() });
  const [application] = await t.db
    .insert(applications)
    .values({
      offerId: offerIds[0]!,
      userId: user.id,
      jobboard: 'jobboard',
      message: `Bonjour, ${label} ici`,
    })
    .returning();
  await t.db
    .insert(applicationDocuments)
    .values({ applicationId: application!.id, documentId: document!.id });
  const consent = await call('POST', '/api/jobboard/jobboard/consent', user.cookie, {
    advertising: false,
    measurement: true,
  });
  expect(consent.statusCode).toBe(204);
  return { ...user, documentId: document!.id, path: stored.storagePath };
}

async function rowsNaming(userId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, name, column } of tablesReferencingUsers()) {
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${table} where ${column} = ${userId}`,
    );
    counts[name] = Number(rows[0]!.n);
  }
  return counts;
}

describe('consent', () => {
  it('records the choice without address and sets the cookie', async () => {
    const res = await call(
      'POST',
      '/api/jobboard/careboard/consent',
      undefined,
      { advertising: true, measurement: false },
      'careboard.test',
    );
    expect(res.statusCode).toBe(204);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`consent=${CONSENT_POLICY_VERSION}.a1.m0`);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);
    const [row] = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.jobboard, 'careboard'));
    expect(row).toMatchObject({ advertising: true, measurement: false, userId: null });
    expect(Object.keys(row!).sort()).toEqual(
      [
        'advertising',
        'createdAt',
        'id',
        'jobboard',
        'measurement',
        'policyVersion',
        'userId',
      ].sort(),
    );
  });

  it('refuses a body that is not a choice, and an unknown board', async () => {
    expect(
      (await call('POST', '/api/jobboard/jobboard/consent', undefined, { advertising: 'yes' }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await call('POST', '/api/jobboard/nowhere/consent', undefined, {
          advertising: true,
          measurement: true,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('download my data', () => {
  it('mails a link to a ZIP of every row naming the account and its documents, nobody else’s', async () => {
    const alice = await richCandidate('alice');
    const bob = await richCandidate('bob');
    const res = await call('POST', '/api/jobboard/jobboard/user/privacy/export', alice.cookie, {});
    expect(res.statusCode).toBe(202);
    const [mail] = await t.mailer
      .listOutbox(alice.email)
      .then((m) => m.filter((x) => x.template === 'data-export-ready'));
    expect(mail).toBeDefined();
    const url = new URL(String(mail!.data.url));
    expect(url.pathname).toMatch(/^\/api\/jobboard\/jobboard\/privacy\/exports\/[\w-]{40,}$/);

    // Another account: 404. Signed out: sent to sign in, then back.
    expect((await call('GET', url.pathname, bob.cookie)).statusCode).toBe(404);
    const signedOut = await call('GET', url.pathname);
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toContain(encodeURIComponent(url.pathname));

    const download = await call('GET', url.pathname, alice.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    const data = JSON.parse(strFromU8(files['data.json']!)) as {
      account: Record<string, unknown>;
      applications: Array<{ offer: { id: number }; documents: string[]; stage: string }>;
      tables: Record<string, Array<Record<string, unknown>>>;
      documents: Array<{ file: string }>;
    };
    expect(data.account).toMatchObject({ email: alice.email, phone_number: '+15145550000' });
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({ offer: { id: offerIds[0] }, stage: 'received' });
    // The document, byte for byte, under the name data.json gives it.
    const file = data.documents[0]!.file;
    expect(data.applications[0]!.documents).toEqual([file]);
    expect(Buffer.from(files[file]!).equals(PDF('alice'))).toBe(true);
    expect(Object.keys(files).sort()).toEqual(['data.json', file].sort());

    // Every table holding a user id (read from the schema): all of Alice's rows, none of Bob's.
    const counts = await rowsNaming(alice.id);
    for (const { name, column } of tablesReferencingUsers()) {
      const exported = data.tables[name];
      expect(exported, name).toBeDefined();
      expect(exported!.length, name).toBe(counts[name]);
      for (const row of exported!) expect(row[column.name], name).toBe(alice.id);
    }
    expect(counts.user_skills).toBe(1);
    expect(counts.consent_records).toBe(1);
    const text = strFromU8(files['data.json']!);
    expect(text).not.toContain(bob.email);
    expect(text).not.toContain('bob');
    expect(text).not.toMatch(/verifier_hash|token_hash|password_hash/);

    // 24 hours later: 410.
    await t.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.userId, alice.id));
    const late = await call('GET', url.pathname, alice.cookie);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toMatch(/expiré/);
  });

  it('lists an employer user’s account, team and the offers they wrote', async () => {
    const res = await call(
      'POST',
      '/api/jobboard/jobboard/employer/privacy/export',
      employer.cookie,
      {},
    );
    expect(res.statusCode).toBe(202);
    const [mail] = (await t.mailer.listOutbox(employer.email)).filter(
      (m) => m.template === 'data-export-ready',
    );
    const url = new URL(String(mail!.data.url));
    const download = await call('GET', url.pathname, employer.cookie);
    expect(download.statusCode).toBe(200);
    const data = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(download.rawPayload))['data.json']!),
    );
    expect(data.team).toMatchObject({ id: employer.teamId });
    expect(data.tables.offers.map((o: { id: number }) => o.id).sort()).toEqual(
      [...offerIds].sort(),
    );
    expect(data.tables.user_permissions).toHaveLength(3);
  });

  it('builds at the next start an export whose job a crash lost', async () => {
    const gus = await t.createCandidate({ email: 'gus@privacy.test' });
    // The process stops before the export's job runs: the queue never gets it.
    const send = t.app.jobs.send.bind(t.app.jobs);
    t.app.jobs.send = async (name, data, options) =>
      name === JOBS.privacyExport ? null : send(name, data, options);
    try {
      const res = await call('POST', '/api/jobboard/jobboard/user/privacy/export', gus.cookie, {});
      expect(res.statusCode).toBe(202);
    } finally {
      t.app.jobs.send = send;
    }
    const [pending] = await t.db.select().from(dataExports).where(eq(dataExports.userId, gus.id));
    expect(pending?.readyAt).toBeNull();
    // The server again, on the same database.
    const restarted = await createTestApp({ brands, sameDatabaseAs: t });
    // On PostgreSQL both processes take jobs from the same pg-boss queues, and each writes its
    // mail to its own outbox folder: the mail is in whichever took the job.
    const exportReadyMails = async () =>
      [
        ...(await t.mailer.listOutbox(gus.email)),
        ...(await restarted.mailer.listOutbox(gus.email)),
      ].filter((m) => m.template === 'data-export-ready');
    try {
      // The in-memory queue sweeps at start; pg-boss's sweep is hourly (cron): run it now.
      if (restarted.app.jobs.kind === 'pg-boss')
        await restarted.app.jobs.send(JOBS.privacyExportsPending, {});
      expect(await exportReadyMails()).toHaveLength(1);
      const [built] = await t.db.select().from(dataExports).where(eq(dataExports.userId, gus.id));
      expect(built?.readyAt).toBeInstanceOf(Date);
      // Swept again: not built twice.
      await restarted.app.jobs.send(JOBS.privacyExportsPending, {});
      expect(await exportReadyMails()).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });

  it('allows three requests a day per account, counted before any work', async () => {
    const carol = await t.createCandidate();
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await call('POST', '/api/jobboard/jobboard/user/privacy/export', carol.cookie, {}))
          .statusCode,
      );
    expect(codes).toEqual([202, 202, 202, 429]);
    await t.app.jobs.drain();
    expect(
      await t.db.select().from(dataExports).where(eq(dataExports.userId, carol.id)),
    ).toHaveLength(3);
    // Signed out: 401, nothing queued.
    expect(
      (await call('POST', '/api/jobboard/jobboard/user/privacy/export', undefined, {})).statusCode,
    ).toBe(401);
  });
});

describe('delete my account', () => {
  it('refuses a wrong password with 422 and deletes nothing', async () => {
    const dave = await richCandidate('dave');
    const before = await rowsNaming(dave.id);
    const res = await call(
      'POST',
      '/api/jobboard/jobboard/user/privacy/delete-account',
      dave.cookie,
      {
        password: 'not-the-password',
      },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('password');
    expect(await rowsNaming(dave.id)).toEqual(before);
    expect(await isStored(t.app, dave.path)).toBe(true);
  });

  it('leaves no newsletter link of the deleted address that would subscribe it again', async () => {
    const fay = await t.createCandidate({ email: 'fay@privacy.test' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/jobboard/news-letter',
      headers: { host: 'jobboard.test', cookie: 'lg=en' },
      remoteAddress: '10.7.0.1',
      payload: { email: fay.email },
    });
    expect(asked.statusCode).toBe(200);
    // Sent beside the answer, not through the queue: waited for.
    let mail;
    for (let i = 0; i < 100 && !mail; i++) {
      [mail] = (await t.mailer.listOutbox(fay.email)).filter(
        (m) => m.template === 'newsletter-confirmation',
      );
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const parts = new URL(String(mail!.data.url)).pathname.split('/');
    const [email, token] = parts.slice(-2).map(decodeURIComponent);
    const deleted = await call(
      'POST',
      '/api/jobboard/jobboard/user/privacy/delete-account',
      `${fay.cookie}; lg=en`,
      { password: fay.password, lg: 'en' },
    );
    expect(deleted.statusCode).toBe(204);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/jobboard/news-letter/confirm',
      headers: { host: 'jobboard.test', cookie: 'lg=en' },
      payload: { email, token },
    });
    expect(confirm.statusCode).toBe(404);
    expect(
      await t.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, fay.email)),
    ).toEqual([]);
  });

  it('deletes every row and file naming the candidate; the employer keeps an anonymous application', async () => {
    const erin = await richCandidate('erin');
    const res = await call(
      'POST',
      '/api/jobboard/jobboard/user/privacy/delete-account',
      `${erin.cookie}; lg=en`,
      { password: erin.password, lg: 'en' },
    );
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/jb_session=;/);
    const left = await rowsNaming(erin.id);
    for (const [name, n] of Object.entries(left)) expect(n, name).toBe(0);
    expect(await t.db.select().from(users).where(eq(users.id, erin.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, erin.email)),
    ).toEqual([]);
    expect(await isStored(t.app, erin.path)).toBe(false);
    // Nothing in the database still names her.
    const dump = await t.db.execute(sql`select row_to_json(a)::text as r from applications a`);
    expect(JSON.stringify(dump.rows)).not.toContain('erin');

    const list = await call(
      'GET',
      `/api/jobboard/jobboard/employer/offer/${offerIds[0]}/applications`,
      employer.cookie,
    );
    expect(list.statusCode).toBe(200);
    const page = list.json() as ApplicationsPage;
    const anonymous = page.data.filter((a) => a.candidate === null);
    expect(anonymous).toHaveLength(1);
    expect(anonymous[0]).toMatchObject({ documents: [], message: null });

    const [mail] = (await t.mailer.listOutbox(erin.email)).filter(
      (m) => m.template === 'account-deleted',
    );
    expect(mail?.lang).toBe('en');
    // The session is gone with the account.
    expect((await call('GET', '/api/jobboard/jobboard/me', erin.cookie)).statusCode).toBe(401);
  });

  it('answers 409 to a team’s last administrator while other members remain; the only member closes the team', async () => {
    const admin = await t.createEmployer();
    const member = await t.createEmployer({
      teamId: admin.teamId!,
      permissions: ['manage_offers'],
    });
    const refused = await call(
      'POST',
      '/api/jobboard/jobboard/employer/privacy/delete-account',
      admin.cookie,
      {
        password: admin.password,
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/administrateur/);
    expect(await t.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);

    // The member (not an administrator) may go; then the admin is the only member and may too.
    expect(
      (
        await call(
          'POST',
          '/api/jobboard/jobboard/employer/privacy/delete-account',
          member.cookie,
          { password: member.password },
        )
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await call('POST', '/api/jobboard/jobboard/employer/privacy/delete-account', admin.cookie, {
          password: admin.password,
        })
      ).statusCode,
    ).toBe(204);
    expect(await t.db.select().from(teams).where(eq(teams.id, admin.teamId!))).toEqual([]);
  });

  it('closing a team removes its logos, keeps the applications sent to it and tells their candidates', async () => {
    const owner = await t.createEmployer();
    // A logo with one of its variants, served until the team closes.
    const logo = await t.app.storage.save('images', PNG, 'image/png');
    const variant = logoFilePaths(logo.storagePath)[1]!;
    await t.app.storage.saveAt(variant, PNG);
    const [company] = await t.db
      .insert(companies)
      .values({
        teamId: owner.teamId!,
        slug: 'closing',
        nameFr: 'Fermeture inc.',
        nameEn: 'Closing Inc.',
        logoPath: logo.storagePath,
        logoVariants: true,
      })
      .returning();
    const [offer] = await t.db
      .insert(offers)
      .values({
        companyId: company!.id,
        teamId: owner.teamId!,
        primaryLanguage: 'fr',
        status: 'published',
        titleFr: 'Plongeur',
        slugFr: 'plongeur',
        titleEn: 'Dishwasher',
        slugEn: 'dishwasher',
      })
      .returning();
    const hope = await richCandidate('hope');
    const ivan = await richCandidate('ivan');
    // June applied while registering and never confirmed the address: her application is held.
    const june = await richCandidate('june');
    let sent = 0;
    for (const [who, stage] of [
      [hope, 'in_review'],
      [ivan, 'withdrawn'],
      [june, 'received'],
    ] as const) {
      const stored = await t.app.storage.save('documents', PDF(who.email), 'application/pdf');
      const [document] = await t.db
        .insert(documents)
        .values({
          userId: who.id,
          name: 'CV.pdf',
          type: 'resume',
          mimeType: 'application/pdf',
          ...stored,
        })
        .returning();
      const [row] = await t.db
        .insert(applications)
        .values({
          offerId: offer!.id,
          userId: who.id,
          jobboard: 'jobboard',
          stage,
          heldUntilConfirmed: who === june,
        })
        .returning();
      await t.db
        .insert(applicationDocuments)
        .values({ applicationId: row!.id, documentId: document!.id });
      if (who === hope) sent = document!.id;
    }
    const served = (path: string) =>
      t.app.inject({ url: `/api/uploads/${path}`, headers: { host: 'jobboard.test' } });
    expect((await served(logo.storagePath)).statusCode).toBe(200);

    const closed = await call(
      'POST',
      '/api/jobboard/jobboard/employer/privacy/delete-account',
      owner.cookie,
      { password: owner.password },
    );
    expect(closed.statusCode).toBe(204);
    expect(await t.db.select().from(teams).where(eq(teams.id, owner.teamId!))).toEqual([]);
    // Its logo and variants: off the disk, no longer served.
    for (const path of [logo.storagePath, variant]) {
      expect(await isStored(t.app, path), path).toBe(false);
      expect((await served(path)).statusCode, path).toBe(404);
    }
    // Hope's application stays in her list, with what it was for; no longer linked.
    const mine = await call(
      'GET',
      '/api/jobboard/jobboard/user/applications',
      `${hope.cookie}; lg=en`,
    );
    const kept = (mine.json() as { data: CandidateApplication[] }).data.find(
      (a) => a.offer.id === offer!.id,
    );
    expect(kept).toMatchObject({
      stage: 'in_review',
      offer: {
        id: offer!.id,
        contents: { en: { title: 'Dishwasher' }, fr: { title: 'Plongeur' } },
        company: { name_en: 'Closing Inc.' },
        listed: false,
        closed: true,
      },
    });
    // Her data export says what it was for, too.
    const exported = (await collectAccountData(t.db, hope.id))!.data as {
      applications: Array<{ offer: Record<string, unknown> }>;
    };
    expect(exported.applications.map((a) => a.offer)).toContainEqual({
      id: offer!.id,
      title_fr: 'Plongeur',
      title_en: 'Dishwasher',
      company: 'Fermeture inc.',
      closed: true,
    });
    // Told by mail, in her language; Ivan, who had withdrawn, is not, nor June, whose address
    // is not proven (no employer ever saw her application).
    const [mail] = (await t.mailer.listOutbox(hope.email)).filter(
      (m) => m.template === 'employer-closed',
    );
    expect(mail?.text).toContain('Plongeur');
    expect(mail?.text).toContain('Fermeture inc.');
    for (const other of [ivan, june])
      expect(
        (await t.mailer.listOutbox(other.email)).filter((m) => m.template === 'employer-closed'),
        other.email,
      ).toEqual([]);
    // No employer reads it any more: her document may go.
    const removed = await call(
      'DELETE',
      `/api/jobboard/jobboard/user/documents/${sent}`,
      hope.cookie,
    );
    expect(removed.statusCode).toBe(204);
  });
});

describe('retention', () => {
  const log = { info: () => {}, warn: () => {}, error: () => {} } as never;

  /** A candidate whose last sign-in was `monthsAgo` months (minus `daysLess` days) ago, on `board`. */
  async function inactive(label: string, board: string, monthsAgo: number, daysLess = 0) {
    const user = await richCandidate(label);
    const at = new Date();
    at.setMonth(at.getMonth() - monthsAgo);
    await t.db
      .update(users)
      .set({ lastSignInAt: new Date(at.getTime() + daysLess * DAY), lastSignInBoard: board })
      .where(eq(users.id, user.id));
    return user;
  }

  const holds = async (userId: number) => ({
    documents: (await t.db.select().from(documents).where(eq(documents.userId, userId))).length,
    applications: (await t.db.select().from(applications).where(eq(applications.userId, userId)))
      .length,
  });
  const warnings = async (email: string) =>
    (await t.mailer.listOutbox(email)).filter((m) => m.template === 'retention-warning');

  it('warns first, deletes after the period, and a sign-in cancels', async () => {
    // Within the warning window of jobboard's 24 months; well inside; techboard's 6 months.
    const due = await inactive('frank', 'jobboard', 24, 10);
    const recent = await inactive('gina', 'jobboard', 12);
    const tech = await inactive('hugo', 'techboard', 7);
    const comesBack = await inactive('iris', 'jobboard', 24, 5);

    // Two sweeps at once (two processes): one warning each, never two.
    await Promise.all([runRetentionSweep(t.app, log), runRetentionSweep(t.app, log)]);
    expect(await warnings(due.email)).toHaveLength(1);
    expect(await warnings(tech.email)).toHaveLength(1);
    expect(await warnings(comesBack.email)).toHaveLength(1);
    expect(await warnings(recent.email)).toHaveLength(0);
    // Warned, nothing deleted yet.
    expect(await holds(due.id)).toEqual({ documents: 1, applications: 1 });
    expect(await holds(tech.id)).toEqual({ documents: 1, applications: 1 });

    // Iris signs in: her clock starts again.
    const login = await call('POST', '/api/jobboard/auth/login', undefined, {
      email: comesBack.email,
      password: comesBack.password,
    });
    expect(login.statusCode).toBe(200);

    // After the warning period: the others' documents and applications go, at once from two sweeps.
    const later = new Date(Date.now() + (RETENTION_WARNING_DAYS + 1) * DAY);
    const [a, b] = await Promise.all([
      runRetentionSweep(t.app, log, later),
      runRetentionSweep(t.app, log, later),
    ]);
    expect(a.accounts + b.accounts).toBe(2);
    expect(await holds(due.id)).toEqual({ documents: 0, applications: 0 });
    expect(await holds(tech.id)).toEqual({ documents: 0, applications: 0 });
    expect(await isStored(t.app, due.path)).toBe(false);
    expect(await holds(comesBack.id)).toEqual({ documents: 1, applications: 1 });
    expect(await holds(recent.id)).toEqual({ documents: 1, applications: 1 });
    expect(await isStored(t.app, comesBack.path)).toBe(true);
    // The accounts stay (only what the period covers goes); a second sweep changes nothing.
    expect(await t.db.select().from(users).where(eq(users.id, due.id))).toHaveLength(1);
    const again = await runRetentionSweep(t.app, log, later);
    expect(again).toMatchObject({ warned: 0, accounts: 0 });
  });

  it('never deletes without a warning at least the warning period before', async () => {
    // Past the period already (the sweep was down): warned now, deleted only a month later.
    const jade = await inactive('jade', 'jobboard', 30);
    await runRetentionSweep(t.app, log);
    expect(await warnings(jade.email)).toHaveLength(1);
    await runRetentionSweep(t.app, log, new Date(Date.now() + 5 * DAY));
    expect(await holds(jade.id)).toEqual({ documents: 1, applications: 1 });
  });

  it('purges expired export archives and consent records past their retention', async () => {
    const stored = await t.app.storage.save(
      'exports',
      Buffer.from('PK\x05\x06' + '\0'.repeat(18)),
      'application/zip',
    );
    const kim = await t.createCandidate();
    await t.db.insert(dataExports).values({
      userId: kim.id,
      jobboard: 'jobboard',
      language: 'fr',
      tokenHash: 'x'.repeat(64),
      storagePath: stored.storagePath,
      readyAt: new Date(Date.now() - 2 * DAY),
      expiresAt: new Date(Date.now() - DAY),
    });
    const old = new Date();
    old.setMonth(old.getMonth() - 37);
    await t.db.insert(consentRecords).values([
      {
        jobboard: 'jobboard',
        advertising: true,
        measurement: true,
        policyVersion: '2023-01',
        createdAt: old,
      },
      {
        jobboard: 'jobboard',
        advertising: false,
        measurement: false,
        policyVersion: CONSENT_POLICY_VERSION,
      },
    ]);
    const before = (await t.db.select().from(consentRecords)).length;
    const result = await runRetentionSweep(t.app, log);
    expect(result.exports).toBe(1);
    expect(result.consents).toBe(1);
    expect(await isStored(t.app, stored.storagePath)).toBe(false);
    expect((await t.db.select().from(consentRecords)).length).toBe(before - 1);
  });
});
