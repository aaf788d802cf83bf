import type { FastifyInstance } from 'fastify';
import type { Language } from '@jobboard/contracts';
import type { BrandManifest } from '@jobboard/manifest';
import type { BrandBundle } from '../brands/bundle.js';
import { fillOrigin } from '../config/env.js';
import { t } from '../i18n/messages.js';

/**
 * What every mail knows of the board it comes from: its label in the recipient's language, its
 * sender ("<label> <no-reply@<host>>", never another board's), its home, its logo (a PNG variant
 * of the brand build: mail clients show neither SVG nor AVIF, and Gmail drops WebP in places)
 * and the colours of its theme that the mail layout uses, all as plain hex for inline styles.
 */
export interface MailBrand {
  label: string;
  host: string;
  /** The board's home in the recipient's language (absolute). */
  url: string;
  from: { name: string; address: string };
  /** null without a build (the header shows the label instead). */
  logo: { src: string; width: number; height: number } | null;
  colors: MailColors;
  footer: string;
}

export interface MailColors {
  page: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  primary: string;
  onPrimary: string;
  link: string;
}

/** Shown at most this wide in the mail header (CSS px); the image has twice the pixels when the build has them. */
export const MAIL_LOGO_WIDTH = 160;

const NEUTRAL: MailColors = {
  page: '#f4f4f5',
  surface: '#ffffff',
  text: '#1f2328',
  muted: '#59636e',
  border: '#d1d9e0',
  primary: '#0b5cad',
  onPrimary: '#ffffff',
  link: '#0b5cad',
};

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function themeColors(bundle: BrandBundle | undefined, manifest: BrandManifest): MailColors {
  const theme = (bundle?.theme ?? {}) as { colors?: Record<string, unknown> };
  const c = theme.colors ?? {};
  const pick = (value: unknown, fallback: string) =>
    typeof value === 'string' && HEX.test(value) ? value : fallback;
  // Without a build (tests, a bare manifest), the manifest's own pair still brands the mail.
  const primary = pick(c.primary, pick(manifest.colors.primary, NEUTRAL.primary));
  return {
    page: pick(c.page, NEUTRAL.page),
    surface: pick(c.surface, NEUTRAL.surface),
    text: pick(c.text, NEUTRAL.text),
    muted: pick(c.textMuted, NEUTRAL.muted),
    border: pick(c.border, NEUTRAL.border),
    primary,
    onPrimary: pick(c.onPrimary, pick(manifest.colors.roles?.onPrimary, NEUTRAL.onPrimary)),
    link: pick(c.link, primary),
  };
}

/**
 * The logo for the mail header: the variant the brand build chose for that placement
 * (theme.logo.placements.emailHeader, measured against the header's background), as PNG.
 */
function mailLogo(
  bundle: BrandBundle | undefined,
  manifest: BrandManifest,
  origin: string,
): MailBrand['logo'] {
  if (!bundle) return null;
  const theme = bundle.theme as { logo?: { placements?: Record<string, string> } };
  const name = theme.logo?.placements?.emailHeader === 'logoLight' ? 'logoLight' : 'logo';
  const pngs = (bundle.images[name] ?? [])
    .filter((v) => v.format === 'png')
    .sort((a, b) => a.width - b.width);
  if (pngs.length === 0) return null;
  const largest = pngs.at(-1)!;
  // A board with small logos (behaviour.logoMaxWidth) keeps them small in its mails too.
  const width = Math.min(
    MAIL_LOGO_WIDTH,
    manifest.behaviour.logoMaxWidth.publicHeader,
    largest.width,
  );
  const image = pngs.find((v) => v.width >= width * 2) ?? largest;
  return {
    src: origin + image.path,
    width,
    height: Math.round((image.height * width) / image.width),
  };
}

export function mailBrand(
  manifest: BrandManifest,
  bundle: BrandBundle | undefined,
  origin: string,
  lang: Language,
): MailBrand {
  const label = manifest.label[lang];
  return {
    label,
    host: manifest.hostKey,
    url: `${origin}/${lang}`,
    from: { name: label, address: `no-reply@${manifest.hostKey}` },
    logo: mailLogo(bundle, manifest, origin),
    colors: themeColors(bundle, manifest),
    footer: t(lang, 'mail.footer', { board: label, host: manifest.hostKey }),
  };
}

/**
 * The origin of a board's links in mails: its canonical origin, configured per environment
 * (PUBLIC_ORIGIN). Never a request's Host header: a client chooses that one, port included, and
 * a reset link must not point where an attacker's request said.
 */
export function boardOrigin(app: Pick<FastifyInstance, 'env'>, board: BrandManifest): string {
  return fillOrigin(app.env.PUBLIC_ORIGIN, { host: board.hostKey, brand: board.name });
}

/** The board a mail comes from, in the recipient's language, from the build this app serves. */
export function boardMailBrand(
  app: Pick<FastifyInstance, 'env' | 'brands'>,
  board: BrandManifest,
  lang: Language,
): MailBrand {
  return mailBrand(board, app.brands.bundle(board.name), boardOrigin(app, board), lang);
}
