import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_RETENTION_MONTHS } from '@jobboard/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BrandManifestSchema, type BrandManifestInput } from './brand-manifest.js';
import { BRANDS_DIR, listBrandKeys } from './load.js';

/** A complete, valid manifest; each bad case below breaks one thing in a copy of it. */
function validInput(): BrandManifestInput {
  return {
    name: 'sample',
    hostKey: 'emplois-exemple.ca',
    label: { fr: 'Emplois Exemple', en: 'Sample Jobs' },
    title: { fr: 'Emplois en exemple', en: 'Sample jobs' },
    description: { fr: 'Des offres d’exemple.', en: 'Sample offers.' },
    category: { fr: 'Exemple', en: 'Sample' },
    professional: { fr: 'professionnels de l’exemple', en: 'sample professionals' },
    images: {
      favicon: 'assets/favicon.svg',
      logo: 'assets/logo.svg',
      logoLight: 'assets/logo-light.svg',
      homeHero: 'assets/home-hero.svg',
      ogImage: 'assets/og-image.svg',
    },
    jobPageSlugs: { fr: 'emplois-exemple', en: 'sample-jobs' },
    seo: {
      suffix: { fr: ' | Emplois Exemple', en: ' | Sample Jobs' },
      title: { fr: 'Offres d’emploi exemple', en: 'Sample job offers' },
      description: { fr: 'Trouvez un emploi exemple.', en: 'Find a sample job.' },
      keywords: { fr: ['emploi'], en: ['job'] },
    },
    colors: {
      primary: '#0d47a1',
      secondary: '#ffb300',
    },
    typography: {},
    privacy: {
      officer: {
        title: {
          fr: 'Responsable de la protection des renseignements personnels',
          en: 'Privacy Officer',
        },
        email: 'vie-privee@emplois-exemple.ca',
        postalAddress: {
          fr: '1, rue Exemple, Québec (Québec) G1R 1A1',
          en: '1 Exemple St., Quebec City, Quebec G1R 1A1',
        },
      },
    },
  };
}

type Mutable = Record<string, unknown>;

/** A copy of the valid input changed by `edit` (which may delete or set anything). */
function withChange(edit: (input: Mutable) => void): unknown {
  const input = structuredClone(validInput()) as unknown as Mutable;
  edit(input);
  return input;
}

function child(input: Mutable, key: string): Mutable {
  return input[key] as Mutable;
}

function issuesOf(input: unknown): Array<{ path: string; code: string; issue: z.core.$ZodIssue }> {
  const result = BrandManifestSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    code: issue.code,
    issue,
  }));
}

