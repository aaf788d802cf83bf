import { randomBytes, scryptSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newsletterSubscriptions,
  secureLinks,
  sessions,
  teamJobboards,
  users,
} from '../src/db/schema.js';
import type { OutboxEntry } from '../src/services/mail.js';
import { createTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let ipCounter = 0;
/** Each call site gets its own client address, so the route rate limits do not leak between tests. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  cookie?: string;
  lg?: 'fr' | 'en';
  ip?: string;
  host?: string;
}
const call = ({ method = 'POST', url, body, cookie, lg, ip, host }: Call) =>
  t.app.inject({
    method,
    url,
    remoteAddress: ip ?? freshIp(),
    headers: {
      host: host ?? 'jobboard.test',
      ...(cookie || lg ? { cookie: [cookie, lg && `lg=${lg}`].filter(Boolean).join('; ') } : {}),
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });

/** The session cookie set by an answer, as a Cookie header value. */
function sessionCookie(res: { headers: Record<string, unknown> }, name: string): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : [String(header ?? '')];
  const found = all.find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`));
  if (!found) throw new Error(`no ${name} cookie in ${JSON.stringify(all)}`);
  return found.split(';')[0]!;
}

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@Example.test`;

/** The mail's link path, e.g. /fr/email-confirmation/{selector}/{token}. */
function linkOf(mail: OutboxEntry | undefined, kind: string) {
  const match = mail?.text.match(
    new RegExp(`https?://([^/\\s]+)/(fr|en)/${kind}/([\\w-]+)/([\\w-]+)`),
  );
  if (!match) throw new Error(`no ${kind} link in ${mail?.text}`);
  return { host: match[1]!, lang: match[2]!, selector: match[3]!, token: match[4]! };
}

/** Background mail (forgot-password): wait until it is in the outbox. */
async function waitForMail(to: string, count: number): Promise<OutboxEntry[]> {
  for (let i = 0; i < 100; i++) {
    const list = await t.mailer.listOutbox(to);
    if (list.length >= count) return list;
    await new Promise((r) => setTimeout(r, 20));
  }
  return t.mailer.listOutbox(to);
}

/** The last mail of a template to an address, once the background sender has written it. */
async function mailOf(to: string, template: string): Promise<OutboxEntry> {
  for (let i = 0; i < 150; i++) {
    const mail = (await t.mailer.listOutbox(to.toLowerCase()))
      .filter((m) => m.template === template)
      .at(-1);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no ${template} mail to ${to}`);
}

/** Follows the confirmation link of a sign-up: the address is confirmed and the account signed in. */
async function confirmSignup(email: string, cookieName: string): Promise<string> {
  const link = linkOf(await mailOf(email, 'email-confirmation'), 'email-confirmation');
  const res = await call({
    url: '/api/email-confirmation',
    body: { selector: link.selector, token: link.token },
  });
  expect(res.statusCode).toBe(200);
  return sessionCookie(res, cookieName);
}

const signup = (overrides: Record<string, unknown> = {}, lg: 'fr' | 'en' = 'fr') =>
  call({
    url: '/api/jobboard/signup',
    body: {
      email: uniqueEmail('cand'),
      password: 'long enough password',
      first_name: 'Émilie',
      last_name: 'Tremblay',
      client: 'web',
      lg,
      ...overrides,
    },
  });

describe('POST /jobboard/signup', () => {
  it('creates the candidate and mails a confirmation link in the chosen language, which signs in', async () => {
    const email = uniqueEmail('signup');
    const res = await signup({ email });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: expect.stringContaining(email.toLowerCase()) });
    // Nobody is signed in by the sign-up itself (the same answer as for a taken address).
    expect(res.headers['set-cookie']).toBeUndefined();

    const mail = await mailOf(email, 'email-confirmation');
    expect(mail.lang).toBe('fr');
    expect(mail.subject).toContain('jobboard (fr)');
    const link = linkOf(mail, 'email-confirmation');
    expect(link.host).toBe('jobboard.test');
    expect(link.lang).toBe('fr');

    const confirmed = await call({
      url: '/api/email-confirmation',
      body: { selector: link.selector, token: link.token },
    });
    const setCookie = String(confirmed.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    const cookie = sessionCookie(confirmed, 'jb_session');
    const me = await call({ method: 'GET', url: '/api/jobboard/jobboard/me', cookie });
    expect(me.statusCode).toBe(200);
    const { data } = me.json();
    expect(data).toMatchObject({
      email: email.toLowerCase(),
      email_verified: true,
      first_name: 'Émilie',
      last_name: 'Tremblay',
      language: 'fr',
      guard: 'jobboard',
      permissions: [],
      team: null,
      location: { address: null, country: null, city_id: null },
      phone_number: null,
    });
  });

  it('answers a taken e-mail (any case) exactly as a new one, and mails its owner instead', async () => {
    const email = uniqueEmail('taken');
    const fresh = await signup({ email }, 'en');
    expect(fresh.statusCode).toBe(202);
    const again = await signup({ email: email.toUpperCase(), password: 'another password' }, 'en');
    expect(again.statusCode).toBe(202);
    expect(again.body).toBe(fresh.body);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(Object.keys(again.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    const rows = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(rows).toHaveLength(1);
    // The owner (language of the account, not of the request) learns where to sign in or reset.
    const mail = await mailOf(email, 'account-exists');
    expect(mail.lang).toBe('en');
    expect(mail.text).toContain('http://jobboard.test/en/login');
    expect(mail.text).toContain('http://jobboard.test/en/forgot-password');
    // The existing password still works; the new one opens nothing.
    expect(
      (
        await call({
          url: '/api/jobboard/auth/login',
          body: { email, password: 'another password' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('writes a mail to an existing account in the language of the page it came from', async () => {
    const email = uniqueEmail('page-language');
    expect((await signup({ email }, 'fr')).statusCode).toBe(202);
    expect((await mailOf(email, 'email-confirmation')).lang).toBe('fr');
    // The French account signs up again from an English page: the answer is in English.
    expect((await signup({ email }, 'en')).statusCode).toBe(202);
    const exists = await mailOf(email, 'account-exists');
    expect(exists.lang).toBe('en');
    expect(exists.text).toContain('http://jobboard.test/en/login');
    const forgot = await call({
      url: '/api/jobboard/auth/forgot-password',
      body: { email },
      lg: 'en',
    });
    expect(forgot.statusCode).toBe(200);
    const reset = await mailOf(email, 'reset-password');
    expect(reset.lang).toBe('en');
    expect(linkOf(reset, 'reset-password').lang).toBe('en');
  });

  it('validates every field (422 per field), huge strings and wrong types included', async () => {
    const res = await signup({ email: 'not-an-email', password: 'short', first_name: '' }, 'en');
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.email).toEqual(['Please enter a valid e-mail address.']);
    expect(errors.password).toEqual(['This field must be at least 8 characters.']);
    expect(errors.first_name).toEqual(['This field is required.']);

    const huge = await signup({ first_name: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors.first_name).toBeDefined();

    const types = await signup({ email: 42, password: ['a'], newsletter: 'yes' });
    expect(types.statusCode).toBe(422);
    expect(Object.keys(types.json().errors).sort()).toEqual(['email', 'newsletter', 'password']);

    const nul = await signup({ last_name: 'a\u0000b' });
    expect(nul.statusCode).toBe(422);
  });

  it('answers malformed JSON and a non-object body with a 4xx, never a 500', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/signup',
      remoteAddress: freshIp(),
      headers: { host: 'jobboard.test', 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBeTruthy();
    const array = await call({ url: '/api/jobboard/signup', body: [1, 2] });
    expect(array.statusCode).toBe(422);
    const empty = await call({ url: '/api/jobboard/signup' });
    expect([400, 415, 422]).toContain(empty.statusCode);
  });

  it('refuses an unknown board in the payload', async () => {
    const res = await signup({ jobboard: 'nowhere' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['jobboard']);
  });

  it('is rate limited', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (
          await call({
            url: '/api/jobboard/signup',
            ip,
            body: { email: 'x', password: 'y', lg: 'en' },
          })
        ).statusCode,
      );
    expect(codes.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(codes[5]).toBe(429);
  });
});

describe('POST /ats/signup', () => {
  const employerBody = (overrides: Record<string, unknown> = {}) => ({
    email: uniqueEmail('emp'),
    password: 'employer password',
    first_name: 'Marc',
    last_name: 'Bouchard',
    company_name: 'Hôtel du Lac',
    team_size: '11-50',
    phone_number: '514 555 0199',
    jobboard: 'techboard',
    lg: 'en',
    ...overrides,
  });

  it('creates an employer with its own team, every permission, allowed on its board', async () => {
    const body = employerBody();
    const res = await call({ url: '/api/ats/signup', body });
    expect(res.statusCode).toBe(202);
    const cookie = await confirmSignup(body.email, 'ats_session');
    const me = await call({ method: 'GET', url: '/api/ats/me', cookie });
    expect(me.statusCode).toBe(200);
    const { data } = me.json();
    expect(data).toMatchObject({
      guard: 'ats',
      email: body.email.toLowerCase(),
      language: 'en',
      email_verified: true,
      phone_number: '+15145550199',
      permissions: [
        { name: 'manage_companies' },
        { name: 'manage_offers' },
        { name: 'manage_candidates' },
      ],
      team: {
        name: 'Hôtel du Lac',
        can_publish_on_partner_or_our_network: false,
        jobboards: ['techboard'],
      },
    });
    const boards = await t.db
      .select()
      .from(teamJobboards)
      .where(eq(teamJobboards.teamId, data.team.id));
    expect(boards.map((b) => b.jobboard)).toEqual(['techboard']);
    // The company named at sign-up is the team's first company, ready to pick in the offer form.
    const options = await call({ method: 'GET', url: '/api/ats/options/companies', cookie });
    expect(options.statusCode).toBe(200);
    expect(options.json().data).toEqual([
      expect.objectContaining({ name_fr: 'Hôtel du Lac', name_en: 'Hôtel du Lac' }),
    ]);
    // The candidate side does not see an employer session.
    const asCandidate = await call({ method: 'GET', url: '/api/jobboard/jobboard/me', cookie });
    expect(asCandidate.statusCode).toBe(403);
    const mail = await mailOf(body.email, 'email-confirmation');
    expect(linkOf(mail, 'email-confirmation').lang).toBe('en');
    // Signed up from techboard's link: the mail is techboard's, on techboard's host.
    expect(mail?.subject).toContain('techboard');
    expect(linkOf(mail, 'email-confirmation').host).toBe('techboard.test');
  });

  it('defaults the board to the host', async () => {
    const body = employerBody({ jobboard: undefined });
    const res = await call({ url: '/api/ats/signup', body, host: 'careboard.test' });
    expect(res.statusCode).toBe(202);
    const cookie = await confirmSignup(body.email, 'ats_session');
    const me = await call({ method: 'GET', url: '/api/ats/me', cookie });
    expect(me.json().data.team.jobboards).toEqual(['careboard']);
  });

  it('checks the team size and the phone; the same e-mail may also be a candidate', async () => {
    const bad = await call({
      url: '/api/ats/signup',
      body: employerBody({ team_size: 'huge', phone_number: '212 253 1234' }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ team_size: ['This value is not allowed.'] });
    const phone = await call({
      url: '/api/ats/signup',
      body: employerBody({ phone_number: '212 253 1234' }),
    });
    expect(phone.statusCode).toBe(422);
    expect(phone.json().errors).toEqual({ phone_number: ['Please enter a valid phone number.'] });

    const email = uniqueEmail('both');
    expect((await signup({ email })).statusCode).toBe(202);
    const ats = await call({ url: '/api/ats/signup', body: employerBody({ email }) });
    expect(ats.statusCode).toBe(202);
    await mailOf(email, 'email-confirmation');
    const again = await call({ url: '/api/ats/signup', body: employerBody({ email }) });
    expect(again.statusCode).toBe(202);
    expect(again.body).toBe(ats.body);
    const exists = await mailOf(email, 'account-exists');
    // The employer side's pages.
    expect(exists.text).toContain('/en/employer/login');
    const rows = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(rows.map((r) => r.guard).sort()).toEqual(['ats', 'jobboard']);
  });
});

describe('login and logout', () => {
  it('signs a candidate in; wrong password and unknown e-mail get the same 400 invalid_grant', async () => {
    const candidate = await t.createCandidate({ password: 'the right password' });
    const ok = await call({
      url: '/api/jobboard/auth/login',
      body: { email: candidate.email.toUpperCase(), password: 'the right password' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ id: candidate.id, guard: 'jobboard' });
    const cookie = sessionCookie(ok, 'jb_session');
    expect(String(ok.headers['set-cookie'])).toMatch(
      /HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/,
    );
    expect(
      (await call({ method: 'GET', url: '/api/jobboard/jobboard/me', cookie })).statusCode,
    ).toBe(200);

    const wrong = await call({
      url: '/api/jobboard/auth/login',
      body: { email: candidate.email, password: 'wrong password', lg: 'en' },
    });
    const unknown = await call({
      url: '/api/jobboard/auth/login',
      body: { email: 'nobody@example.test', password: 'wrong password', lg: 'en' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'invalid_grant',
      message: 'The provided credentials are invalid.',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    const fr = await call({
      url: '/api/jobboard/auth/login',
      body: { email: candidate.email, password: 'wrong password' },
      lg: 'fr',
    });
    expect(fr.json().message).toBe('Les identifiants fournis sont invalides.');
  });

  it('renews a password hash stored as scrypt to argon2id when its owner signs in', async () => {
    const candidate = await t.createCandidate({ password: 'an older password' });
    const salt = randomBytes(16);
    const key = scryptSync('an older password', salt, 32, {
      N: 2 ** 15,
      r: 8,
      p: 1,
      maxmem: 64 << 20,
    });
    const legacy = ['scrypt', 15, 8, 1, salt.toString('base64url'), key.toString('base64url')];
    await t.db
      .update(users)
      .set({ passwordHash: legacy.join('$') })
      .where(eq(users.id, candidate.id));
    const storedHash = async () =>
      (await t.db.select().from(users).where(eq(users.id, candidate.id)))[0]!.passwordHash;

    const wrong = await call({
      url: '/api/jobboard/auth/login',
      body: { email: candidate.email, password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(await storedHash()).toBe(legacy.join('$'));
    const ok = await call({
      url: '/api/jobboard/auth/login',
      body: { email: candidate.email, password: 'an older password' },
    });
    expect(ok.statusCode).toBe(200);
    const renewed = await storedHash();
    expect(renewed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The renewed hash opens the account as the old one did.
    const again = await call({
      url: '/api/jobboard/auth/login',
      body: { email: candidate.email, password: 'an older password' },
    });
    expect(again.statusCode).toBe(200);
    expect(await storedHash()).toBe(renewed);
  });

  it('keeps the guards apart: employer credentials do not open a candidate session', async () => {
    const employer = await t.createEmployer({ password: 'employer password' });
    const asCandidate = await call({
      url: '/api/jobboard/auth/login',
      body: { email: employer.email, password: 'employer password' },
    });
    expect(asCandidate.statusCode).toBe(400);
    const ok = await call({
      url: '/api/ats/auth/login',
      body: { email: employer.email, password: 'employer password' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.permissions).toHaveLength(3);
    const cookie = sessionCookie(ok, 'ats_session');
    expect((await call({ method: 'GET', url: '/api/ats/me', cookie })).statusCode).toBe(200);
  });

  it('logout ends only its own guard', async () => {
    const candidate = await t.createCandidate();
    const employer = await t.createEmployer();
    const both = `${candidate.cookie}; ${employer.cookie}`;
    const out = await call({ url: '/api/jobboard/auth/logout', cookie: both });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^jb_session=;/);
    expect(
      (await call({ method: 'GET', url: '/api/jobboard/jobboard/me', cookie: both })).statusCode,
    ).toBe(403);
    expect((await call({ method: 'GET', url: '/api/ats/me', cookie: both })).statusCode).toBe(200);
    const atsOut = await call({ url: '/api/ats/auth/logout', cookie: employer.cookie });
    expect(atsOut.statusCode).toBe(204);
    expect(
      (await call({ method: 'GET', url: '/api/ats/me', cookie: employer.cookie })).statusCode,
    ).toBe(401);
  });

  it('validates the login payload and rate limits it', async () => {
    const bad = await call({ url: '/api/jobboard/auth/login', body: { email: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'password']);
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push(
        (
          await call({
            url: '/api/ats/auth/login',
            ip,
            // Another account each time: the per-account back-off is tested on its own.
            body: { email: `nobody-${i}@example.test`, password: 'x' },
          })
        ).statusCode,
      );
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
    // Eleven password hashes: slow on a busy machine.
  }, 60_000);
});

describe('guards of the session calls', () => {
  it('candidate calls: 401 signed out, 403 for an employer; /ats/me the reverse', async () => {
    const candidate = await t.createCandidate();
    const employer = await t.createEmployer();
    const me = (cookie?: string) =>
      call({ method: 'GET', url: '/api/jobboard/jobboard/me', cookie, lg: 'en' });
    const ats = (cookie?: string) => call({ method: 'GET', url: '/api/ats/me', cookie, lg: 'en' });
    expect((await me()).statusCode).toBe(401);
    expect((await me()).json()).toEqual({ message: 'You must be signed in.' });
    expect((await me(employer.cookie)).json()).toEqual({
      message: 'This section is for candidates.',
    });
    expect((await ats()).statusCode).toBe(401);
    expect((await ats(candidate.cookie)).statusCode).toBe(403);
    expect((await ats(candidate.cookie)).json()).toEqual({
      message: 'This section is for employers.',
    });
    const sso = await call({
      method: 'GET',
      url: '/api/ats/auth/sso-tokens',
      cookie: candidate.cookie,
    });
    expect(sso.statusCode).toBe(403);
  });

  it('an unknown board in the path is a 404 (once signed in)', async () => {
    const candidate = await t.createCandidate();
    const res = await call({
      method: 'GET',
      url: '/api/jobboard/nowhere/me',
      cookie: candidate.cookie,
      lg: 'en',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Unknown job board: nowhere' });
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown e-mails, and mails only the known one', async () => {
    const candidate = await t.createCandidate();
    const known = await call({
      url: '/api/jobboard/auth/forgot-password',
      body: { email: candidate.email, lg: 'en', client: 'web' },
    });
    const unknownEmail = uniqueEmail('ghost').toLowerCase();
    const unknown = await call({
      url: '/api/jobboard/auth/forgot-password',
      body: { email: unknownEmail, lg: 'en', client: 'web' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toMatch(/If an account exists/);
    const mails = await waitForMail(candidate.email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.template).toBe('reset-password');
    await new Promise((r) => setTimeout(r, 100));
    expect(await t.mailer.listOutbox(unknownEmail)).toHaveLength(0);
    // An employer account with that e-mail does not exist: the ats side sends nothing either.
    const ats = await call({
      url: '/api/ats/auth/forgot-password',
      body: { email: candidate.email, lg: 'en' },
    });
    expect(ats.body).toBe(known.body);
    await new Promise((r) => setTimeout(r, 100));
    expect(await t.mailer.listOutbox(candidate.email)).toHaveLength(1);
  });

  it('sends at most one mail a minute to an address, and is rate limited by client', async () => {
    const candidate = await t.createCandidate();
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (
          await call({
            url: '/api/jobboard/auth/forgot-password',
            ip,
            body: { email: candidate.email },
          })
        ).statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    await waitForMail(candidate.email, 1);
    await new Promise((r) => setTimeout(r, 150));
    expect(await t.mailer.listOutbox(candidate.email)).toHaveLength(1);
  });

  it('resets the password with the mailed link, ends every session, and the link works once', async () => {
    const candidate = await t.createCandidate({ verified: false, password: 'old password!' });
    await call({ url: '/api/jobboard/auth/forgot-password', body: { email: candidate.email } });
    const [mail] = await waitForMail(candidate.email, 1);
    const { selector, token } = linkOf(mail, 'reset-password');

    const check = await call({
      method: 'GET',
      url: `/api/check-secure-link/reset-password/${selector}/${token}`,
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toEqual({
      type: 'reset-password',
      email: candidate.email,
      guard: 'jobboard',
    });
    // Checking does not use the link.
    expect(
      (
        await call({
          method: 'GET',
          url: `/api/check-secure-link/reset-password/${selector}/${token}`,
        })
      ).statusCode,
    ).toBe(200);

    const short = await call({
      method: 'PUT',
      url: '/api/auth/reset-password',
      body: { selector, token, password: 'short' },
    });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(['password']);

    const res = await call({
      method: 'PUT',
      url: '/api/auth/reset-password',
      body: { selector, token, password: 'brand new password', lg: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/password has been changed/);
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, candidate.id));
    expect(left).toHaveLength(0);
    expect(
      (await call({ method: 'GET', url: '/api/jobboard/jobboard/me', cookie: candidate.cookie }))
        .statusCode,
    ).toBe(401);
    const login = await call({
      url: '/api/jobboard/auth/login',
      body: { email: candidate.email, password: 'brand new password' },
    });
    expect(login.statusCode).toBe(200);
    // The mailbox is proven.
    expect(login.json().data.email_verified).toBe(true);
    const oldLogin = await call({
      url: '/api/jobboard/auth/login',
      body: { email: candidate.email, password: 'old password!' },
    });
    expect(oldLogin.statusCode).toBe(400);

    const again = await call({
      method: 'PUT',
      url: '/api/auth/reset-password',
      body: { selector, token, password: 'another new password', lg: 'en' },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: 'This link has already been used.' });
    const checkUsed = await call({
      method: 'GET',
      url: `/api/check-secure-link/reset-password/${selector}/${token}`,
    });
    expect(checkUsed.statusCode).toBe(410);
  });

  it('refuses forged, malformed and wrong-type links with a 4xx', async () => {
    const forged = await call({
      method: 'PUT',
      url: '/api/auth/reset-password',
      body: {
        selector: 'a'.repeat(22),
        token: 'b'.repeat(43),
        password: 'long enough pass',
        lg: 'en',
      },
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toEqual({ message: 'This link is invalid.' });
    const malformed = await call({
      method: 'PUT',
      url: '/api/auth/reset-password',
      body: { selector: '../../x', token: 'short', password: 'long enough pass' },
    });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors).sort()).toEqual(['selector', 'token']);
    for (const url of [
      `/api/check-secure-link/nope/${'a'.repeat(22)}/${'b'.repeat(43)}`,
      `/api/check-secure-link/reset-password/x/y`,
      `/api/check-secure-link/reset-password/${'a'.repeat(22)}/${'b'.repeat(43)}`,
    ]) {
      expect((await call({ method: 'GET', url })).statusCode).toBe(404);
    }
    // A link of one type is not a link of another.
    const candidate = await t.createCandidate({ verified: false });
    const res = await call({
      url: '/api/jobboard/jobboard/user/email-confirmation/resend',
      cookie: candidate.cookie,
    });
    expect(res.statusCode).toBe(200);
    const { selector, token } = linkOf(
      await t.mailer.lastMessageTo(candidate.email),
      'email-confirmation',
    );
    const cross = await call({
      method: 'PUT',
      url: '/api/auth/reset-password',
      body: { selector, token, password: 'long enough pass' },
    });
    expect(cross.statusCode).toBe(404);
  });
});

describe('e-mail confirmation', () => {
  it('confirms the address from the sign-up mail; a second click is still a success', async () => {
    const email = uniqueEmail('confirm').toLowerCase();
    expect((await signup({ email, newsletter: true })).statusCode).toBe(202);
    const link = linkOf(await mailOf(email, 'email-confirmation'), 'email-confirmation');
    expect(
      (
        await call({
          method: 'GET',
          url: `/api/check-secure-link/email-confirmation/${link.selector}/${link.token}`,
        })
      ).statusCode,
    ).toBe(200);
    const confirm = await call({
      url: '/api/email-confirmation',
      body: { selector: link.selector, token: link.token, lg: 'en', client: 'web' },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ message: 'Your e-mail address is confirmed. Thank you!' });
    const cookie = sessionCookie(confirm, 'jb_session');
    const me = await call({ method: 'GET', url: '/api/jobboard/jobboard/me', cookie });
    expect(me.json().data.email_verified).toBe(true);
    const twice = await call({
      url: '/api/email-confirmation',
      body: { selector: link.selector, token: link.token },
    });
    expect(twice.statusCode).toBe(200);
    // The newsletter box of the sign-up form is confirmed with the address.
    const [subscription] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.email, email),
          eq(newsletterSubscriptions.jobboard, 'jobboard'),
        ),
      );
    expect(subscription?.confirmedAt).toBeInstanceOf(Date);
  });

  it('an expired link is a 410 and confirms nothing', async () => {
    const email = uniqueEmail('expired').toLowerCase();
    await signup({ email });
    const link = linkOf(await mailOf(email, 'email-confirmation'), 'email-confirmation');
    await t.db
      .update(secureLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(secureLinks.selector, link.selector));
    const res = await call({
      url: '/api/email-confirmation',
      body: { selector: link.selector, token: link.token, lg: 'en' },
    });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ message: 'This link has expired.' });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('refuses a wrong token', async () => {
    const email = uniqueEmail('wrong').toLowerCase();
    await signup({ email });
    const link = linkOf(await mailOf(email, 'email-confirmation'), 'email-confirmation');
    const res = await call({
      url: '/api/email-confirmation',
      body: { selector: link.selector, token: 'x'.repeat(43), lg: 'en' },
    });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerifiedAt).toBeNull();
    const noNewsletter = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(noNewsletter).toHaveLength(0);
  });
});

describe('resend the confirmation', () => {
  it('sends a new link to an unconfirmed candidate; 403 with a message once confirmed', async () => {
    const candidate = await t.createCandidate({ verified: false });
    const res = await call({
      url: '/api/jobboard/techboard/user/email-confirmation/resend',
      host: 'techboard.test',
      cookie: candidate.cookie,
      body: { lg: 'en', client: 'web' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain(candidate.email);
    const mail = await t.mailer.lastMessageTo(candidate.email);
    expect(mail?.subject).toContain('techboard');

    const verified = await t.createCandidate();
    for (const [lg, message] of [
      ['en', 'Your e-mail address is already confirmed.'],
      ['fr', 'Votre adresse courriel est déjà confirmée.'],
    ] as const) {
      const done = await call({
        url: '/api/jobboard/jobboard/user/email-confirmation/resend',
        cookie: verified.cookie,
        lg,
      });
      expect(done.statusCode).toBe(403);
      expect(done.json()).toEqual({ message });
    }
  });

  it('has a guard per side and a rate limit', async () => {
    const candidate = await t.createCandidate({ verified: false });
    const employer = await t.createEmployer({ verified: false });
    const user = '/api/jobboard/jobboard/user/email-confirmation/resend';
    const emp = '/api/jobboard/jobboard/employer/email-confirmation/resend';
    expect((await call({ url: user })).statusCode).toBe(401);
    expect((await call({ url: user, cookie: employer.cookie })).statusCode).toBe(403);
    expect((await call({ url: emp, cookie: candidate.cookie })).statusCode).toBe(403);
    expect((await call({ url: emp, cookie: employer.cookie })).statusCode).toBe(200);
    expect((await t.mailer.lastMessageTo(employer.email))?.template).toBe('email-confirmation');
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await call({ url: user, cookie: candidate.cookie, ip })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('single sign-on tokens for the ATS', () => {
  it('gives an employer a single-use token pair that the ATS checks once', async () => {
    const employer = await t.createEmployer();
    const res = await call({
      method: 'GET',
      url: '/api/ats/auth/sso-tokens',
      cookie: employer.cookie,
    });
    expect(res.statusCode).toBe(200);
    const { selector, token } = res.json();
    expect(selector).toMatch(/^[\w-]{16,}$/);
    expect(token).toMatch(/^[\w-]{32,}$/);
    expect(res.headers['cache-control']).toBe('no-store');
    // The ATS calls from its own servers, possibly by IP: any host is accepted.
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/check-secure-link/sso/${selector}/${token}`,
      headers: { host: '203.0.113.7' },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({
      type: 'sso',
      email: employer.email,
      user: { id: employer.id, guard: 'ats' },
    });
    const again = await call({
      method: 'GET',
      url: `/api/check-secure-link/sso/${selector}/${token}`,
    });
    expect(again.statusCode).toBe(410);
    expect((await call({ method: 'GET', url: '/api/ats/auth/sso-tokens' })).statusCode).toBe(401);
  });
});
