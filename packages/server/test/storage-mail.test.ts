import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoResumePdf } from '../src/db/seed/demo.js';
import { Mailer } from '../src/services/mail.js';
import { sniffDocument, sniffImage, Storage } from '../src/services/storage.js';

const png1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAYAAAC56t6BAAAAEklEQVR42mP8z8DwnwEIGGEMAEMXA/0JEZc9AAAAAElFTkSuQmCC',
  'base64',
);

describe('content sniffing', () => {
  it('recognises documents by their bytes', () => {
    expect(sniffDocument(demoResumePdf('X'))).toBe('application/pdf');
    expect(sniffDocument(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe(
      'application/msword',
    );
    const docx = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.alloc(26),
      Buffer.from('[Content_Types].xml....word/document.xml'),
    ]);
    expect(sniffDocument(docx)).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const odt = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.alloc(26),
      Buffer.from('mimetypeapplication/vnd.oasis.opendocument.text'),
    ]);
    expect(sniffDocument(odt)).toBe('application/vnd.oasis.opendocument.text');
    expect(sniffDocument(Buffer.from('Curriculum vitae\nÉlodie Tremblay\n'))).toBe('text/plain');
  });

  it('refuses anything else, whatever its name', () => {
    expect(sniffDocument(Buffer.from('MZ\x90\x00\x03binary', 'latin1'))).toBeNull();
    expect(sniffDocument(png1x1)).toBeNull();
    expect(sniffDocument(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]))).toBeNull();
    expect(sniffDocument(Buffer.alloc(0))).toBeNull();
    expect(sniffDocument(Buffer.from([0xff, 0xfe, 0x00, 0x41]))).toBeNull();
  });

  it('reads image types and sizes', () => {
    expect(sniffImage(png1x1)).toEqual({ mimeType: 'image/png', width: 2, height: 3 });
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
  });

  it('stores files under random names and refuses paths leaving the root', async () => {
    const storage = new Storage(mkdtempSync(path.join(tmpdir(), 'jb-storage-')));
    const stored = await storage.save('documents', demoResumePdf('Y'), 'application/pdf');
    expect(stored.storagePath).toMatch(/^documents\/\d{4}-\d{2}\/[0-9a-f]{32}\.pdf$/);
    expect(readFileSync(storage.resolve(stored.storagePath)).subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    expect(() => storage.resolve('../../etc/passwd')).toThrow();
  });
});

describe('mail outbox', () => {
  it('renders both languages and writes .eml + .json', async () => {
    const mailer = new Mailer({
      dataDir: mkdtempSync(path.join(tmpdir(), 'jb-mail-')),
      from: 'Board <no-reply@board.test>',
    });
    for (const lang of ['fr', 'en'] as const) {
      await mailer.send({
        to: 'someone@example.test',
        template: 'email-confirmation',
        lang,
        data: {
          firstName: 'Zoé',
          url: 'http://board.localhost:3000/fr/email-confirmation/sel/tok',
          brand: { label: 'Board' },
        },
      });
    }
    const outbox = await mailer.listOutbox('someone@example.test');
    expect(outbox).toHaveLength(2);
    expect(outbox[0]?.subject).toBe('Confirmez votre adresse courriel – Board');
    expect(outbox[1]?.subject).toBe('Confirm your e-mail address – Board');
    expect(outbox[1]?.text).toContain('http://board.localhost:3000/fr/email-confirmation/sel/tok');
    expect(outbox[1]?.html).toContain(
      '<a href="http://board.localhost:3000/fr/email-confirmation/sel/tok">',
    );
    const eml = readFileSync(path.join(mailer.outboxDir, `${outbox[0]?.id}.eml`), 'utf8');
    expect(eml).toContain('To: someone@example.test');
  });

  it('fails loudly on a missing variable (strict templates)', async () => {
    const mailer = new Mailer({
      dataDir: mkdtempSync(path.join(tmpdir(), 'jb-mail-')),
      from: 'x@y.test',
    });
    await expect(
      mailer.send({ to: 'a@b.test', template: 'reset-password', lang: 'en', data: {} }),
    ).rejects.toThrow();
    await expect(
      mailer.send({ to: 'a@b.test', template: '../secret', lang: 'en', data: {} }),
    ).rejects.toThrow(/Invalid mail template/);
  });
});
