import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerCompany, PageMeta } from '@jobboard/contracts';
import { COMPANY_LOGO_FORMATS, COMPANY_LOGO_SIZES, MAX_IMAGE_BYTES } from '@jobboard/contracts';
import { companies } from '../src/db/schema.js';
import { imageBytes, insertCompany, multipart } from './fixtures/employer.js';
import type { DiskStorage } from '../src/services/storage.js';
import { createTestApp, type TestApp, type TestUser } from './helper.js';

let t: TestApp;
let employer: TestUser;
let other: TestUser;
let candidate: TestUser;
let otherCompany: number;

const validCompany = {
  name_fr: 'Boulangerie Côté',
  name_en: 'Côté Bakery',
  description_fr: 'Boulangerie artisanale depuis 1952.',
  description_en: 'Artisan bakery since 1952.',
  video_fr: 'https://www.youtube.com/watch?v=abc',
  video_en: '',
  website: 'https://cote.example',
  facebook: 'https://facebook.com/cote',
  linkedin: null,
  twitter: '',
  instagram: 'https://instagram.com/cote',
};

beforeAll(async () => {
  t = await createTestApp();
  employer = await t.createEmployer();
  other = await t.createEmployer();
  candidate = await t.createCandidate();
  otherCompany = await insertCompany(t.db, other.teamId!, { nameFr: 'Autre équipe' });
});
afterAll(() => t.close());

const as = (user: TestUser | null, extra: Record<string, string> = {}) => ({
  ...(user ? { cookie: user.cookie } : {}),
  ...extra,
});

