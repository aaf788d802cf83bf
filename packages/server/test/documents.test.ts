import { existsSync, readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_STORAGE_BYTES } from '@jobboard/contracts';
import {
  applicationDocuments,
  applications,
  companies,
  documentReservations,
  documents,
  offers,
} from '../src/db/schema.js';
import type { DiskStorage } from '../src/services/storage.js';
import { createTestApp, type TestApp, type TestUser } from './helper.js';

let t: TestApp;
let candidate: TestUser;
let other: TestUser;
let employer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  candidate = await t.createCandidate();
  other = await t.createCandidate();
  employer = await t.createEmployer();
});
afterAll(async () => t?.close());

/** Sample files, recognised by their first bytes. */
const zip = (inner: string) =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(inner)]);
const SAMPLES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  doc: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(64),
  ]),
  docx: zip('[Content_Types].xml word/document.xml'),
  odt: zip('mimetypeapplication/vnd.oasis.opendocument.text'),
  rtf: Buffer.from('{\\rtf1\\ansi Curriculum vitae}'),
  txt: Buffer.from('Curriculum vitæ — Émilie Tremblay\n'),
  png: Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
    0, 0, 0, 1,
  ]),
};

/** A multipart body built by the platform's own FormData, as a browser would send it. */
async function multipart(
  fields: Record<string, string>,
  files: Record<string, { name: string; bytes: Buffer; type?: string }> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files))
    form.append(
      k,
      new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }),
      f.name,
    );
  const request = new Request('http://x/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

const BASE = '/api/jobboard/jobboard/user/documents';

async function upload(
  cookie: string | undefined,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type?: string },
  lg: 'fr' | 'en' = 'en',
) {
  const body = await multipart(fields, file ? { file } : {});
  return t.app.inject({
    method: 'POST',
    url: BASE,
    headers: {
      host: 'jobboard.test',
      'content-type': body.contentType,
      cookie: [cookie, `lg=${lg}`].filter(Boolean).join('; '),
    },
    payload: body.payload,
  });
}

/** The files under the uploads root (disk storage). */
function storedFileNames(): string[] {
  const storage = t.app.storage as DiskStorage;
  return existsSync(storage.root)
    ? (readdirSync(storage.root, { recursive: true }) as string[]).filter((f) => f.includes('.'))
    : [];
}
const storedFiles = () => storedFileNames().length;
const reservationsOf = (userId: number) =>
  t.db.select().from(documentReservations).where(eq(documentReservations.userId, userId));

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie?: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { host: 'jobboard.test', ...(cookie ? { cookie: `${cookie}; lg=en` } : {}) },
    ...(body === undefined ? {} : { payload: body as object }),
  });

