import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BrandKeySchema,
  BrandManifestSchema,
  HexColorSchema,
  HostNameSchema,
  type Language,
} from '@jobboard/manifest';
import { z } from 'zod';
import { WCAG_AA_NON_TEXT, bestTextColor, ensureContrast, normalizeHex } from '@jobboard/themes';
import { CliError } from '../utils/handle-error.js';
import { BRAND_TEMPLATE_DIR, JSON_SCHEMA_FILE, displayPath } from '../utils/paths.js';
import { normalizeHost, toSlug } from '../validate/schema-diagnostics.js';

/** What `brand new` asks for; everything else in brand.json is derived, then edited by hand. */
export interface ScaffoldAnswers {
  labelFr: string;
  labelEn: string;
  host: string;
  categoryFr: string;
  categoryEn: string;
  professionalFr?: string;
  professionalEn?: string;
  primary: string;
  secondary: string;
  defaultLanguage?: Language;
  /** Postal address of the person in charge of personal information (one line, both languages). */
  privacyAddress: string;
  /** Their e-mail; vie-privee@<host> when not given. */
  privacyEmail?: string;
  privacyName?: string;
}

export interface ScaffoldOptions extends ScaffoldAnswers {
  key: string;
  brandsDir: string;
  /** Defaults to templates/brand; tests may point elsewhere. */
  templateDir?: string;
}

/**
 * The input of templates/brand/*.hbs. Strings are raw: the templates escape them with the
 * `str` helper (JSON string content) or `xml` helper (SVG text).
 */
export interface ScaffoldData {
  key: string;
  schemaPath: string;
  hostKey: string;
  label: Record<Language, string>;
  category: Record<Language, string>;
  professional: Record<Language, string>;
  jobPageSlugs: Record<Language, string>;
  keywords: Record<Language, string[]>;
  defaultLanguage: Language;
  /** The person in charge of personal information, which every board publishes. */
  privacy: { email: string; name?: string; postalAddress: string };
  /** One or two letters for the square mark (favicon, logo). */
  initials: string;
  colors: {
    primary: string;
    onPrimary: string;
    secondary: string;
    onSecondary: string;
    background: string;
    text: string;
    surface: string;
    onSurface: string;
    /** The square mark of the dark-on-light logo: the primary hue at 3:1 on white (validate's logo check). */
    mark: string;
    onMark: string;
  };
  /** Font sizes (and the logo's text baseline) so that long labels still fit. */
  wordmark: { size: number; baseline: number; ogSize: number };
}

export const DEFAULT_PRIMARY = '#1a5fb4';
export const DEFAULT_SECONDARY = '#f5c211';

