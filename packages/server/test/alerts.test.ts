import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Alert } from '@jobboard/contracts';
import { jobAlerts } from '../src/db/schema.js';
import { alertOfToken } from '../src/repositories/alerts.js';
import { getReference } from '../src/repositories/reference.js';
import { sendDueAlerts } from '../src/services/alert-mails.js';
import type { OutboxEntry } from '../src/services/mail.js';
import { referenceAttributes } from '../src/db/seed/reference.js';
import { insertCompany, insertOffer } from './fixtures/public-offers.js';
import { createTestApp, type TestApp, type TestUser } from './helper.js';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let category: number;
let otherCategory: number;
let schedule: number;
let company: number;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.createCandidate({ email: 'alice@example.test' });
  bob = await t.createCandidate({ email: 'bob@example.test' });
  const reference = await getReference(t.db);
  category = reference.byType.category[0]!.id;
  otherCategory = reference.byType.category[1]!.id;
  schedule = reference.byType.schedule[0]!.id;
  company = await insertCompany(t.db, { nameFr: 'Acmé', nameEn: 'Acme' });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  // Each test starts without alerts (offers stay: each test publishes its own after its alerts).
  await t.db.delete(jobAlerts);
});

let ip = 0;
const post = (
  url: string,
  payload: Record<string, unknown>,
  options: { cookie?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.2.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });

const createAlert = (body: Record<string, unknown>, cookie?: string, board = 'jobboard') =>
  post(`/api/jobboard/${board}/alerts`, { frequency: 'daily', ...body }, { cookie });

/** Runs the sweep as if `ms` had passed since now, then waits for the mails it queued. */
async function sweep(ms = DAY + 60_000) {
  const result = await sendDueAlerts(t.app, t.app.log, new Date(Date.now() + ms));
  await t.app.jobs.drain();
  return result;
}
const alertMails = async (to: string): Promise<OutboxEntry[]> =>
  (await t.mailer.listOutbox(to)).filter((m) => m.template === 'job-alert');
const rowOf = async (id: number) =>
  (await t.db.select().from(jobAlerts).where(eq(jobAlerts.id, id)))[0];

