import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoResumePdf } from '../src/db/seed/demo.js';
import { readdirSync } from 'node:fs';
import type { BrandBundle } from '../src/brands/bundle.js';
import { Mailer, TEMPLATES_DIR } from '../src/services/mail.js';
import { mailBrand } from '../src/services/mail-brand.js';
import { fixtureManifest } from './fixtures/brands.js';
import { sniffDocument, sniffImage } from '../src/lib/file-types.js';
import { DiskStorage } from '../src/services/storage.js';

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
    const storage = new DiskStorage(mkdtempSync(path.join(tmpdir(), 'jb-storage-')));
    const stored = await storage.save('documents', demoResumePdf('Y'), 'application/pdf');
    expect(stored.storagePath).toMatch(/^documents\/\d{4}-\d{2}\/[0-9a-f]{32}\.pdf$/);
    expect(readFileSync(storage.resolve(stored.storagePath)).subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    expect(() => storage.resolve('../../etc/passwd')).toThrow();
  });
});

const BOARD = fixtureManifest('board', 'board.test', {
  label: { fr: 'Emplois Étoile', en: 'Star Jobs' },
});
/** What a brand build gives the mailer: the theme's colours and logo placement, image variants. */
const BUNDLE = {
  theme: {
    colors: {
      page: '#fff8f9',
      surface: '#ffffff',
      text: '#2c191d',
      textMuted: '#6d575a',
      border: '#ebd9db',
      primary: '#7b1e3a',
      onPrimary: '#ffffff',
      link: '#7b1e3a',
    },
    logo: { placements: { emailHeader: 'logoLight' } },
  },
  images: {
    logo: [{ path: '/brand/board/images/logo.300x75.png', width: 300, height: 75, format: 'png' }],
    logoLight: [
      { path: '/brand/board/images/logoLight.150x38.png', width: 150, height: 38, format: 'png' },
      { path: '/brand/board/images/logoLight.300x75.webp', width: 300, height: 75, format: 'webp' },
      { path: '/brand/board/images/logoLight.300x75.png', width: 300, height: 75, format: 'png' },
      { path: '/brand/board/images/logoLight.600x150.png', width: 600, height: 150, format: 'png' },
    ],
  },
} as unknown as BrandBundle;
const ORIGIN = 'http://board.localhost:3000';

