import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributes, users } from '../src/db/schema.js';
import { createTestApp, type TestApp, type TestUser } from './helper.js';

let t: TestApp;
let candidate: TestUser;
let other: TestUser;
let employer: TestUser;
let skillIds: number[];
let specializationIds: number[];
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  candidate = await t.createCandidate();
  other = await t.createCandidate();
  employer = await t.createEmployer();
  const skills = await t.db
    .select({ id: attributes.id })
    .from(attributes)
    .where(eq(attributes.type, 'skill'))
    .limit(3);
  skillIds = skills.map((s) => s.id);
  const specs = await t.db
    .select({ id: attributes.id })
    .from(attributes)
    .where(eq(attributes.type, 'specialization'))
    .limit(3);
  specializationIds = specs.map((s) => s.id);
  const [category] = await t.db
    .select({ id: attributes.id })
    .from(attributes)
    .where(eq(attributes.type, 'category'))
    .limit(1);
  categoryId = category!.id;
});
afterAll(async () => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { cookie?: string; body?: unknown; lg?: 'fr' | 'en' } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: {
      // A path names the host's own board: its board's host.
      host: `${/^\/api\/jobboard\/(techboard|careboard)\//.exec(url)?.[1] ?? 'jobboard'}.test`,
      cookie: [options.cookie, `lg=${options.lg ?? 'en'}`].filter(Boolean).join('; '),
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });

describe('guards', () => {
  const routes: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown]> = [
    ['GET', '/api/jobboard/jobboard/me'],
    ['POST', '/api/jobboard/jobboard/user/info', { first_name: 1 }],
    ['GET', '/api/jobboard/jobboard/user/specializations'],
    ['POST', '/api/jobboard/jobboard/user/specializations', { specialization_ids: 'x' }],
    ['GET', '/api/jobboard/user/skills'],
    ['POST', '/api/jobboard/user/skills', {}],
    ['GET', '/api/jobboard/user/skills/1'],
    ['PUT', '/api/jobboard/user/skills/1', {}],
    ['DELETE', '/api/jobboard/user/skills/1'],
  ];

  it('401 signed out and 403 for an employer, before the body is looked at', async () => {
    for (const [method, url, body] of routes) {
      const anonymous = await call(method, url, { body });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asEmployer = await call(method, url, { body, cookie: employer.cookie });
      expect(asEmployer.statusCode, `${method} ${url}`).toBe(403);
      expect(asEmployer.json()).toEqual({ message: 'This section is for candidates.' });
    }
  });
});

describe('GET /jobboard/{board}/me', () => {
  it('answers the user shape of the contracts', async () => {
    const res = await call('GET', '/api/jobboard/careboard/me', { cookie: candidate.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      data: {
        id: candidate.id,
        email: candidate.email,
        email_verified: true,
        first_name: 'Test',
        last_name: 'Candidate',
        language: 'fr',
        location: { address: null, country: null, city_id: null },
        phone_number: null,
        guard: 'jobboard',
        permissions: [],
        team: null,
      },
    });
  });
});