describe('saving a search as an alert', () => {
  it('saves a signed-in candidate’s alert at once, with the search’s filters', async () => {
    const res = await createAlert(
      { filters: { q: 'chef', category: [category], city: [1], pay_min: 20 }, lg: 'en' },
      alice.cookie,
    );
    expect(res.statusCode).toBe(201);
    const body = res.json() as { confirmed: boolean; data: Alert };
    expect(body.confirmed).toBe(true);
    expect(body.data.filters).toEqual({
      q: 'chef',
      category: [category],
      city: [1],
      pay: '1',
      pay_min: 20,
      pay_unit: 'hour',
    });
    expect(body.data.summary).toContain('“chef”');
    expect(body.data.summary).toContain('At least $20 an hour');
    const row = await rowOf(body.data.id);
    expect(row).toMatchObject({ userId: alice.id, email: null, language: 'en' });
    expect(row!.confirmedAt).not.toBeNull();
    // Its own unsubscribe token (256 bits, base64url); no token of the old kind to remember.
    expect(row!.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row!.unsubscribeTokenHash).toBeNull();
  });

  it('keeps one alert per search and owner; drops unknown ids; validates like the search', async () => {
    const first = await createAlert({ filters: { category: [category, 999_999] } }, alice.cookie);
    const again = await createAlert(
      { filters: { category: [category] }, frequency: 'weekly' },
      alice.cookie,
    );
    expect(first.json().data.filters).toEqual({ category: [category] });
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json().data.frequency).toBe('weekly');
    const bad = await createAlert({ filters: { pay_min: -3 } }, alice.cookie);
    expect(bad.statusCode).toBe(422);
    const badFrequency = await createAlert({ filters: {}, frequency: 'hourly' }, alice.cookie);
    expect(badFrequency.statusCode).toBe(422);
  });

  it('asks a visitor for an address and mails a double opt-in link in the page’s language', async () => {
    expect((await createAlert({ filters: { q: 'commis' } })).statusCode).toBe(422);
    const res = await createAlert({
      filters: { q: 'commis' },
      email: 'Zoe@Example.test',
      lg: 'fr',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().confirmed).toBe(false);
    await t.app.jobs.drain();
    const mail = (await t.mailer.listOutbox('zoe@example.test')).at(-1)!;
    expect(mail.template).toBe('job-alert-confirmation');
    expect(mail.lang).toBe('fr');
    expect(mail.subject).toContain('Activez votre alerte');
    expect(mail.from).toContain('<no-reply@jobboard.test>');
    // The board's canonical origin (PUBLIC_ORIGIN).
    expect(mail.data.url).toMatch(/^http:\/\/jobboard\.test\/fr\/alertes-emploi\/confirmation\//);
    const [row] = await t.db
      .select()
      .from(jobAlerts)
      .where(eq(jobAlerts.email, 'zoe@example.test'));
    expect(row!.confirmedAt).toBeNull();
    // Confirmed, the same search asked again answers the same: nothing tells what the address has.
    await t.db.update(jobAlerts).set({ confirmedAt: new Date() }).where(eq(jobAlerts.id, row!.id));
    const again = await createAlert({ filters: { q: 'commis' }, email: 'zoe@example.test' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(res.json());
  });
});

describe('the alerts sweep', () => {
  it('mails each alert its new matching offers, in its language, from its board, with one-click unsubscribe', async () => {
    const fr = await createAlert(
      { filters: { category: [category], city: [1] }, lg: 'fr' },
      alice.cookie,
    );
    const en = await createAlert({ filters: { schedule: [schedule] }, lg: 'en' }, bob.cookie);
    expect(fr.statusCode).toBe(201);
    expect(en.statusCode).toBe(201);
    const match = await insertOffer(t.db, {
      companyId: company,
      titleFr: 'Chef de partie',
      titleEn: 'Line cook',
      attributes: [category, schedule],
      cityId: 1,
    });
    // Not matching Alice's: another category, another city, another board, not published.
    const otherCat = await insertOffer(t.db, {
      companyId: company,
      attributes: [otherCategory],
      cityId: 1,
    });
    await insertOffer(t.db, { companyId: company, attributes: [category], cityId: 2 });
    await insertOffer(t.db, {
      companyId: company,
      attributes: [category],
      cityId: 1,
      boards: ['techboard'],
    });
    await insertOffer(t.db, {
      companyId: company,
      attributes: [category],
      cityId: 1,
      status: 'draft',
    });

    const result = await sweep();
    expect(result).toMatchObject({ due: 2, mailed: 2, queries: 1 });

    const [toAlice] = await alertMails(alice.email);
    expect(toAlice!.lang).toBe('fr');
    expect(toAlice!.subject).toMatch(/^1 nouvel emploi pour votre alerte – /);
    expect(toAlice!.from).toContain('<no-reply@jobboard.test>');
    const listed = toAlice!.data.offers as Array<{ title: string; url: string }>;
    expect(listed.map((o) => o.title)).toEqual(['Chef de partie']);
    expect(listed[0]!.url).toBe(`http://jobboard.test/fr/offre/chef-de-partie/${match}`);
    expect(toAlice!.data.searchUrl).toBe(
      `http://jobboard.test/fr/trouver-un-emploi?category=${category}&city=1`,
    );
    const unsubscribeUrl = toAlice!.data.unsubscribeUrl as string;
    expect(unsubscribeUrl).toMatch(/^http:\/\/jobboard\.test\/fr\/alertes-emploi\/desabonnement\//);
    expect(toAlice!.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    const [toBob] = await alertMails(bob.email);
    expect(toBob!.lang).toBe('en');
    const bobTitles = (toBob!.data.offers as Array<{ title: string }>).map((o) => o.title);
    expect(bobTitles).toContain('Line cook');
    expect(bobTitles).not.toContain(String(otherCat));
  });

  it('analyses keywords as the search does: an alert for "infirmière" mails "Infirmier(ère)"', async () => {
    const carol = await t.createCandidate({ email: 'carol@example.test' });
    const alert = await createAlert({ filters: { q: 'infirmière' }, lg: 'fr' }, carol.cookie);
    expect(alert.statusCode).toBe(201);
    await insertOffer(t.db, { companyId: company, titleFr: 'Infirmier(ère) de nuit' });
    await insertOffer(t.db, { companyId: company, titleFr: 'Préposé(e) à l’entretien' });
    await sweep();
    const [mail] = await alertMails(carol.email);
    const titles = (mail!.data.offers as Array<{ title: string }>).map((o) => o.title);
    expect(titles).toContain('Infirmier(ère) de nuit');
    expect(titles).not.toContain('Préposé(e) à l’entretien');
  });

  it('matches skills as the search does: an alert for "RCR" mails an offer carrying first aid and CPR', async () => {
    const dave = await t.createCandidate({ email: 'dave@example.test' });
    expect((await createAlert({ filters: { q: 'RCR' }, lg: 'fr' }, dave.cookie)).statusCode).toBe(
      201,
    );
    const firstAid = referenceAttributes().find((a) => a.labelEn === 'First aid and CPR')!.id;
    await insertOffer(t.db, {
      companyId: company,
      titleFr: 'Sauveteur(euse)',
      attributes: [firstAid],
    });
    await insertOffer(t.db, { companyId: company, titleFr: 'Moniteur(trice) de camp' });
    await sweep();
    const [mail] = await alertMails(dave.email);
    const titles = (mail!.data.offers as Array<{ title: string }>).map((o) => o.title);
    expect(titles).toEqual(['Sauveteur(euse)']);
  });

  it('sends at most one mail per period even when the sweep runs again', async () => {
    const res = await createAlert({ filters: { category: [category] } }, alice.cookie);
    await insertOffer(t.db, { companyId: company, attributes: [category] });
    const before = (await alertMails(alice.email)).length;
    expect((await sweep()).mailed).toBe(1);
    // The same day again, and a concurrent sweep: nothing due.
    const again = await Promise.all([sweep(DAY + 120_000), sweep(DAY + 120_000)]);
    expect(again.map((r) => r.due)).toEqual([0, 0]);
    expect((await alertMails(alice.email)).length).toBe(before + 1);
    const row = await rowOf(res.json().data.id);
    expect(row!.lastSentAt!.getTime()).toBeGreaterThan(Date.now() + DAY - 60_000);
  });

  it('sends nothing when nothing matched, and the period is spent', async () => {
    const res = await createAlert({ filters: { q: 'zzzqqxnothing' } }, alice.cookie);
    await insertOffer(t.db, { companyId: company, titleFr: 'Comptable' });
    const before = (await alertMails(alice.email)).length;
    expect(await sweep()).toMatchObject({ due: 1, mailed: 0 });
    expect((await alertMails(alice.email)).length).toBe(before);
    expect((await rowOf(res.json().data.id))!.lastSentAt).not.toBeNull();
  });

  it('waits a week for a weekly alert', async () => {
    await createAlert({ filters: { category: [category] }, frequency: 'weekly' }, alice.cookie);
    await insertOffer(t.db, { companyId: company, attributes: [category] });
    expect((await sweep(DAY + 60_000)).due).toBe(0);
    expect((await sweep(7 * DAY + 60_000)).mailed).toBe(1);
  });

  it('never sends an unconfirmed alert; the confirmation link turns it on', async () => {
    await createAlert({
      filters: { category: [category] },
      email: 'visitor@example.test',
      lg: 'en',
    });
    await t.app.jobs.drain();
    await insertOffer(t.db, { companyId: company, attributes: [category], titleFr: 'Plongeur' });
    expect((await sweep()).due).toBe(0);
    expect(await alertMails('visitor@example.test')).toEqual([]);

    const link = (await t.mailer.lastMessageTo('visitor@example.test'))!.data.url as string;
    const token = link.split('/').at(-1)!;
    const confirm = (tok: string) =>
      post('/api/jobboard/jobboard/alerts/confirm', { token: tok, lg: 'en' });
    expect((await confirm(`${token}x`)).statusCode).toBe(404);
    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toContain('alert is on');
    expect((await confirm(token)).statusCode).toBe(410);
    // Confirmed now: offers published from now on are its news.
    await insertOffer(t.db, { companyId: company, attributes: [category], titleFr: 'Serveur' });
    expect((await sweep()).mailed).toBe(1);
    const [mail] = await alertMails('visitor@example.test');
    expect(mail!.lang).toBe('en');
    // No account: no "manage my alerts" link.
    expect(mail!.data.manageUrl).toBeNull();
  });

  it('matches a whole batch in one query', async () => {
    for (let i = 0; i < 5; i++)
      await createAlert({ filters: { q: `word${i}` } }, (await t.createCandidate()).cookie);
    await createAlert({ filters: { category: [category] } }, alice.cookie);
    await insertOffer(t.db, { companyId: company, attributes: [category] });
    const execute = vi.spyOn(t.db, 'execute');
    try {
      const result = await sweep();
      expect(result).toMatchObject({ due: 6, mailed: 1, queries: 1 });
      // The claim (one UPDATE … RETURNING) and the matching: two statements for six alerts.
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
  });
});

/** An alert of Alice's with a mail sent: its id and the path of the mail's unsubscribe link. */
async function mailedAlert() {
  const res = await createAlert({ filters: { category: [category] } }, alice.cookie);
  return { id: res.json().data.id as number, path: await mailAgain(t) };
}
/** A new matching offer and a sweep by `app` a day later: the path of the unsubscribe link mailed. */
async function mailAgain(app: TestApp) {
  // The last mail was "sent" a day ahead: back to a minute ago, before the offer.
  await t.db.update(jobAlerts).set({ lastSentAt: new Date(Date.now() - 60_000) });
  await insertOffer(t.db, { companyId: company, attributes: [category] });
  await sendDueAlerts(app.app, app.app.log, new Date(Date.now() + DAY + 60_000));
  await app.app.jobs.drain();
  const mail = (await app.mailer.listOutbox(alice.email))
    .filter((m) => m.template === 'job-alert')
    .at(-1)!;
  const url = /^<(.*)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!;
  return new URL(url).pathname;
}
const oneClick = (path: string, app: TestApp = t) =>
  app.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('an alert around a city (radius)', () => {
  const LAVAL = 3;
  const TERREBONNE = 10;
  const SHERBROOKE = 6;

  it('keeps the radius with its cities only, and says it in the summary', async () => {
    const res = await createAlert(
      { filters: { city: [LAVAL], radius: 25 }, lg: 'en' },
      alice.cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      filters: { city: [LAVAL], radius: 25 },
      summary: 'Laval, within 25 km',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/jobboard/jobboard/user/alerts?lg=fr',
      headers: { cookie: alice.cookie },
    });
    expect(list.json().data[0].summary).toBe('Laval, dans un rayon de 25 km');
    // Without a city the radius means nothing: not kept.
    const alone = await createAlert(
      { filters: { category: [category], radius: 25 } },
      alice.cookie,
    );
    expect(alone.json().data.filters).toEqual({ category: [category] });
    expect(
      (await createAlert({ filters: { city: [LAVAL], radius: 30 } }, alice.cookie)).statusCode,
    ).toBe(422);
  });

  it('matches an offer of a nearby town, not a far one, still in one query per batch', async () => {
    await createAlert({ filters: { city: [LAVAL], radius: 25 }, lg: 'fr' }, alice.cookie);
    await createAlert({ filters: { city: [LAVAL] }, lg: 'en' }, bob.cookie);
    const near = await insertOffer(t.db, {
      companyId: company,
      titleFr: 'Commis à Terrebonne',
      cityId: TERREBONNE,
    });
    await insertOffer(t.db, {
      companyId: company,
      titleFr: 'Commis à Sherbrooke',
      cityId: SHERBROOKE,
    });
    const aliceBefore = (await alertMails(alice.email)).length;
    const bobBefore = (await alertMails(bob.email)).length;
    const execute = vi.spyOn(t.db, 'execute');
    try {
      expect(await sweep()).toMatchObject({ due: 2, mailed: 1, queries: 1 });
      // The claim and the matching: the radius was widened in memory.
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
    const mails = await alertMails(alice.email);
    expect(mails).toHaveLength(aliceBefore + 1);
    const mail = mails.at(-1)!;
    const listed = mail.data.offers as Array<{ title: string; url: string }>;
    expect(listed.map((o) => o.title)).toEqual(['Commis à Terrebonne']);
    expect(listed[0]!.url).toMatch(new RegExp(`/${near}$`));
    expect(mail.data.summary).toBe('Laval, dans un rayon de 25 km');
    expect(mail.data.searchUrl).toBe(
      `http://jobboard.test/fr/trouver-un-emploi?city=${LAVAL}&radius=25`,
    );
    // Laval only: neither offer.
    expect(await alertMails(bob.email)).toHaveLength(bobBefore);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('deletes the alert on a POST to the header’s URL, without cookie or same-site origin', async () => {
    const { id, path } = await mailedAlert();
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        host: 'jobboard.test',
        origin: 'https://mail.example.com',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/ne recevrez plus|no longer receive/);
    expect(await rowOf(id)).toBeUndefined();
    // Again: idempotent (the same 200), and it says the link names nothing any more.
    const again = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toMatch(/n’est plus valide|no longer valid/);
    // A token that never named an alert: the same.
    const unknown = await oneClick(`${path.slice(0, path.lastIndexOf('/'))}/1-${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toMatch(/n’est plus valide|no longer valid/);
  });

  it('keeps the cross-site check on every other route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/jobboard/alerts',
      headers: { origin: 'https://mail.example.com', cookie: alice.cookie },
      payload: { filters: {}, frequency: 'daily' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('the unsubscribe page’s button works through the API too', async () => {
    const { id, path } = await mailedAlert();
    const token = path.split('/').at(-1)!;
    const res = await post('/api/jobboard/jobboard/alerts/unsubscribe', { token, lg: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('ne recevrez plus');
    expect(await rowOf(id)).toBeUndefined();
    // Clicked again (or a made-up token): still 200, and it says the link no longer works.
    const again = await post('/api/jobboard/jobboard/alerts/unsubscribe', { token, lg: 'fr' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).not.toContain('ne recevrez plus');
    expect(again.json().message).toBe(
      (
        await post('/api/jobboard/jobboard/alerts/unsubscribe', { token: 'x'.repeat(43), lg: 'fr' })
      ).json().message,
    );
  });
});

describe('unsubscribe links and SESSION_SECRET', () => {
  it('keeps every mailed link working when the secret changes', async () => {
    const { id, path } = await mailedAlert();
    // The server restarted with another secret, on the same database.
    const rotated = await createTestApp({
      sameDatabaseAs: t,
      env: { SESSION_SECRET: 'another-session-secret-fedcba9876543210' },
    });
    try {
      // Its next mail carries the same link as the one already sent…
      expect(await mailAgain(rotated)).toBe(path);
      // …which it honours.
      expect((await oneClick(path, rotated)).statusCode).toBe(200);
      expect(await rowOf(id)).toBeUndefined();
    } finally {
      await rotated.close();
    }
  });

  it('still honours the links mailed before alerts had their own token', async () => {
    const { id } = await mailedAlert();
    // What such a mail carried: an HMAC of the id with the secret, remembered as its SHA-256.
    const old = createHmac('sha256', t.env.SESSION_SECRET)
      .update(`job-alert-unsubscribe\u0000${id}`)
      .digest('base64url');
    await t.db
      .update(jobAlerts)
      .set({ unsubscribeTokenHash: createHash('sha256').update(old).digest('hex') })
      .where(eq(jobAlerts.id, id));
    expect((await oneClick(`/fr/alertes-emploi/desabonnement/${old}`)).statusCode).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
  });

  it('refuses a wrong token: the same answer, and the alert stays', async () => {
    const { id, path } = await mailedAlert();
    const token = path.split('/').at(-1)!;
    const [, own] = /^\d+-(.*)$/.exec(token)!;
    const other = (await createAlert({ filters: { q: 'bob' } }, bob.cookie)).json().data
      .id as number;
    const tampered = `${id}-${own!.startsWith('A') ? 'B' : 'A'}${own!.slice(1)}`;
    for (const wrong of [tampered, `${other}-${own}`, own!, `${id}-not-the-right-length`]) {
      expect(await alertOfToken(t.db, wrong), wrong).toBeUndefined();
      expect((await oneClick(`/fr/alertes-emploi/desabonnement/${wrong}`)).statusCode).toBe(200);
      const api = await post('/api/jobboard/jobboard/alerts/unsubscribe', {
        token: wrong,
        lg: 'fr',
      });
      expect(api.statusCode).toBe(200);
    }
    expect(await rowOf(id)).toBeDefined();
    expect(await rowOf(other)).toBeDefined();
    expect((await alertOfToken(t.db, token))?.id).toBe(id);
  });
});

describe('My alerts: a candidate sees and changes only their own', () => {
  it('lists, changes the frequency of and deletes one’s own alerts', async () => {
    const mine = (await createAlert({ filters: { category: [category] } }, alice.cookie)).json()
      .data as Alert;
    await createAlert({ filters: { q: 'bob' } }, bob.cookie);
    const list = await t.app.inject({
      url: '/api/jobboard/jobboard/user/alerts',
      headers: { cookie: alice.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect((list.json().data as Alert[]).map((a) => a.id)).toEqual([mine.id]);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/jobboard/jobboard/user/alerts/${mine.id}`,
      headers: { cookie: alice.cookie },
      payload: { frequency: 'weekly' },
    });
    expect(patched.json().data[0].frequency).toBe('weekly');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/jobboard/jobboard/user/alerts/${mine.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(deleted.json().data).toEqual([]);
  });

  it('answers 404 for another candidate’s alert and 401 signed out', async () => {
    const bobs = (await createAlert({ filters: { q: 'bob' } }, bob.cookie)).json().data as Alert;
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/jobboard/jobboard/user/alerts/${bobs.id}`,
        headers: { cookie: alice.cookie },
        ...(method === 'PATCH' ? { payload: { frequency: 'weekly' } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
    expect((await rowOf(bobs.id))!.frequency).toBe('daily');
    const aliceList = await t.app.inject({
      url: '/api/jobboard/jobboard/user/alerts',
      headers: { cookie: alice.cookie },
    });
    expect(aliceList.json().data).toEqual([]);
    expect((await t.app.inject({ url: '/api/jobboard/jobboard/user/alerts' })).statusCode).toBe(
      401,
    );
  });
});