describe('upload', () => {
  it('accepts pdf, doc, docx, odt, rtf and txt by their content', async () => {
    const expected: Record<keyof typeof SAMPLES, string | null> = {
      pdf: 'application/pdf',
      doc: 'application/msword',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      odt: 'application/vnd.oasis.opendocument.text',
      rtf: 'application/rtf',
      txt: 'text/plain',
      png: null,
    };
    for (const [kind, mime] of Object.entries(expected)) {
      if (!mime) continue;
      const bytes = SAMPLES[kind as keyof typeof SAMPLES];
      // The client's type says nothing: the bytes decide (the name's extension must agree).
      const res = await upload(
        candidate.cookie,
        { type: 'resume', client: 'web', lg: 'en' },
        { name: `cv-${kind}.${kind.toUpperCase()}`, bytes, type: 'image/png' },
      );
      expect(res.statusCode, kind).toBe(201);
      expect(res.json().data).toMatchObject({
        name: `cv-${kind}.${kind.toUpperCase()}`,
        type: 'resume',
        mime_type: mime,
        size: bytes.length,
      });
    }
    const list = await call('GET', BASE, candidate.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(6);
  });

  it('refuses a .pdf name with PNG bytes (422 on file), and stores nothing', async () => {
    const before = (await t.db.select().from(documents).where(eq(documents.userId, other.id)))
      .length;
    const res = await upload(
      other.cookie,
      { type: 'resume' },
      { name: 'cv.pdf', bytes: SAMPLES.png, type: 'application/pdf' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        file: ['This file is not an accepted document (PDF, Word, OpenDocument, RTF or text).'],
      },
    });
    const after = (await t.db.select().from(documents).where(eq(documents.userId, other.id)))
      .length;
    expect(after).toBe(before);
  });

  it('refuses a name that says another format than the bytes: text named .doc, a PDF named .bin', async () => {
    const before = (await t.db.select().from(documents).where(eq(documents.userId, other.id)))
      .length;
    for (const [name, bytes] of [
      ['cv.doc', Buffer.from('Mon CV, 14 o.')],
      ['cv.bin', SAMPLES.pdf],
      ['cv.pdf.txt', SAMPLES.pdf],
      ['cv.docx', SAMPLES.doc],
    ] as const) {
      const res = await upload(other.cookie, { type: 'resume' }, { name, bytes }, 'fr');
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors, name).toEqual({
        file: ['Ce fichier n’est pas un document accepté (PDF, Word, OpenDocument, RTF ou texte).'],
      });
    }
    const after = (await t.db.select().from(documents).where(eq(documents.userId, other.id)))
      .length;
    expect(after).toBe(before);
    // A bare name (a phone's share sheet) and RTF named .doc (WordPad's) are what they contain.
    for (const [name, bytes] of [
      ['Mon CV', SAMPLES.pdf],
      ['lettre.doc', SAMPLES.rtf],
    ] as const) {
      const res = await upload(other.cookie, { type: 'misc' }, { name, bytes });
      expect(res.statusCode, name).toBe(201);
      await call('DELETE', `${BASE}/${res.json().data.id}`, other.cookie);
    }
  });

  it('over the size limit: 413 with the file-size message, nothing stored', async () => {
    const bytes = Buffer.concat([SAMPLES.pdf, Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    const res = await upload(other.cookie, { type: 'resume' }, { name: 'big.pdf', bytes });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The file exceeds the maximum allowed size.' });
    const fr = await upload(other.cookie, { type: 'resume', lg: 'fr' }, { name: 'big.pdf', bytes });
    expect(fr.json()).toEqual({ message: 'Le fichier dépasse la taille maximale permise.' });
    expect(await t.db.select().from(documents).where(eq(documents.userId, other.id))).toHaveLength(
      0,
    );
  });

  it('streams to storage: files of refused uploads are removed, a zip is judged on all its bytes', async () => {
    const files = storedFileNames;
    const before = files();
    // Past the first 64 KiB (sniffed before storing) a zip may still turn out not to be a docx:
    // stored as it arrives, then removed.
    const zipHead = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26)]);
    const notDocx = Buffer.concat([zipHead, Buffer.alloc(200 * 1024, 0x41)]);
    const refused = await upload(
      other.cookie,
      { type: 'resume' },
      { name: 'x.docx', bytes: notDocx },
    );
    expect(refused.statusCode).toBe(422);
    const big = Buffer.concat([SAMPLES.pdf, Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    expect(
      (await upload(other.cookie, { type: 'resume' }, { name: 'b.pdf', bytes: big })).statusCode,
    ).toBe(413);
    expect(files()).toEqual(before);
    // The same zip naming its Word parts at its end (where a zip's directory is): a docx.
    const docx = Buffer.concat([notDocx, Buffer.from('[Content_Types].xml word/document.xml')]);
    const accepted = await upload(
      other.cookie,
      { type: 'resume' },
      { name: 'x.docx', bytes: docx },
    );
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().data.mime_type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(files()).toHaveLength(before.length + 1);
    const id = accepted.json().data.id as number;
    expect((await call('DELETE', `${BASE}/${id}`, other.cookie)).statusCode).toBe(204);
  });

  it('takes text as UTF-8 only when all of it is: Latin-1 past the first 64 KiB is refused', async () => {
    const files = storedFileNames;
    const before = files();
    const ascii = Buffer.alloc(100 * 1024, 0x61);
    const latin1 = Buffer.concat([ascii, Buffer.from('Émilie, été\n', 'latin1')]);
    const refused = await upload(other.cookie, { type: 'misc' }, { name: 'l.txt', bytes: latin1 });
    expect(refused.statusCode).toBe(422);
    expect(files()).toEqual(before);
    // A character cut by the end of the file is no UTF-8 either.
    const cut = Buffer.concat([ascii, Buffer.from('é', 'utf8').subarray(0, 1)]);
    expect(
      (await upload(other.cookie, { type: 'misc' }, { name: 'c.txt', bytes: cut })).statusCode,
    ).toBe(422);
    const utf8 = Buffer.concat([ascii, Buffer.from('Émilie, été\n', 'utf8')]);
    const accepted = await upload(other.cookie, { type: 'misc' }, { name: 'u.txt', bytes: utf8 });
    expect(accepted.statusCode).toBe(201);
    const id = accepted.json().data.id as number;
    const download = await call('GET', `${BASE}/${id}/download`, other.cookie);
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.rawPayload.equals(utf8)).toBe(true);
    expect((await call('DELETE', `${BASE}/${id}`, other.cookie)).statusCode).toBe(204);
  });

  it('422 for a missing file, a bad type, a long name; 415 for a JSON body', async () => {
    const noFile = await upload(other.cookie, { type: 'resume' });
    expect(noFile.statusCode).toBe(422);
    expect(Object.keys(noFile.json().errors)).toEqual(['file']);
    const empty = await upload(
      other.cookie,
      { type: 'resume' },
      { name: '', bytes: Buffer.alloc(0) },
    );
    expect(empty.statusCode).toBe(422);
    const badType = await upload(
      other.cookie,
      { type: 'photo' },
      { name: 'a.pdf', bytes: SAMPLES.pdf },
    );
    expect(badType.statusCode).toBe(422);
    expect(Object.keys(badType.json().errors)).toEqual(['type']);
    const longName = await upload(
      other.cookie,
      { type: 'resume', name: 'n'.repeat(151) },
      { name: 'a.pdf', bytes: SAMPLES.pdf },
    );
    expect(longName.statusCode).toBe(422);
    expect(Object.keys(longName.json().errors)).toEqual(['name']);
    const nul = await upload(
      other.cookie,
      { type: 'resume', name: 'a\u0000b' },
      { name: 'a.pdf', bytes: SAMPLES.pdf },
    );
    expect(nul.statusCode).toBe(422);
    const json = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { host: 'jobboard.test', cookie: other.cookie },
      payload: { type: 'resume' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('a broken multipart body is a 4xx, never a 500', async () => {
    for (const [contentType, payload] of [
      ['multipart/form-data; boundary=xyz', 'garbage'],
      ['multipart/form-data', 'no boundary at all'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="type"\r\n\r\nresume\r\n--xyz\r\n' +
          'Content-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut',
      ],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nno headers here\r\n--xyz--'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: BASE,
        headers: {
          host: 'jobboard.test',
          cookie: `${other.cookie}; lg=en`,
          'content-type': contentType!,
        },
        payload: payload!,
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
  });

  it('uses the given name, else the file name without any path', async () => {
    const named = await upload(
      other.cookie,
      { type: 'cover_letter', name: '  Lettre — Hôtel  ' },
      { name: 'x.pdf', bytes: SAMPLES.pdf },
    );
    expect(named.json().data).toMatchObject({ name: 'Lettre — Hôtel', type: 'cover_letter' });
    const pathName = await upload(
      other.cookie,
      { type: 'misc' },
      { name: '..\\..\\etc\\passwd.txt', bytes: SAMPLES.txt },
    );
    expect(pathName.json().data.name).toBe('passwd.txt');
  });

  it('guards: 401 signed out, 403 for an employer', async () => {
    expect(
      (await upload(undefined, { type: 'resume' }, { name: 'a.pdf', bytes: SAMPLES.pdf }))
        .statusCode,
    ).toBe(401);
    expect(
      (await upload(employer.cookie, { type: 'resume' }, { name: 'a.pdf', bytes: SAMPLES.pdf }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', BASE)).statusCode).toBe(401);
    expect((await call('GET', BASE, employer.cookie)).statusCode).toBe(403);
  });
});

describe('rename, download, delete', () => {
  let id: number;
  beforeAll(async () => {
    const res = await upload(
      candidate.cookie,
      { type: 'resume', name: 'Mon CV été' },
      { name: 'cv.pdf', bytes: SAMPLES.pdf },
    );
    id = res.json().data.id;
  });

  it('renames (and may retype) a document', async () => {
    const res = await call('PUT', `${BASE}/${id}`, candidate.cookie, {
      name: 'CV — 2026',
      type: 'misc',
      lg: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, name: 'CV — 2026', type: 'misc' });
    const back = await call('PUT', `${BASE}/${id}`, candidate.cookie, { name: 'CV été' });
    expect(back.json().data).toMatchObject({ name: 'CV été', type: 'misc' });
    for (const body of [
      { name: '' },
      { name: 'x'.repeat(151) },
      { name: 3 },
      { name: 'a', type: 'x' },
    ]) {
      expect((await call('PUT', `${BASE}/${id}`, candidate.cookie, body)).statusCode).toBe(422);
    }
  });

  it('downloads its own document as an attachment with its bytes', async () => {
    const res = await call('GET', `${BASE}/${id}/download`, candidate.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="CV ete.pdf"; filename*=UTF-8''CV%20%C3%A9t%C3%A9.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(SAMPLES.pdf)).toBe(true);
  });

  it("another candidate's document is a 404 for every call", async () => {
    for (const [method, url, body] of [
      ['GET', `${BASE}/${id}/download`, undefined],
      ['PUT', `${BASE}/${id}`, { name: 'mine now' }],
      ['DELETE', `${BASE}/${id}`, undefined],
    ] as const) {
      const res = await call(method, url, other.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: 'The requested resource does not exist.' });
    }
    expect((await call('GET', `${BASE}/999999/download`, candidate.cookie)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/abc/download`, candidate.cookie)).statusCode).toBe(422);
    expect((await call('GET', `${BASE}/${id}/download`)).statusCode).toBe(401);
  });

  it('deletes a document and its file', async () => {
    const res = await upload(
      candidate.cookie,
      { type: 'misc' },
      { name: 'x.txt', bytes: SAMPLES.txt },
    );
    const docId = res.json().data.id as number;
    const [row] = await t.db.select().from(documents).where(eq(documents.id, docId));
    const file = (t.app.storage as DiskStorage).resolve(row!.storagePath);
    expect(existsSync(file)).toBe(true);
    const del = await call('DELETE', `${BASE}/${docId}`, candidate.cookie);
    expect(del.statusCode).toBe(204);
    expect(existsSync(file)).toBe(false);
    expect((await call('DELETE', `${BASE}/${docId}`, candidate.cookie)).statusCode).toBe(404);
  });

  it('refuses (409) to delete a document an application holds, which stays downloadable', async () => {
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
        status: 'published',
        titleFr: 'Poste',
      })
      .returning();
    const [application] = await t.db
      .insert(applications)
      .values({ offerId: offer!.id, userId: candidate.id, jobboard: 'jobboard' })
      .returning();
    await t.db
      .insert(applicationDocuments)
      .values({ applicationId: application!.id, documentId: id });
    const res = await call('DELETE', `${BASE}/${id}`, candidate.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/attached to an application/);
    expect((await call('GET', `${BASE}/${id}/download`, candidate.cookie)).statusCode).toBe(200);
  });

  it('deletes a document that only a withdrawn application held', async () => {
    const res = await upload(
      candidate.cookie,
      { type: 'resume' },
      { name: 'old.txt', bytes: SAMPLES.txt },
    );
    const docId = res.json().data.id as number;
    const [company] = await t.db
      .insert(companies)
      .values({ teamId: employer.teamId!, slug: 'acme-2', nameFr: 'Acme 2', nameEn: 'Acme 2' })
      .returning();
    const [offer] = await t.db
      .insert(offers)
      .values({
        companyId: company!.id,
        teamId: employer.teamId!,
        primaryLanguage: 'fr',
        status: 'published',
        titleFr: 'Poste 2',
      })
      .returning();
    const [application] = await t.db
      .insert(applications)
      .values({
        offerId: offer!.id,
        userId: candidate.id,
        jobboard: 'jobboard',
        stage: 'withdrawn',
      })
      .returning();
    await t.db
      .insert(applicationDocuments)
      .values({ applicationId: application!.id, documentId: docId });
    const del = await call('DELETE', `${BASE}/${docId}`, candidate.cookie);
    expect(del.statusCode, del.body).toBe(204);
    expect((await call('GET', `${BASE}/${docId}/download`, candidate.cookie)).statusCode).toBe(404);
  });
});

describe('limit', () => {
  it('a candidate keeps at most 20 documents', async () => {
    const limited = await t.createCandidate();
    for (let i = 0; i < 20; i++) {
      const res = await upload(
        limited.cookie,
        { type: 'misc' },
        { name: `${i}.txt`, bytes: SAMPLES.txt },
      );
      expect(res.statusCode).toBe(201);
    }
    const res = await upload(
      limited.cookie,
      { type: 'misc' },
      { name: 'one-more.txt', bytes: SAMPLES.txt },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      file: ['You have reached the maximum number of documents (20).'],
    });
  });

  it('holds against 40 uploads sent at once: 20 stored, the others refused, none left on disk', async () => {
    const rushed = await t.createCandidate();
    const before = storedFiles();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        upload(rushed.cookie, { type: 'misc' }, { name: `${i}.pdf`, bytes: SAMPLES.pdf }),
      ),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(20);
    expect(codes.filter((code) => code === 422)).toHaveLength(20);
    const rows = await t.db.select().from(documents).where(eq(documents.userId, rushed.id));
    expect(rows).toHaveLength(20);
    expect(storedFiles() - before).toBe(20);
    // Every reservation ended with its upload.
    expect(await reservationsOf(rushed.id)).toEqual([]);
  });

  it('caps the bytes an account keeps, in its language, and gives back what a failed upload held', async () => {
    const full = await t.createCandidate();
    const refusedFile = await upload(
      full.cookie,
      { type: 'misc' },
      { name: 'x.png', bytes: SAMPLES.png },
    );
    expect(refusedFile.statusCode).toBe(422);
    expect(await reservationsOf(full.id)).toEqual([]);
    // Documents that weigh all but a few bytes of the account's space.
    await t.db.insert(documents).values({
      userId: full.id,
      name: 'big.pdf',
      type: 'misc',
      mimeType: 'application/pdf',
      size: MAX_DOCUMENT_STORAGE_BYTES - 16,
      storagePath: 'documents/2020-01/00000000000000000000000000000000.pdf',
    });
    const en = await upload(full.cookie, { type: 'misc' }, { name: 'a.pdf', bytes: SAMPLES.pdf });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      file: [
        'This document would exceed the space allowed for your documents (50 MB): delete one to make room.',
      ],
    });
    const fr = await upload(
      full.cookie,
      { type: 'misc' },
      { name: 'a.pdf', bytes: SAMPLES.pdf },
      'fr',
    );
    expect(fr.json().errors.file[0]).toMatch(/^Ce document dépasserait l’espace permis.*50 Mo/);
    expect(await reservationsOf(full.id)).toEqual([]);
  });
});