describe('guards', () => {
  const calls: Array<[string, string, unknown?]> = [
    ['GET', '/api/ats/companies'],
    ['GET', '/api/ats/options/companies'],
    ['GET', '/api/ats/companies/1'],
    ['POST', '/api/ats/companies', validCompany],
    ['PUT', '/api/ats/companies/1', validCompany],
    ['POST', '/api/ats/companies/1/images', {}],
  ];

  it('answers 401 signed out, 403 to a candidate, 403 without manage_companies', async () => {
    const limited = await t.createEmployer({ permissions: ['manage_offers', 'manage_candidates'] });
    for (const [method, url, payload] of calls) {
      const signedOut = await t.app.inject({
        method: method as 'GET',
        url,
        payload: payload as object,
      });
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
      const asCandidate = await t.app.inject({
        method: method as 'GET',
        url,
        payload: payload as object,
        headers: as(candidate, { cookie: `${candidate.cookie}; lg=en` }),
      });
      expect(asCandidate.statusCode, `${method} ${url}`).toBe(403);
      expect(asCandidate.json().message).toBe('This section is for employers.');
      const missing = await t.app.inject({
        method: method as 'GET',
        url,
        payload: payload as object,
        headers: { cookie: `${limited.cookie}; lg=en` },
      });
      expect(missing.statusCode, `${method} ${url}`).toBe(403);
      expect(missing.json().message).toBe('Permission required: manage_companies.');
    }
  });

  it('gives 401 before any 422 about the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ats/companies',
      payload: { name_fr: 5 },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('create, read, update', () => {
  let created: EmployerCompany;

  it('creates a company with bilingual texts and social links', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ats/companies',
      headers: as(employer),
      payload: { ...validCompany, client: 'web', lg: 'fr' },
    });
    expect(res.statusCode).toBe(201);
    created = res.json().data;
    expect(created).toMatchObject({
      slug: 'boulangerie-cote',
      name_fr: 'Boulangerie Côté',
      name_en: 'Côté Bakery',
      video_fr: 'https://www.youtube.com/watch?v=abc',
      video_en: null,
      social: {
        facebook: 'https://facebook.com/cote',
        linkedin: null,
        twitter: null,
        instagram: 'https://instagram.com/cote',
      },
      logo: null,
      offers_count: 0,
      is_complete: true,
      missing_fields: [],
    });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, created.id));
    expect(row?.teamId).toBe(employer.teamId);
  });

  it('reads it back, lists it and offers it as an option', async () => {
    const one = await t.app.inject({
      url: `/api/ats/companies/${created.id}`,
      headers: as(employer),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.name_en).toBe('Côté Bakery');

    const list = await t.app.inject({ url: '/api/ats/companies', headers: as(employer) });
    expect(list.statusCode).toBe(200);
    const page = list.json() as { data: EmployerCompany[]; meta: PageMeta };
    expect(page.data.map((c) => c.id)).toEqual([created.id]);
    expect(page.meta).toEqual({ current_page: 1, per_page: 20, total: 1, last_page: 1 });

    const options = await t.app.inject({
      url: '/api/ats/options/companies',
      headers: as(employer),
    });
    expect(options.json().data).toEqual([
      { id: created.id, name_fr: 'Boulangerie Côté', name_en: 'Côté Bakery' },
    ]);
  });

  it('updates it (emptying optional fields clears them) and keeps no fallback between languages', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/ats/companies/${created.id}`,
      headers: as(employer),
      payload: { name_fr: 'Boulangerie Côté et fils', description_fr: 'Pain et viennoiseries.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      slug: 'boulangerie-cote-et-fils',
      name_fr: 'Boulangerie Côté et fils',
      name_en: '',
      description_en: '',
      website: null,
      social: { facebook: null, instagram: null },
      is_complete: true,
    });
  });

  it('reports what an incomplete company lacks', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ats/companies',
      headers: as(employer),
      payload: { name_en: 'No description Ltd' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ is_complete: false, missing_fields: ['description'] });
  });

  it('sorts and searches through j, paginates with page', async () => {
    const j = encodeURIComponent(
      JSON.stringify({ sort: { field: 'name', direction: 'asc' }, per_page: 1 }),
    );
    const first = await t.app.inject({ url: `/api/ats/companies?j=${j}`, headers: as(employer) });
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toEqual({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
    expect(first.json().data[0].name_fr).toBe('Boulangerie Côté et fils');
    const second = await t.app.inject({
      url: `/api/ats/companies?j=${j}&page=2`,
      headers: as(employer),
    });
    expect(second.json().data[0].name_en).toBe('No description Ltd');

    const search = encodeURIComponent(JSON.stringify({ search: 'descr' }));
    const found = await t.app.inject({
      url: `/api/ats/companies?j=${search}`,
      headers: as(employer),
    });
    expect(found.json().data.map((c: EmployerCompany) => c.name_en)).toEqual([
      'No description Ltd',
    ]);
    // LIKE wildcards in the search are literal.
    const wildcard = encodeURIComponent(JSON.stringify({ search: '%' }));
    const none = await t.app.inject({
      url: `/api/ats/companies?j=${wildcard}`,
      headers: as(employer),
    });
    expect(none.json().meta.total).toBe(0);
  });
});

describe('validation (422 per field, in the request language)', () => {
  it('requires a name in at least one language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ats/companies',
      headers: as(employer, { cookie: `${employer.cookie}; lg=en` }),
      payload: { name_fr: '  ', name_en: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { name_fr: ['This field is required.'] },
    });
  });

  it('refuses bad URLs and over-long texts field by field, in French with lg=fr', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ats/companies',
      headers: as(employer),
      payload: {
        lg: 'fr',
        name_fr: 'x'.repeat(151),
        video_en: 'javascript:alert(1)',
        website: 'not a url',
        facebook: 'ftp://facebook.com/x',
      },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['facebook', 'name_fr', 'video_en', 'website']);
    expect(errors.name_fr).toEqual(['Ce champ ne doit pas dépasser 150 caractères.']);
  });

  it('turns hostile input into 4xx, never 500', async () => {
    const hostile: string[] = [
      'null',
      '[]',
      '"text"',
      '{"name_fr":',
      JSON.stringify({ name_fr: { $ne: 1 } }),
      JSON.stringify({ name_fr: 'a\u0000b' }),
      JSON.stringify({ name_fr: 'ok', description_fr: 'x'.repeat(20_001) }),
      '{"name_fr":"ok","__proto__":{"admin":true}}',
      '{"name_fr":"ok","constructor":{"prototype":{"admin":true}}}',
    ];
    for (const payload of hostile) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ats/companies',
        headers: { ...as(employer), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
    const badJ = [
      '{',
      '[1]',
      JSON.stringify({ sort: { field: 'password' } }),
      JSON.stringify({ x: 1 }),
    ];
    for (const j of badJ) {
      const res = await t.app.inject({
        url: `/api/ats/companies?j=${encodeURIComponent(j)}`,
        headers: as(employer),
      });
      expect(res.statusCode, j).toBe(422);
      expect(Object.keys(res.json().errors)[0]).toMatch(/^j/);
    }
    const badIds = ['0', '-1', 'abc', '99999999999', '1.5'];
    for (const id of badIds) {
      const res = await t.app.inject({ url: `/api/ats/companies/${id}`, headers: as(employer) });
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
  });
});

describe("another team's company", () => {
  it('is 404 to read, update and upload to, and never listed', async () => {
    const read = await t.app.inject({
      url: `/api/ats/companies/${otherCompany}`,
      headers: as(employer),
    });
    expect(read.statusCode).toBe(404);
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/ats/companies/${otherCompany}`,
      headers: as(employer),
      payload: validCompany,
    });
    expect(update.statusCode).toBe(404);
    const png = await imageBytes('png', 100, 100);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/ats/companies/${otherCompany}/images`,
      ...withCookie(multipart({ logo: ['logo.png', png, 'image/png'] }), employer),
    });
    expect(upload.statusCode).toBe(404);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, otherCompany));
    expect(row?.nameFr).toBe('Autre équipe');
    expect(row?.logoPath).toBeNull();
    const list = await t.app.inject({ url: '/api/ats/companies', headers: as(employer) });
    expect(list.json().data.map((c: EmployerCompany) => c.id)).not.toContain(otherCompany);
    const options = await t.app.inject({
      url: '/api/ats/options/companies',
      headers: as(employer),
    });
    expect(options.json().data.map((c: { id: number }) => c.id)).not.toContain(otherCompany);
  });
});

function withCookie(
  body: { payload: Buffer; headers: Record<string, string> },
  user: TestUser,
  lang = 'fr',
) {
  return {
    payload: body.payload,
    headers: { ...body.headers, cookie: `${user.cookie}; lg=${lang}` },
  };
}

describe('images', () => {
  let companyId: number;
  beforeAll(async () => {
    companyId = await insertCompany(t.db, employer.teamId!, { nameFr: 'Images inc.' });
  });

  it('stores a logo and a banner, resized and re-encoded as WebP, and serves them', async () => {
    const logo = await imageBytes('png', 1200, 800);
    const banner = await imageBytes('jpeg', 3000, 1200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ats/companies/${companyId}/images`,
      ...withCookie(
        multipart(
          { logo: ['logo.png', logo, 'image/png'], banner: ['b.jpg', banner, 'image/jpeg'] },
          { client: 'web', lg: 'fr' },
        ),
        employer,
      ),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as EmployerCompany;
    expect(data.logo).toMatchObject({ width: 400, height: 267 });
    expect(data.banner).toMatchObject({ width: 1600, height: 500 });
    expect(data.logo?.url).toMatch(/^\/api\/uploads\/images\/\d{4}-\d{2}\/[0-9a-f]{32}\.webp$/);

    const served = await t.app.inject({ url: data.logo!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 267 });
  });

  it('makes the logo’s square AVIF, WebP and PNG variants and serves them a year', async () => {
    const company = (await t.db.select().from(companies).where(eq(companies.id, companyId)))[0]!;
    expect(company.logoVariants).toBe(true);
    const res = await t.app.inject({
      url: `/api/ats/companies/${companyId}`,
      headers: { cookie: `${employer.cookie}; lg=fr` },
    });
    const stem = (res.json().data as EmployerCompany).logo?.variants;
    expect(stem).toBe(`/api/uploads/${company.logoPath!.replace(/\.webp$/, '')}`);
    const expected = { avif: 'heif', webp: 'webp', png: 'png' } as const;
    for (const size of COMPANY_LOGO_SIZES) {
      for (const format of COMPANY_LOGO_FORMATS) {
        const served = await t.app.inject({ url: `${stem}-${size}.${format}` });
        expect(served.statusCode, `${size} ${format}`).toBe(200);
        expect(served.headers['content-type']).toBe(`image/${format}`);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        // A 1200×800 logo is contained, not cropped: a square with transparent bands.
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta).toMatchObject({ format: expected[format], width: size, height: size });
        expect(meta.hasAlpha).toBe(true);
      }
    }
  });

  it('accepts WebP and AVIF, replaces the previous file and removes it from disk', async () => {
    const before = (await t.db.select().from(companies).where(eq(companies.id, companyId)))[0]!;
    const oldLogo = (t.app.storage as DiskStorage).resolve(before.logoPath!);
    expect(existsSync(oldLogo)).toBe(true);
    expect(existsSync(oldLogo.replace(/\.webp$/, '-48.avif'))).toBe(true);
    for (const format of ['webp', 'avif'] as const) {
      const bytes = await imageBytes(format, 300, 300);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/ats/companies/${companyId}/images`,
        ...withCookie(multipart({ logo: [`logo.${format}`, bytes, `image/${format}`] }), employer),
      });
      expect(res.statusCode, format).toBe(200);
      // Small images are not enlarged.
      expect(res.json().data.logo).toMatchObject({ width: 300, height: 300 });
      // The banner stays.
      expect(res.json().data.banner).toMatchObject({ width: 1600 });
    }
    expect(existsSync(oldLogo)).toBe(false);
    // Its variants went with it.
    expect(existsSync(oldLogo.replace(/\.webp$/, '-48.avif'))).toBe(false);
  });

  it('refuses other types by their content (422), whatever the declared type', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1');
    const pdf = Buffer.from('%PDF-1.4\n%%EOF');
    const truncatedPng = (await imageBytes('png', 200, 200)).subarray(0, 60);
    for (const [name, bytes] of [
      ['svg', svg],
      ['gif', gif],
      ['pdf', pdf],
      ['truncated png', truncatedPng],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/ats/companies/${companyId}/images`,
        ...withCookie(multipart({ banner: ['x.png', bytes, 'image/png'] }), employer, 'en'),
      });
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors, name).toEqual({ banner: ['Unsupported file type.'] });
    }
  });

  it('answers 413 over the size limit and stores nothing', async () => {
    const huge = Buffer.concat([await imageBytes('png', 10, 10), Buffer.alloc(MAX_IMAGE_BYTES)]);
    const before = (await t.db.select().from(companies).where(eq(companies.id, companyId)))[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ats/companies/${companyId}/images`,
      ...withCookie(multipart({ logo: ['big.png', huge, 'image/png'] }), employer, 'en'),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file exceeds the maximum allowed size.');
    const after = (await t.db.select().from(companies).where(eq(companies.id, companyId)))[0]!;
    expect(after.logoPath).toBe(before.logoPath);
  });

  it('asks for a file, refuses unknown fields and non-multipart bodies', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/ats/companies/${companyId}/images`,
      ...withCookie(multipart({}, { client: 'web' }), employer),
    });
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().errors)).toEqual(['logo']);
    const png = await imageBytes('png', 50, 50);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/ats/companies/${companyId}/images`,
      ...withCookie(multipart({ avatar: ['a.png', png, 'image/png'] }), employer),
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['avatar']);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/ats/companies/${companyId}/images`,
      headers: as(employer),
      payload: { logo: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('does not serve documents or paths outside the images folder', async () => {
    for (const url of [
      '/api/uploads/images/..%2Fdocuments/x.pdf',
      '/api/uploads/images/2026-01/../../documents/x.pdf',
      '/api/uploads/documents/2026-01/00000000000000000000000000000000.pdf',
      '/api/uploads/images/2026-01/00000000000000000000000000000000.webp',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('image uploads per account', () => {
  it('are limited to 20 per 10 minutes for one employer, whatever the address', async () => {
    const uploader = await t.createEmployer();
    const company = await insertCompany(t.db, uploader.teamId!, { nameFr: 'Logos en rafale' });
    const logo = await imageBytes('png', 64, 64);
    const upload = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ats/companies/${company}/images`,
        remoteAddress: `10.9.0.${n}`,
        ...withCookie(multipart({ logo: ['logo.png', logo, 'image/png'] }, {}), uploader),
      });
    for (let n = 1; n <= 20; n++) expect((await upload(n)).statusCode).toBe(200);
    expect((await upload(21)).statusCode).toBe(429);
    // Another employer is not held back by this one.
    const other = await t.createEmployer();
    const theirs = await insertCompany(t.db, other.teamId!, { nameFr: 'Autre' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ats/companies/${theirs}/images`,
      ...withCookie(multipart({ logo: ['logo.png', logo, 'image/png'] }, {}), other),
    });
    expect(res.statusCode).toBe(200);
  });
});