describe('BrandManifestSchema', () => {
  it('accepts a complete manifest and applies every default', () => {
    const manifest = BrandManifestSchema.parse(validInput());
    expect(manifest.aliasHosts).toEqual([]);
    expect(manifest.social).toEqual({});
    expect(manifest.links).toEqual({});
    expect(manifest.typography.baseSize).toBe(16);
    expect(manifest.privacy.retentionMonths).toBe(DEFAULT_RETENTION_MONTHS);
    expect(manifest.behaviour).toEqual({
      freeSingleJobPosting: false,
      singleJobPostingPriceCents: null,
      staffingWording: false,
      redirectEmployersToAts: true,
      showAtsBanner: true,
      showByCredit: true,
      notifyApplicationStages: true,
      requirePayRange: false,
      requireFrenchVersion: false,
      logoMaxWidth: { employerHeader: 150, footer: 175, publicHeader: 200 },
      defaultLanguage: 'fr',
    });
  });

  it('refuses behaviour.dedicatedCheck, a flag nothing read (decision 005)', () => {
    const result = BrandManifestSchema.safeParse(
      withChange((m) => {
        m.behaviour = { dedicatedCheck: true };
      }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['dedicatedCheck'],
      path: ['behaviour'],
    });
  });

  it('keeps a partial behaviour and fills the rest', () => {
    const manifest = BrandManifestSchema.parse(
      withChange((m) => {
        m.behaviour = { staffingWording: true, logoMaxWidth: { employerHeader: 90 } };
      }),
    );
    expect(manifest.behaviour.staffingWording).toBe(true);
    expect(manifest.behaviour.redirectEmployersToAts).toBe(true);
    expect(manifest.behaviour.logoMaxWidth).toEqual({
      employerHeader: 90,
      footer: 175,
      publicHeader: 200,
    });
  });

  const badCases: Array<[string, (m: Mutable) => void, string, string]> = [
    [
      'a missing field',
      (m) => delete child(child(m, 'seo'), 'title').en,
      'seo.title.en',
      'invalid_type',
    ],
    ['a missing top-level field', (m) => delete m.hostKey, 'hostKey', 'invalid_type'],
    ['a missing language', (m) => delete child(m, 'label').en, 'label.en', 'invalid_type'],
    ['an empty text', (m) => (child(m, 'description').fr = '  '), 'description.fr', 'too_small'],
    [
      'a bad colour',
      (m) => (child(m, 'colors').primary = 'blue'),
      'colors.primary',
      'invalid_format',
    ],
    [
      'a short colour',
      (m) => (child(m, 'colors').accent = '#123'),
      'colors.accent',
      'invalid_format',
    ],
    [
      'a host with a scheme',
      (m) => (m.hostKey = 'https://exemple.ca'),
      'hostKey',
      'invalid_format',
    ],
    ['a host with www.', (m) => (m.hostKey = 'www.exemple.ca'), 'hostKey', 'invalid_format'],
    ['a host with a port', (m) => (m.hostKey = 'exemple.ca:8080'), 'hostKey', 'invalid_format'],
    [
      'a bad alias host',
      (m) => (m.aliasHosts = ['ok.ca', 'Bad.CA']),
      'aliasHosts.1',
      'invalid_format',
    ],
    ['an unknown key', (m) => (m.colour = {}), '', 'unrecognized_keys'],
    ['an unknown nested key', (m) => (child(m, 'seo').titel = {}), 'seo', 'unrecognized_keys'],
    ['a third language', (m) => (child(m, 'title').es = 'Empleos'), 'title', 'unrecognized_keys'],
    ['a bad key', (m) => (m.name = 'Sample-Brand'), 'name', 'invalid_format'],
    [
      'a bad job page slug',
      (m) => (child(m, 'jobPageSlugs').fr = 'Emplois Santé'),
      'jobPageSlugs.fr',
      'invalid_format',
    ],
    [
      'an image outside assets/',
      (m) => (child(m, 'images').logo = '../logo.svg'),
      'images.logo',
      'invalid_format',
    ],
    ['a missing image', (m) => delete child(m, 'images').ogImage, 'images.ogImage', 'invalid_type'],
    [
      'no keywords',
      (m) => (child(child(m, 'seo'), 'keywords').en = []),
      'seo.keywords.en',
      'too_small',
    ],
    [
      'a non-http link',
      (m) => (m.links = { about: { fr: 'ftp://exemple.ca' } }),
      'links.about.fr',
      'invalid_format',
    ],
    [
      'a social link that is not a URL',
      (m) => (m.social = { facebook: 'exemple' }),
      'social.facebook',
      'invalid_format',
    ],
    [
      'no person in charge of personal information',
      (m) => delete child(m, 'privacy').officer,
      'privacy.officer',
      'invalid_type',
    ],
    [
      'an officer e-mail that is not one',
      (m) => (child(child(m, 'privacy'), 'officer').email = 'vie-privee'),
      'privacy.officer.email',
      'invalid_format',
    ],
    [
      'a retention period under six months',
      (m) => (child(m, 'privacy').retentionMonths = 3),
      'privacy.retentionMonths',
      'too_small',
    ],
    ['a non-numeric fbAppId', (m) => (m.fbAppId = 'abc'), 'fbAppId', 'invalid_format'],
    [
      'an unknown language',
      (m) => (m.behaviour = { defaultLanguage: 'es' }),
      'behaviour.defaultLanguage',
      'invalid_value',
    ],
    [
      'a flag of the wrong type',
      (m) => (m.behaviour = { staffingWording: 'yes' }),
      'behaviour.staffingWording',
      'invalid_type',
    ],
    [
      'a zero logo width',
      (m) => (m.behaviour = { logoMaxWidth: { footer: 0 } }),
      'behaviour.logoMaxWidth.footer',
      'too_small',
    ],
    ['a category id out of range', (m) => (m.categoryIds = [1, 32]), 'categoryIds.1', 'too_big'],
    [
      'a root size out of range',
      (m) => (child(m, 'typography').baseSize = 30),
      'typography.baseSize',
      'too_big',
    ],
  ];

  it.each(badCases)('rejects %s at its path', (_name, edit, expectedPath, expectedCode) => {
    const issues = issuesOf(withChange(edit));
    expect(issues.map((i) => [i.path, i.code])).toContainEqual([expectedPath, expectedCode]);
  });

  it('names the unknown keys', () => {
    const [issue] = issuesOf(withChange((m) => (child(m, 'seo').titel = {})));
    expect(issue?.issue.code === 'unrecognized_keys' && issue.issue.keys).toEqual(['titel']);
  });
});

describe('committed brands', () => {
  const keys = listBrandKeys();

  it('has all 13 brands', () => {
    expect(keys.length).toBeGreaterThanOrEqual(13);
    expect(keys).toContain('jobboard');
  });

  it.each(keys)('%s is valid and named after its folder', (key) => {
    const file = path.join(BRANDS_DIR, key, 'brand.json');
    const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const issues = issuesOf(json).map((i) => `${i.path}: ${i.issue.message}`);
    expect(issues).toEqual([]);
    const manifest = BrandManifestSchema.parse(json);
    expect(manifest.name).toBe(key);
    // The editor checks the file while it is typed only if $schema leads to the schema.
    expect(manifest.$schema && path.resolve(path.dirname(file), manifest.$schema)).toBe(
      path.resolve(BRANDS_DIR, '../packages/manifest/brand.schema.json'),
    );
  });
});
