import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerDate, type EmployerOffer, type EmployerOfferDetail } from '@jobboard/contracts';
import { offerAttributes, offerJobboards, offers } from '../src/db/schema.js';
import {
  insertCompany,
  insertOffer,
  offerInput,
  referenceIds,
  type ReferenceIds,
} from './fixtures/employer.js';
import { createTestApp, type TestApp, type TestUser } from './helper.js';

let t: TestApp;
let employer: TestUser;
let other: TestUser;
let candidate: TestUser;
let ids: ReferenceIds;
let companyId: number;
let otherCompanyId: number;
let otherOfferId: number;

beforeAll(async () => {
  t = await createTestApp();
  employer = await t.createEmployer();
  other = await t.createEmployer();
  candidate = await t.createCandidate();
  ids = await referenceIds(t.db);
  companyId = await insertCompany(t.db, employer.teamId!);
  otherCompanyId = await insertCompany(t.db, other.teamId!, { nameFr: 'Autre' });
  otherOfferId = await insertOffer(t.db, other.teamId!, otherCompanyId, { titleFr: 'Secret' });
});
afterAll(() => t.close());

const en = (user: TestUser) => ({ cookie: `${user.cookie}; lg=en` });

describe('guards', () => {
  it('answers 401 signed out, 403 to a candidate, 403 without manage_offers', async () => {
    const limited = await t.createEmployer({ permissions: ['manage_companies'] });
    const body = () => offerInput(ids, companyId);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/ats/offers'],
      ['GET', '/api/ats/offers/1'],
      ['GET', '/api/ats/offers/1/preview'],
      ['POST', '/api/ats/offers', body()],
      ['PUT', '/api/ats/offers/1', body()],
      ['PUT', '/api/ats/offers/1/unpublish-from-all-jobboards', {}],
      ['POST', '/api/jobboard/jobboard/employer/offers/validation/details', {}],
      ['POST', '/api/jobboard/jobboard/employer/offers/validation/attributes', {}],
      ['POST', '/api/jobboard/jobboard/employer/offers/validation/specifications', {}],
    ];
    for (const [method, url, payload] of calls) {
      const m = method as 'GET';
      const p = payload as object;
      const out = await t.app.inject({ method: m, url, payload: p });
      expect(out.statusCode, `${method} ${url}`).toBe(401);
      const asCandidate = await t.app.inject({
        method: m,
        url,
        payload: p,
        headers: en(candidate),
      });
      expect(asCandidate.statusCode, `${method} ${url}`).toBe(403);
      const missing = await t.app.inject({ method: m, url, payload: p, headers: en(limited) });
      expect(missing.statusCode, `${method} ${url}`).toBe(403);
      expect(missing.json().message).toBe('Permission required: manage_offers.');
    }
  });

  it('answers 404 on an unknown board for the validation steps', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/nope/employer/offers/validation/details',
      headers: en(employer),
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('create, read, update, list', () => {
  let created: EmployerOfferDetail;

  it('creates a draft with its attributes, contents and slugs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ats/offers',
      headers: { cookie: employer.cookie },
      payload: { ...offerInput(ids, companyId), client: 'web', lg: 'fr' },
    });
    expect(res.statusCode).toBe(201);
    created = res.json().data;
    expect(created).toMatchObject({
      status: 'draft',
      jobboards: [],
      company_id: companyId,
      company: { id: companyId, name_fr: 'Acmé inc.' },
      primary_language: 'fr',
      contents: {
        fr: { title: 'Développeuse logiciel principale', slug: 'developpeuse-logiciel-principale' },
        en: { title: 'Lead software developer', slug: 'lead-software-developer' },
      },
      salary: { min: 70000, max: 90000, period: 'year' },
      positions: 2,
      applications_count: 0,
      views_count: 0,
    });
    expect(created.attributes.map((a) => a.id).sort((a, b) => a - b)).toEqual(
      [
        ids.category,
        ids.specialization,
        ids.experience,
        ...ids.schedules,
        ids.education,
        ids.certification,
        ids.skill,
      ].sort((a, b) => a - b),
    );
    // The form values round-trip.
    const input = offerInput(ids, companyId);
    expect(created.form).toMatchObject({
      company_id: companyId,
      noc_job_title_id: ids.noc,
      category_id: ids.category,
      specialization_ids: [ids.specialization],
      experience_id: ids.experience,
      schedule_ids: [...ids.schedules].sort((a, b) => a - b),
      education_id: ids.education,
      city_id: ids.city,
      expires_at: input.expires_at,
      contents: input.contents,
    });
    const [row] = await t.db.select().from(offers).where(eq(offers.id, created.id));
    expect(row?.teamId).toBe(employer.teamId);
  });

  it('stores remote work and openness to Canada; an update without them keeps them', async () => {
    const put = (extra: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/ats/offers/${created.id}`,
        headers: en(employer),
        payload: { ...offerInput(ids, companyId), ...extra },
      });
    const res = await put({ remote: true, open_to_canada: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ remote: true, open_to_canada: true });
    // A form that does not show the fields does not clear them.
    const again = await put({});
    expect(again.json().data).toMatchObject({ remote: true, open_to_canada: true });
    const [row] = await t.db.select().from(offers).where(eq(offers.id, created.id));
    expect([row?.remote, row?.openToCanada]).toEqual([true, true]);
    await put({ remote: false, open_to_canada: false });
  });

  it('reads it and updates it (attributes replaced, boards kept)', async () => {
    await t.db.insert(offerJobboards).values({
      offerId: created.id,
      jobboard: 'jobboard',
      offerCreatedAt: new Date(created.created_at),
    });
    const read = await t.app.inject({
      url: `/api/ats/offers/${created.id}`,
      headers: en(employer),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.id).toBe(created.id);

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/ats/offers/${created.id}`,
      headers: en(employer),
      payload: offerInput(ids, companyId, {
        primary_language: 'en',
        contents: {
          en: {
            title: 'Senior developer',
            description: 'A long enough description in English only.',
          },
        },
        specialization_ids: [],
        schedule_ids: [ids.schedules[0]],
        salary_min: null,
        salary_max: null,
      }),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as EmployerOfferDetail;
    expect(data.contents).toEqual({
      en: {
        title: 'Senior developer',
        description: 'A long enough description in English only.',
        slug: 'senior-developer',
      },
    });
    expect(data.salary).toBeNull();
    expect(data.form.specialization_ids).toEqual([]);
    expect(data.form.schedule_ids).toEqual([ids.schedules[0]]);
    expect(data.jobboards.map((j) => j.name)).toEqual(['jobboard']);
    const attributeRows = await t.db
      .select()
      .from(offerAttributes)
      .where(eq(offerAttributes.offerId, created.id));
    expect(attributeRows.map((r) => r.attributeId)).not.toContain(ids.specialization);
  });

  it('indexes the labels of its skills and certifications, and drops them with the attributes', async () => {
    const vectors = async () => {
      const [row] = await t.db
        .select({ fr: offers.searchFr, en: offers.searchEn })
        .from(offers)
        .where(eq(offers.id, created.id));
      return `${row!.fr ?? ''} ${row!.en ?? ''}`;
    };
    // The fixture's first skill is Microsoft Excel: its words weigh C, in both languages'
    // vectors even though this version of the offer is written in English only.
    expect(await vectors()).toMatch(/'excel':\d+C/);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/ats/offers/${created.id}`,
      headers: en(employer),
      payload: offerInput(ids, companyId, { skill_ids: [], certification_ids: [] }),
    });
    expect(res.statusCode).toBe(200);
    expect(await vectors()).not.toMatch(/'excel'/);
  });

  it('lists the team offers with status and boards, filtered and sorted through j', async () => {
    const drafts = [] as number[];
    for (const title of ['Alpha', 'Bravo']) {
      drafts.push(
        await insertOffer(t.db, employer.teamId!, companyId, {
          titleFr: title,
          slugFr: title.toLowerCase(),
        }),
      );
    }
    const list = await t.app.inject({ url: '/api/ats/offers', headers: en(employer) });
    expect(list.statusCode).toBe(200);
    const page = list.json() as { data: EmployerOffer[]; meta: Record<string, number> };
    expect(page.meta).toEqual({ current_page: 1, per_page: 20, total: 3, last_page: 1 });
    // Newest first by default; never another team's offer.
    expect(page.data.map((o) => o.id)).toEqual([drafts[1], drafts[0], created.id]);
    expect(page.data.map((o) => o.id)).not.toContain(otherOfferId);
    const onBoard = page.data.find((o) => o.id === created.id)!;
    expect(onBoard.jobboards).toEqual([{ name: 'jobboard', published_at: expect.any(String) }]);

    const j = (params: object) => encodeURIComponent(JSON.stringify(params));
    const byTitle = await t.app.inject({
      url: `/api/ats/offers?j=${j({ sort: { field: 'title', direction: 'asc' } })}`,
      headers: en(employer),
    });
    expect(byTitle.json().data.map((o: EmployerOffer) => o.id)).toEqual([
      drafts[0],
      drafts[1],
      created.id,
    ]);
    const search = await t.app.inject({
      url: `/api/ats/offers?j=${j({ search: 'brav' })}`,
      headers: en(employer),
    });
    expect(search.json().data.map((o: EmployerOffer) => o.id)).toEqual([drafts[1]]);
    const onJobboard = await t.app.inject({
      url: `/api/ats/offers?j=${j({ jobboard: 'jobboard' })}`,
      headers: en(employer),
    });
    expect(onJobboard.json().data.map((o: EmployerOffer) => o.id)).toEqual([created.id]);
    const draftsOnly = await t.app.inject({
      url: `/api/ats/offers?j=${j({ status: ['draft'], per_page: 1 })}&page=2`,
      headers: en(employer),
    });
    expect(draftsOnly.json().meta).toMatchObject({ current_page: 2, per_page: 1, last_page: 3 });
    const bad = await t.app.inject({
      url: `/api/ats/offers?j=${j({ status: ['deleted'] })}`,
      headers: en(employer),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['j.status.0']);
  });

  it('previews a draft as the public Offer, which the public cannot read', async () => {
    const id = await insertOffer(t.db, employer.teamId!, companyId, {
      titleFr: 'Brouillon à relire',
      status: 'draft',
    });
    const res = await t.app.inject({ url: `/api/ats/offers/${id}/preview`, headers: en(employer) });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ id, status: 'draft', jobboards: [] });
    expect(data.contents.fr.title).toBe('Brouillon à relire');
    // The public answer's shape (what the offer page renders), not the employer's form values.
    expect(data.form).toBeUndefined();
    expect(data.company.id).toBe(companyId);
    const open = await t.app.inject({ url: `/api/jobboard/jobboard/offers/${id}` });
    expect(open.statusCode).toBe(404);
  });

  it('shows a published offer past its expiry date as expired', async () => {
    const id = await insertOffer(t.db, employer.teamId!, companyId, {
      status: 'published',
      expiresAt: new Date(Date.now() - 3600_000),
    });
    const res = await t.app.inject({ url: `/api/ats/offers/${id}`, headers: en(employer) });
    expect(res.json().data.status).toBe('expired');
    const j = encodeURIComponent(JSON.stringify({ status: ['expired'] }));
    const list = await t.app.inject({ url: `/api/ats/offers?j=${j}`, headers: en(employer) });
    expect(list.json().data.map((o: EmployerOffer) => o.id)).toEqual([id]);
  });
});

describe("another team's offer", () => {
  it('is 404 to read, update and unpublish, and its company cannot be used', async () => {
    const read = await t.app.inject({
      url: `/api/ats/offers/${otherOfferId}`,
      headers: en(employer),
    });
    expect(read.statusCode).toBe(404);
    const preview = await t.app.inject({
      url: `/api/ats/offers/${otherOfferId}/preview`,
      headers: en(employer),
    });
    expect(preview.statusCode).toBe(404);
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/ats/offers/${otherOfferId}`,
      headers: en(employer),
      payload: offerInput(ids, companyId),
    });
    expect(update.statusCode).toBe(404);
    const unpublish = await t.app.inject({
      method: 'PUT',
      url: `/api/ats/offers/${otherOfferId}/unpublish-from-all-jobboards`,
      headers: en(employer),
    });
    expect(unpublish.statusCode).toBe(404);
    const [row] = await t.db.select().from(offers).where(eq(offers.id, otherOfferId));
    expect(row?.titleFr).toBe('Secret');

    const create = await t.app.inject({
      method: 'POST',
      url: '/api/ats/offers',
      headers: en(employer),
      payload: offerInput(ids, otherCompanyId),
    });
    expect(create.statusCode).toBe(422);
    expect(create.json().errors).toEqual({ company_id: ['This value is not allowed.'] });
  });
});