describe('POST /jobboard/{board}/user/info', () => {
  const info = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Émilie',
    last_name: 'Gagnon',
    language: 'en',
    phone_number: '(514) 555-0123',
    location: { address: 'Montréal', country: 'CA' },
    client: 'web',
    lg: 'en',
    ...overrides,
  });

  it('saves the information; the phone is stored in E.164', async () => {
    const res = await call('POST', '/api/jobboard/jobboard/user/info', {
      cookie: candidate.cookie,
      body: info(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      first_name: 'Émilie',
      last_name: 'Gagnon',
      language: 'en',
      phone_number: '+15145550123',
      location: { address: 'Montréal', country: 'CA' },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, candidate.id));
    expect(row?.phoneNumber).toBe('+15145550123');
    // Another country's number is checked for that country.
    const fr = await call('POST', '/api/jobboard/jobboard/user/info', {
      cookie: candidate.cookie,
      body: info({ phone_number: '06 12 34 56 78', location: { address: 'Paris', country: 'fr' } }),
    });
    expect(fr.statusCode).toBe(200);
    expect(fr.json().data.phone_number).toBe('+33612345678');
    expect(fr.json().data.location.country).toBe('FR');
  });

  it('422 per field: empty city, missing phone, a US number for Canada, an unknown country', async () => {
    const empty = await call('POST', '/api/jobboard/jobboard/user/info', {
      cookie: candidate.cookie,
      body: info({ phone_number: '', location: { address: '  ', country: 'CA' } }),
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        'location.address': ['This field is required.'],
        phone_number: ['This field is required.'],
      },
    });
    const us = await call('POST', '/api/jobboard/jobboard/user/info', {
      cookie: candidate.cookie,
      // The payload's lg wins over the cookie's.
      body: info({ phone_number: '212 253 1234', lg: 'fr' }),
    });
    expect(us.statusCode).toBe(422);
    expect(us.json().errors).toEqual({
      phone_number: ['Veuillez entrer un numéro de téléphone valide.'],
    });
    const country = await call('POST', '/api/jobboard/jobboard/user/info', {
      cookie: candidate.cookie,
      body: info({ location: { address: 'Nowhere', country: 'ZZ' } }),
    });
    expect(country.statusCode).toBe(422);
    expect(Object.keys(country.json().errors)).toEqual(['location.country']);
    // Nothing was saved by the refused calls.
    const [row] = await t.db.select().from(users).where(eq(users.id, candidate.id));
    expect(row?.address).not.toBe('  ');
  });

  it('wrong types and huge strings are 422, never 500', async () => {
    for (const body of [
      info({ first_name: 12 }),
      info({ language: 'de' }),
      info({ location: 'Montréal' }),
      info({ last_name: 'x'.repeat(200_000) }),
      info({ phone_number: '1'.repeat(500) }),
    ]) {
      const res = await call('POST', '/api/jobboard/jobboard/user/info', {
        cookie: candidate.cookie,
        body,
      });
      expect(res.statusCode).toBe(422);
    }
    const tooBig = await call('POST', '/api/jobboard/jobboard/user/info', {
      cookie: candidate.cookie,
      body: info({ last_name: 'x'.repeat(2_000_000) }),
    });
    expect(tooBig.statusCode).toBe(413);
  });
});

