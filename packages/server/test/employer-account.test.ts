import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.js';
import { verifyPassword } from '../src/services/passwords.js';
import { createTestApp, type TestApp, type TestUser } from './helper.js';

let t: TestApp;
let employer: TestUser;
let candidate: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  employer = await t.createEmployer();
  candidate = await t.createCandidate();
});
afterAll(() => t.close());

const en = (user: TestUser) => ({ cookie: `${user.cookie}; lg=en` });
const profile = {
  first_name: 'Émilie',
  last_name: 'Gagnon',
  language: 'en',
  phone_number: '514 555 0199',
  location: { address: '1000 rue Sherbrooke O., Montréal', country: 'CA' },
};

describe('GET /ats/team-sizes', () => {
  it('is public (the sign-up form needs it) and bilingual', async () => {
    const res = await t.app.inject({ url: '/api/ats/team-sizes' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toEqual({
      value: '1-10',
      label: { fr: '1 à 10 employés', en: '1 to 10 employees' },
    });
    expect(res.json().data).toHaveLength(5);
  });
});

describe('GET /ats/me', () => {
  it("names each of the team's boards by its brand's label in both languages, keys kept", async () => {
    const member = await t.createEmployer({ jobboards: ['techboard', 'closedboard', 'jobboard'] });
    const res = await t.app.inject({ url: '/api/ats/me', headers: en(member) });
    expect(res.statusCode).toBe(200);
    const { team } = res.json().data;
    expect(team.jobboards).toEqual(['closedboard', 'jobboard', 'techboard']);
    // closedboard is not served here: no label, the client shows its key.
    expect(team.jobboard_labels).toEqual([
      { name: 'jobboard', label: { fr: 'jobboard (fr)', en: 'jobboard' } },
      { name: 'techboard', label: { fr: 'techboard (fr)', en: 'techboard' } },
    ]);
  });
});

describe('GET /ats/options/users', () => {
  it('lists the members of the team only', async () => {
    const res = await t.app.inject({ url: '/api/ats/options/users', headers: en(employer) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: employer.id, first_name: 'Test', last_name: 'Employer', email: employer.email },
    ]);
    expect((await t.app.inject({ url: '/api/ats/options/users' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/ats/options/users', headers: en(candidate) })).statusCode,
    ).toBe(403);
  });
});

describe('PUT /ats/profile', () => {
  it('answers 401 signed out and 403 to a candidate', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/ats/profile', payload: profile })).statusCode,
    ).toBe(401);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/ats/profile',
      payload: profile,
      headers: en(candidate),
    });
    expect(res.statusCode).toBe(403);
  });

  it('updates the profile and answers the User, phone stored in E.164', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/ats/profile',
      headers: en(employer),
      payload: { ...profile, client: 'web', lg: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: employer.id,
      guard: 'ats',
      first_name: 'Émilie',
      last_name: 'Gagnon',
      language: 'en',
      phone_number: '+15145550199',
      location: { address: '1000 rue Sherbrooke O., Montréal', country: 'CA' },
      permissions: [
        { name: 'manage_companies' },
        { name: 'manage_offers' },
        { name: 'manage_candidates' },
      ],
      team: { id: employer.teamId },
    });
  });

  it('gives 422 per field: names, language, phone for the country', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/ats/profile',
      headers: en(employer),
      payload: { first_name: ' ', last_name: 'x'.repeat(101), language: 'de' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['first_name', 'language', 'last_name']);
    // An American number is not valid for Canada.
    const us = await t.app.inject({
      method: 'PUT',
      url: '/api/ats/profile',
      headers: en(employer),
      payload: { ...profile, phone_number: '212 253 1234' },
    });
    expect(us.statusCode).toBe(422);
    expect(us.json().errors).toEqual({ phone_number: ['Please enter a valid phone number.'] });
    const country = await t.app.inject({
      method: 'PUT',
      url: '/api/ats/profile',
      headers: en(employer),
      payload: { ...profile, location: { country: 'ZZ' } },
    });
    expect(country.json().errors).toEqual({ 'location.country': ['This value is not allowed.'] });
    const [row] = await t.db.select().from(users).where(eq(users.id, employer.id));
    expect(row?.phoneNumber).toBe('+15145550199');
  });
});

describe('PUT /ats/auth/change-password', () => {
  it('checks the current password (422 on current_password)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/ats/auth/change-password',
      headers: en(employer),
      payload: { current_password: 'wrong-password', password: 'a-new-password-123' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });
    const short = await t.app.inject({
      method: 'PUT',
      url: '/api/ats/auth/change-password',
      headers: en(employer),
      payload: { current_password: employer.password, password: 'short' },
    });
    expect(short.json().errors).toEqual({
      password: ['This field must be at least 8 characters.'],
    });
  });

  it('changes it, ends every other session and keeps this browser signed in', async () => {
    const otherBrowser = await t.cookieFor(employer.id, 'ats');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/ats/auth/change-password',
      headers: en(employer),
      payload: { current_password: employer.password, password: 'a-new-password-123' },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await t.db.select().from(users).where(eq(users.id, employer.id));
    expect(await verifyPassword('a-new-password-123', row!.passwordHash)).toBe(true);
    // Old sessions (this one's old cookie included) are gone; the answer set a fresh cookie.
    for (const cookie of [employer.cookie, otherBrowser]) {
      const old = await t.app.inject({ url: '/api/ats/options/users', headers: { cookie } });
      expect(old.statusCode).toBe(401);
    }
    const fresh = res.cookies.find((c) => c.name === 'ats_session');
    expect(fresh?.httpOnly).toBe(true);
    const ok = await t.app.inject({
      url: '/api/ats/options/users',
      headers: { cookie: `ats_session=${fresh!.value}` },
    });
    expect(ok.statusCode).toBe(200);
    const remaining = await t.db.select().from(sessions).where(eq(sessions.userId, employer.id));
    expect(remaining).toHaveLength(1);
  });

  it('answers 401 signed out and 403 to a candidate', async () => {
    const payload = { current_password: 'x', password: 'a-new-password-123' };
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/ats/auth/change-password', payload }))
        .statusCode,
    ).toBe(401);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/ats/auth/change-password',
      payload,
      headers: en(candidate),
    });
    expect(res.statusCode).toBe(403);
  });
});