function initialsOf(label: string): string {
  const words = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const letters =
    words.length > 1
      ? (words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')
      : (words[0] ?? 'B').slice(0, 2);
  return letters.toUpperCase();
}

/** Bold DejaVu/Arial glyphs average ~0.62 em: the largest size at which `label` fits `width`. */
function fittingSize(label: string, width: number, max: number): number {
  return Math.max(12, Math.min(max, Math.floor(width / (0.62 * Math.max(1, label.length)))));
}

function wordmark(label: string): ScaffoldData['wordmark'] {
  // The logo leaves 296 px right of the mark; the OG image 1040 px between its margins.
  const size = fittingSize(label, 296, 44);
  return { size, baseline: Math.round(50 + size * 0.36), ogSize: fittingSize(label, 1040, 84) };
}

function checkColor(value: string, flag: string): string {
  const hex =
    /^#?[0-9a-f]{3}$/i.test(value.trim()) || /^#?[0-9a-f]{6}$/i.test(value.trim())
      ? normalizeHex(value)
      : value;
  if (!HexColorSchema.safeParse(hex).success) {
    throw new CliError(`${flag} "${value}" is not a colour`, {
      suggestion: 'Write # and six hex digits, e.g. #1a5fb4.',
    });
  }
  return hex;
}

export function scaffoldData(options: ScaffoldOptions): ScaffoldData {
  const { key } = options;
  const keyCheck = BrandKeySchema.safeParse(key);
  if (!keyCheck.success) {
    throw new CliError(
      `"${key}" cannot be a brand key: ${keyCheck.error.issues[0]?.message ?? 'invalid'}`,
      {
        suggestion: `Try "${toSlug(key).replace(/-/g, '_') || 'my_board'}".`,
      },
    );
  }
  const hostKey = normalizeHost(options.host);
  if (!HostNameSchema.safeParse(hostKey).success) {
    throw new CliError(`--host "${options.host}" is not a domain name`, {
      suggestion: 'Write a domain such as emplois-exemple.ca.',
    });
  }
  const primary = checkColor(options.primary, '--primary');
  const secondary = checkColor(options.secondary, '--secondary');
  const label = { fr: options.labelFr.trim(), en: options.labelEn.trim() };
  const category = { fr: options.categoryFr.trim(), en: options.categoryEn.trim() };
  for (const [name, value] of Object.entries({
    'label-fr': label.fr,
    'label-en': label.en,
    'category-fr': category.fr,
    'category-en': category.en,
  })) {
    if (!value) throw new CliError(`--${name} must not be empty`);
  }
  const privacyAddress = options.privacyAddress.trim();
  if (!privacyAddress) throw new CliError('--privacy-address must not be empty');
  const privacyEmail = options.privacyEmail?.trim() || `vie-privee@${hostKey}`;
  if (!z.email().safeParse(privacyEmail).success) {
    throw new CliError(`--privacy-email "${privacyEmail}" is not an e-mail address`);
  }
  const privacyName = options.privacyName?.trim() || undefined;
  const slugBase = key.replace(/_/g, '-');
  return {
    key,
    schemaPath: path
      .relative(path.join(options.brandsDir, key), JSON_SCHEMA_FILE)
      .split(path.sep)
      .join('/'),
    hostKey,
    label,
    category,
    professional: {
      fr:
        options.professionalFr?.trim() || `professionnels du domaine ${category.fr.toLowerCase()}`,
      en: options.professionalEn?.trim() || `${category.en.toLowerCase()} professionals`,
    },
    // The key is unique, so slugs built from it are unique across brands too.
    jobPageSlugs: { fr: `emplois-${slugBase}`, en: `jobs-${slugBase}` },
    keywords: {
      fr: [
        category.fr.toLowerCase(),
        `emplois ${category.fr.toLowerCase()}`,
        'offres d’emploi',
        'Québec',
      ],
      en: [category.en.toLowerCase(), `${category.en.toLowerCase()} jobs`, 'job offers', 'Quebec'],
    },
    defaultLanguage: options.defaultLanguage ?? 'fr',
    privacy: { email: privacyEmail, name: privacyName, postalAddress: privacyAddress },
    initials: initialsOf(label.fr),
    colors: {
      primary,
      onPrimary: bestTextColor(primary),
      secondary,
      onSecondary: bestTextColor(secondary),
      background: '#ffffff',
      text: '#1f2328',
      surface: '#f5f7fa',
      onSurface: '#1f2328',
      mark: ensureContrast(primary, ['#ffffff'], WCAG_AA_NON_TEXT),
      onMark: bestTextColor(ensureContrast(primary, ['#ffffff'], WCAG_AA_NON_TEXT)),
    },
    wordmark: wordmark(label.fr),
  };
}

async function listTemplates(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await listTemplates(dir, relative)));
    else if (entry.name.endsWith('.hbs')) files.push(relative);
  }
  return files.sort();
}

/**
 * Writes brands/<key>/ from templates/brand/: every `*.hbs` file there becomes the same path
 * without `.hbs`. Refuses an existing folder; removes what it wrote if rendering fails.
 */
export async function scaffoldBrand(
  options: ScaffoldOptions,
): Promise<{ dir: string; files: string[] }> {
  const data = scaffoldData(options);
  const dir = path.join(options.brandsDir, data.key);
  if (existsSync(dir)) {
    throw new CliError(`brand "${data.key}" already exists (${displayPath(dir)})`, {
      suggestion: 'Choose another key, or edit the existing brand.',
    });
  }
  const { createTemplateEngine } = await import('../utils/templates.js');
  const engine = await createTemplateEngine();
  const templateDir = options.templateDir ?? BRAND_TEMPLATE_DIR;
  const rendered: Array<[string, string]> = [];
  for (const template of await listTemplates(templateDir)) {
    const source = await readFile(path.join(templateDir, template), 'utf8');
    rendered.push([template.replace(/\.hbs$/, ''), engine.compile(source)(data)]);
  }
  const manifestText = rendered.find(([file]) => file === 'brand.json')?.[1];
  if (manifestText === undefined) throw new Error(`${templateDir} has no brand.json.hbs`);
  // A template bug must not leave a half-made brand behind: check before writing anything.
  BrandManifestSchema.parse(JSON.parse(manifestText));

  await mkdir(dir, { recursive: true });
  try {
    for (const [file, content] of rendered) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), content);
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, files: rendered.map(([file]) => file) };
}