describe('specializations', () => {
  it('replaces the followed specializations and lists them', async () => {
    const url = '/api/jobboard/jobboard/user/specializations';
    expect((await call('GET', url, { cookie: candidate.cookie })).json()).toEqual({ data: [] });
    const ids = specializationIds.slice(0, 2);
    const res = await call('POST', url, {
      cookie: candidate.cookie,
      body: { specialization_ids: [...ids, ids[0]], client: 'web', lg: 'en' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ id: number; type: string; label: object }>;
    expect(data.map((a) => a.id).sort()).toEqual([...ids].sort());
    expect(data[0]).toMatchObject({ type: 'specialization', label: { fr: expect.any(String) } });
    expect(
      (await call('GET', url, { cookie: candidate.cookie }))
        .json()
        .data.map((a: { id: number }) => a.id)
        .sort(),
    ).toEqual([...ids].sort());
    // Another candidate follows nothing.
    expect((await call('GET', url, { cookie: other.cookie })).json()).toEqual({ data: [] });
    const cleared = await call('POST', url, {
      cookie: candidate.cookie,
      body: { specialization_ids: [specializationIds[2]] },
    });
    expect(cleared.json().data).toHaveLength(1);
  });

  it('refuses ids that are not specializations (422 on the item)', async () => {
    const url = '/api/jobboard/jobboard/user/specializations';
    const res = await call('POST', url, {
      cookie: candidate.cookie,
      body: { specialization_ids: [specializationIds[0], categoryId, 999_999] },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'specialization_ids.1',
      'specialization_ids.2',
    ]);
    const types = await call('POST', url, {
      cookie: candidate.cookie,
      body: { specialization_ids: ['a', -1] },
    });
    expect(types.statusCode).toBe(422);
    const many = await call('POST', url, {
      cookie: candidate.cookie,
      body: { specialization_ids: Array.from({ length: 31 }, (_, i) => i + 1) },
    });
    expect(many.statusCode).toBe(422);
  });
});

describe('skills', () => {
  it('adds, reads, changes and removes a skill', async () => {
    const [first, second] = skillIds;
    const created = await call('POST', '/api/jobboard/user/skills', {
      cookie: candidate.cookie,
      body: { skill_id: first, level: 3, client: 'web', lg: 'en' },
    });
    expect(created.statusCode).toBe(201);
    const skill = created.json().data;
    expect(skill).toMatchObject({ level: 3, skill: { id: first, type: 'skill' } });

    const list = await call('GET', '/api/jobboard/user/skills', { cookie: candidate.cookie });
    expect(list.json().data).toEqual([skill]);
    const one = await call('GET', `/api/jobboard/user/skills/${skill.id}`, {
      cookie: candidate.cookie,
    });
    expect(one.json()).toEqual({ data: skill });

    const updated = await call('PUT', `/api/jobboard/user/skills/${skill.id}`, {
      cookie: candidate.cookie,
      body: { skill_id: second, level: 5 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ id: skill.id, level: 5, skill: { id: second } });

    const removed = await call('DELETE', `/api/jobboard/user/skills/${skill.id}`, {
      cookie: candidate.cookie,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await call('GET', `/api/jobboard/user/skills/${skill.id}`, { cookie: candidate.cookie }))
        .statusCode,
    ).toBe(404);
  });

  it("another candidate's skill is a 404 for every call", async () => {
    const created = await call('POST', '/api/jobboard/user/skills', {
      cookie: other.cookie,
      body: { skill_id: skillIds[0], level: 2 },
    });
    const id = created.json().data.id as number;
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { skill_id: skillIds[1], level: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/jobboard/user/skills/${id}`, {
        cookie: candidate.cookie,
        body,
      });
      expect(res.statusCode, method).toBe(404);
    }
    const still = await call('GET', `/api/jobboard/user/skills/${id}`, { cookie: other.cookie });
    expect(still.json().data.level).toBe(2);
  });

  it('422 for a non-skill attribute, a duplicate, a bad level; 404 for an unknown id', async () => {
    const notSkill = await call('POST', '/api/jobboard/user/skills', {
      cookie: candidate.cookie,
      body: { skill_id: categoryId, level: 2 },
    });
    expect(notSkill.statusCode).toBe(422);
    expect(notSkill.json().errors).toEqual({ skill_id: ['This value is not allowed.'] });

    const a = await call('POST', '/api/jobboard/user/skills', {
      cookie: candidate.cookie,
      body: { skill_id: skillIds[2], level: 2 },
    });
    expect(a.statusCode).toBe(201);
    const duplicate = await call('POST', '/api/jobboard/user/skills', {
      cookie: candidate.cookie,
      body: { skill_id: skillIds[2], level: 4 },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({
      skill_id: ['This skill is already in your profile.'],
    });
    const b = await call('POST', '/api/jobboard/user/skills', {
      cookie: candidate.cookie,
      body: { skill_id: skillIds[0], level: 2 },
    });
    const onto = await call('PUT', `/api/jobboard/user/skills/${b.json().data.id}`, {
      cookie: candidate.cookie,
      body: { skill_id: skillIds[2], level: 2 },
    });
    expect(onto.statusCode).toBe(422);

    for (const body of [
      { skill_id: skillIds[1], level: 0 },
      { skill_id: skillIds[1], level: 6 },
      { skill_id: skillIds[1], level: 2.5 },
      { skill_id: 'x', level: 2 },
      {},
    ]) {
      const res = await call('POST', '/api/jobboard/user/skills', {
        cookie: candidate.cookie,
        body,
      });
      expect(res.statusCode).toBe(422);
    }
    for (const id of ['999999', '0', 'abc', '99999999999999']) {
      const res = await call('GET', `/api/jobboard/user/skills/${id}`, {
        cookie: candidate.cookie,
      });
      expect([404, 422]).toContain(res.statusCode);
    }
    const rows = await t.db
      .select()
      .from(attributes)
      .where(and(eq(attributes.id, skillIds[2]!), eq(attributes.type, 'skill')));
    expect(rows).toHaveLength(1);
  });
});