describe('validation steps (422 per field)', () => {
  const step = (name: string, payload: object, user = employer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/jobboard/jobboard/employer/offers/validation/${name}`,
      headers: en(user),
      payload,
    });
  const input = () => offerInput(ids, companyId);

  it('accepts valid steps with 204', async () => {
    const i = input();
    for (const [name, payload] of [
      [
        'details',
        {
          company_id: i.company_id,
          primary_language: 'fr',
          noc_job_title_id: ids.noc,
          contents: i.contents,
        },
      ],
      [
        'attributes',
        {
          category_id: ids.category,
          specialization_ids: [ids.specialization],
          experience_id: 33,
          schedule_ids: [41],
        },
      ],
      [
        'specifications',
        { city_id: ids.city, salary_min: 10, salary_max: 10, expires_at: offerDate(5) },
      ],
    ] as const) {
      const res = await step(name, payload);
      expect(res.statusCode, name).toBe(204);
    }
  });

  it('details: primary language content required, other language all or nothing, title lengths, NOC and company', async () => {
    const res = await step('details', {
      company_id: otherCompanyId,
      primary_language: 'en',
      noc_job_title_id: 999_999,
      contents: { fr: { title: 'Ab', description: '' }, en: { title: '', description: '' } },
    });
    expect(res.statusCode).toBe(422);
    // Schema errors come first; database checks run once the schema passes.
    expect(res.json().errors).toEqual({
      'contents.fr.title': ['This field must be at least 3 characters.'],
      'contents.fr.description': ['This field is required.'],
      'contents.en.title': ['This field is required.'],
      'contents.en.description': ['This field is required.'],
    });
    const long = await step('details', {
      company_id: companyId,
      primary_language: 'fr',
      contents: { fr: { title: 'x'.repeat(151), description: 'court' } },
    });
    expect(long.json().errors).toEqual({
      'contents.fr.title': ['This field may not be greater than 150 characters.'],
      'contents.fr.description': ['This field must be at least 30 characters.'],
    });
    const refs = await step('details', {
      company_id: otherCompanyId,
      primary_language: 'fr',
      noc_job_title_id: 999_999,
      contents: input().contents,
    });
    expect(refs.json().errors).toEqual({
      company_id: ['This value is not allowed.'],
      noc_job_title_id: ['This value is not allowed.'],
    });
    const missing = await step('details', {});
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'company_id',
      'contents',
      'primary_language',
    ]);
  });

  it('attributes: types, specialization of the category, duplicates', async () => {
    const res = await step('attributes', {
      category_id: 41, // a schedule, not a category
      specialization_ids: [ids.foreignSpecialization],
      experience_id: 41,
      schedule_ids: [33],
      education_id: ids.skill,
      certification_ids: [ids.skill],
      skill_ids: [ids.certification],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      category_id: ['This value is not allowed.'],
      'specialization_ids.0': ['This specialization does not belong to the chosen category.'],
      experience_id: ['This value is not allowed.'],
      'schedule_ids.0': ['This value is not allowed.'],
      education_id: ['This value is not allowed.'],
      'certification_ids.0': ['This value is not allowed.'],
      'skill_ids.0': ['This value is not allowed.'],
    });
    const wrongCategory = await step('attributes', {
      category_id: 2,
      specialization_ids: [ids.specialization],
      experience_id: 33,
      schedule_ids: [41],
    });
    expect(wrongCategory.json().errors).toEqual({
      'specialization_ids.0': ['This specialization does not belong to the chosen category.'],
    });
    const dupes = await step('attributes', {
      category_id: ids.category,
      experience_id: 33,
      schedule_ids: [41, 41],
    });
    expect(dupes.json().errors).toEqual({ schedule_ids: ['Each item may be chosen only once.'] });
    const empty = await step('attributes', {
      category_id: ids.category,
      experience_id: 33,
      schedule_ids: [],
    });
    expect(empty.json().errors).toEqual({ schedule_ids: ['Choose at least 1 item.'] });
  });

  it('specifications: city exists, salary min ≤ max, expiry in the future and within a year', async () => {
    const res = await step('specifications', {
      city_id: 9999,
      salary_min: 90000,
      salary_max: 50000,
      expires_at: offerDate(0),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      salary_max: ['The maximum salary must be greater than or equal to the minimum salary.'],
      expires_at: ['The date must be in the future.'],
    });
    const far = await step('specifications', { city_id: 9999, expires_at: offerDate(400) });
    expect(far.json().errors).toEqual({ expires_at: ['The date must be less than a year away.'] });
    const city = await step('specifications', { city_id: 9999 });
    expect(city.json().errors).toEqual({ city_id: ['This value is not allowed.'] });
    const bad = await step('specifications', {
      city_id: ids.city,
      salary_min: -1,
      positions: 0,
      expires_at: '2030-02-30',
      salary_period: 'week',
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'expires_at',
      'positions',
      'salary_min',
      'salary_period',
    ]);
  });

  // Issue 36: an empty step 1 named only the company; a step 3 with no city and a minimum above
  // the maximum named only the city. Each step names every field to correct at once.
  it('names every field of a step in one answer, the cross-field rules beside the others', async () => {
    const details = await step('details', {
      company_id: null,
      primary_language: 'fr',
      contents: { fr: { title: '', description: '' } },
    });
    expect(details.statusCode).toBe(422);
    expect(Object.keys(details.json().errors).sort()).toEqual([
      'company_id',
      'contents.fr.description',
      'contents.fr.title',
    ]);
    const specifications = await step('specifications', {
      city_id: null,
      salary_min: 30,
      salary_max: 25.5,
      expires_at: offerDate(-1),
    });
    expect(specifications.statusCode).toBe(422);
    expect(Object.keys(specifications.json().errors).sort()).toEqual([
      'city_id',
      'expires_at',
      'salary_max',
    ]);
    // A rule whose own field is wrong is not run on it: no pay range for an amount that is none.
    const badAmount = await step('specifications', {
      city_id: null,
      salary_min: 'abc',
      salary_max: 1,
    });
    expect(Object.keys(badAmount.json().errors).sort()).toEqual(['city_id', 'salary_min']);
  });

  it('gives the messages in French with lg=fr', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/jobboard/employer/offers/validation/specifications',
      headers: { cookie: employer.cookie },
      payload: { lg: 'fr', city_id: ids.city, salary_min: 2, salary_max: 1 },
    });
    expect(res.json()).toEqual({
      message: 'Les données fournies sont invalides.',
      errors: {
        salary_max: ['Le salaire maximum doit être supérieur ou égal au salaire minimum.'],
      },
    });
  });

  it('creating an offer applies all three steps', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ats/offers',
      headers: en(employer),
      payload: offerInput(ids, companyId, {
        contents: { fr: { title: '', description: '' } },
        schedule_ids: [ids.skill],
        salary_min: 5,
        salary_max: 1,
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'contents.fr.description',
      'contents.fr.title',
      'salary_max',
    ]);
    const refs = await t.app.inject({
      method: 'POST',
      url: '/api/ats/offers',
      headers: en(employer),
      payload: offerInput(ids, companyId, { schedule_ids: [ids.skill] }),
    });
    expect(refs.json().errors).toEqual({ 'schedule_ids.0': ['This value is not allowed.'] });
  });

  it('turns hostile input into 4xx, never 500', async () => {
    const payloads: string[] = [
      '[]',
      'null',
      JSON.stringify({ ...offerInput(ids, companyId), company_id: '1 OR 1=1' }),
      JSON.stringify({ ...offerInput(ids, companyId), schedule_ids: Array(1000).fill(41) }),
      JSON.stringify({ ...offerInput(ids, companyId), salary_min: 1e308 }),
      JSON.stringify({ ...offerInput(ids, companyId), city_id: 2 ** 40 }),
      JSON.stringify({ ...offerInput(ids, companyId), contents: { fr: { title: 'T\u0000itre' } } }),
      JSON.stringify({ ...offerInput(ids, companyId), contents: 'x' }),
      JSON.stringify({ ...offerInput(ids, companyId), expires_at: '9999-99-99' }),
    ];
    for (const payload of payloads) {
      for (const url of [
        '/api/ats/offers',
        '/api/jobboard/jobboard/employer/offers/validation/details',
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...en(employer), 'content-type': 'application/json' },
          payload,
        });
        // A step ignores the fields of the other steps (204); nothing is ever a 500.
        if (url === '/api/ats/offers')
          expect(res.statusCode, `${url} ${payload.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${payload.slice(0, 80)}`).toBeLessThan(500);
      }
    }
  });
});