/** Variables each template needs beside brand and lang. */
const SAMPLE: Record<string, Record<string, unknown>> = {
  'email-confirmation': {
    firstName: 'Zoé',
    url: `${ORIGIN}/fr/email-confirmation/sel/tok`,
    heldApplication: true,
  },
  'reset-password': { url: `${ORIGIN}/fr/reset-password/sel/tok` },
  'data-export-ready': {
    firstName: 'Zoé',
    url: `${ORIGIN}/api/jobboard/jobboard/privacy/exports/tok`,
    hours: 24,
  },
  'account-deleted': { firstName: 'Zoé' },
  'retention-warning': {
    firstName: 'Zoé',
    date: '27 décembre 2026',
    url: `${ORIGIN}/fr/connexion`,
  },
  'account-exists': {
    firstName: 'Zoé',
    loginUrl: `${ORIGIN}/fr/connexion`,
    resetUrl: `${ORIGIN}/fr/mot-de-passe-oublie`,
  },
  'new-application': {
    firstName: 'Marc',
    candidateName: 'Zoé <b>Tremblay</b>',
    offerTitle: 'Chef & <script>alert(1)</script>',
    url: `${ORIGIN}/fr/employer/offer/3/applications`,
  },
  'application-stage': {
    firstName: 'Zoé',
    offerTitle: 'Chef & <b>cuisinier</b>',
    companyName: 'Acmé',
    isInReview: false,
    isInterview: true,
    isOffer: false,
    url: `${ORIGIN}/fr/mes-candidatures`,
  },
  'application-not-retained': {
    firstName: 'Zoé',
    offerTitle: 'Chef',
    companyName: null,
    url: `${ORIGIN}/fr/mes-candidatures`,
  },
  'employer-closed': {
    firstName: 'Zoé',
    offerTitle: 'Chef & <b>cuisinier</b>',
    companyName: 'Acmé',
    url: `${ORIGIN}/fr/mes-candidatures`,
  },
  'offer-report': {
    offerId: 7,
    offerTitle: 'Chef & <script>alert(1)</script>',
    companyName: 'Acmé',
    url: `${ORIGIN}/fr/offre/chef/7`,
    reason: 'Arnaque ou hameçonnage',
    detail: 'Ils demandent <b>300 $</b>\navant l’entrevue.',
  },
  'newsletter-confirmation': {
    url: `${ORIGIN}/fr/news-letter-confirmation/a/b`,
    unsubscribeUrl: `${ORIGIN}/fr/jobboard_news_letter/unsubscribe/a/c`,
  },
  'job-alert-confirmation': {
    url: `${ORIGIN}/fr/alertes-emploi/confirmation/a.b`,
    summary: 'Cuisinier · Montréal',
    weekly: false,
  },
  'job-alert': {
    summary: 'Cuisinier · Montréal',
    offers: [
      {
        title: 'Chef & <b>cuisinier</b>',
        company: 'Acmé',
        city: 'Montréal',
        url: `${ORIGIN}/fr/offre/chef/1`,
      },
      { title: 'Commis', company: null, city: null, url: `${ORIGIN}/fr/offre/commis/2` },
    ],
    total: 12,
    more: '… et 10 autres emplois.',
    single: false,
    weekly: true,
    searchUrl: `${ORIGIN}/fr/trouver-un-emploi?q=chef`,
    unsubscribeUrl: `${ORIGIN}/fr/alertes-emploi/desabonnement/abc`,
    manageUrl: `${ORIGIN}/fr/mes-alertes`,
  },
  'for-you': {
    offers: [
      {
        title: 'Infirmière & <b>clinicienne</b>',
        company: 'Clinique',
        why: 'Laval · Soins infirmiers · 3 de vos compétences',
        url: `${ORIGIN}/fr/offre/infirmiere/1`,
      },
      { title: 'Préposé', company: null, why: 'Télétravail', url: `${ORIGIN}/fr/offre/prepose/2` },
    ],
    total: 2,
    single: false,
    homeUrl: `${ORIGIN}/fr#home-for-you`,
    profileUrl: `${ORIGIN}/fr/profile`,
    unsubscribeUrl: `${ORIGIN}/fr/offres-pour-vous/desabonnement/1-jobboard-abc`,
  },
  'team-invitation': {
    inviterName: 'Rita <b>Gérante</b>',
    teamName: 'Clinique & fils',
    days: 7,
    url: `${ORIGIN}/fr/employeur/invitation/abc`,
  },
};

const newMailer = () =>
  new Mailer({
    dataDir: mkdtempSync(path.join(tmpdir(), 'jb-mail-')),
    from: 'Fallback <no-reply@fallback.test>',
  });

describe('mail templates', () => {
  const names = [
    ...new Set(
      readdirSync(TEMPLATES_DIR)
        .filter((f) => /^[a-z0-9-]+\.(fr|en)\.hbs$/.test(f))
        .map((f) => f.split('.')[0]!),
    ),
  ].sort();

  it('has every template as a text and an HTML part in both languages', () => {
    expect(names).toEqual(Object.keys(SAMPLE).sort());
    for (const name of names)
      for (const lang of ['fr', 'en'])
        for (const suffix of ['hbs', 'html.hbs'])
          expect(readdirSync(TEMPLATES_DIR), `${name}.${lang}.${suffix}`).toContain(
            `${name}.${lang}.${suffix}`,
          );
  });

  it.each(['fr', 'en'] as const)(
    'renders each mail in %s: branded HTML (logo, colours, table layout), a text part, from the board',
    async (lang) => {
      const mailer = newMailer();
      const brand = mailBrand(BOARD, BUNDLE, ORIGIN, lang);
      for (const name of names) {
        const sent = await mailer.send({
          to: 'someone@example.test',
          template: name,
          lang,
          brand,
          data: SAMPLE[name]!,
        });
        const label = lang === 'fr' ? 'Emplois Étoile' : 'Star Jobs';
        expect(sent.from).toBe(`${label} <no-reply@board.test>`);
        expect(sent.subject).toContain(label);
        // The text part is text.
        expect(sent.text).not.toMatch(/<(p|a|table|br)\b/);
        expect(sent.text).toContain(label);
        // The HTML part: the layout, in the mail's language, with the logo variant the build
        // chose for the mail header (PNG with twice the pixels shown, absolute URL) and the theme's colours inline.
        expect(sent.html).toMatch(/^<!doctype html>/);
        expect(sent.html).toContain(`<html lang="${lang}">`);
        expect(sent.html).toContain(
          `<img src="${ORIGIN}/brand/board/images/logoLight.600x150.png" width="160" height="40"`,
        );
        expect(sent.html).toContain('role="presentation"');
        expect(sent.html).toContain('background-color:#7b1e3a');
        expect(sent.html).toContain('color:#2c191d');
        expect(sent.html).not.toContain('<style');
        expect(sent.html).not.toContain('{{');
        // Every link of the text part is in the HTML part (Handlebars writes "=" as &#x3D;).
        for (const url of sent.text.match(/https?:\/\/\S+/g) ?? [])
          expect(sent.html.replaceAll('&#x3D;', '=')).toContain(`href="${url}"`);
        expect(sent.html).toContain(brand.footer);
      }
      const eml = readFileSync(
        path.join(mailer.outboxDir, `${(await mailer.listOutbox()).at(-1)?.id}.eml`),
        'utf8',
      );
      expect(eml).toMatch(/^From: .*<no-reply@board\.test>$/m);
      expect(eml).toContain('Content-Type: multipart/alternative');
    },
  );

  it('escapes what people typed in the HTML part, not in the text part', async () => {
    const sent = await newMailer().send({
      to: 'someone@example.test',
      template: 'new-application',
      lang: 'en',
      brand: mailBrand(BOARD, BUNDLE, ORIGIN, 'en'),
      data: SAMPLE['new-application']!,
    });
    expect(sent.html).not.toContain('<script>');
    expect(sent.html).toContain('Chef &amp; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sent.html).toContain('Zoé &lt;b&gt;Tremblay&lt;/b&gt;');
    expect(sent.text).toContain('"Chef & <script>alert(1)</script>"');
  });

  it('without a build, names the board in its colour instead of a logo', async () => {
    const sent = await newMailer().send({
      to: 'someone@example.test',
      template: 'reset-password',
      lang: 'fr',
      brand: mailBrand(BOARD, undefined, ORIGIN, 'fr'),
      data: SAMPLE['reset-password']!,
    });
    expect(sent.html).not.toContain('<img');
    expect(sent.html).toContain(`color:${BOARD.colors.primary};">Emplois Étoile</span>`);
  });
});

describe('mail outbox', () => {
  it('renders both languages and writes .eml + .json', async () => {
    const mailer = newMailer();
    for (const lang of ['fr', 'en'] as const) {
      await mailer.send({
        to: 'someone@example.test',
        template: 'email-confirmation',
        lang,
        brand: mailBrand(BOARD, undefined, ORIGIN, lang),
        data: {
          firstName: 'Zoé',
          url: 'http://board.localhost:3000/fr/email-confirmation/sel/tok',
        },
      });
    }
    const outbox = await mailer.listOutbox('someone@example.test');
    expect(outbox).toHaveLength(2);
    expect(outbox[0]?.subject).toBe('Confirmez votre adresse courriel – Emplois Étoile');
    expect(outbox[1]?.subject).toBe('Confirm your e-mail address – Star Jobs');
    expect(outbox[1]?.text).toContain('http://board.localhost:3000/fr/email-confirmation/sel/tok');
    expect(outbox[1]?.html).toContain(
      'href="http://board.localhost:3000/fr/email-confirmation/sel/tok"',
    );
    const eml = readFileSync(path.join(mailer.outboxDir, `${outbox[0]?.id}.eml`), 'utf8');
    expect(eml).toContain('To: someone@example.test');
  });

  it('fails loudly on a missing variable (strict templates)', async () => {
    const mailer = newMailer();
    const brand = mailBrand(BOARD, undefined, ORIGIN, 'en');
    await expect(
      mailer.send({ to: 'a@b.test', template: 'reset-password', lang: 'en', brand, data: {} }),
    ).rejects.toThrow();
    await expect(
      mailer.send({ to: 'a@b.test', template: '../secret', lang: 'en', brand, data: {} }),
    ).rejects.toThrow(/Invalid mail template/);
  });
});
