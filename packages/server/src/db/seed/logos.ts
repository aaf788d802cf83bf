import {
  contentName,
  logoVariants,
  storeCompanyLogo,
  type LogoVariant,
} from '../../services/company-images.js';
import type { Storage } from '../../services/storage.js';

/**
 * The demo companies' logos: a simple geometric mark on a colour, drawn as SVG (shapes only, no
 * text, so the pixels do not depend on the fonts of the machine) and processed like an upload
 * into the square AVIF/WebP/PNG variants the site serves.
 */

/** Deep, saturated colours: white marks on them pass 4.5:1. */
const COLOURS = [
  '#0f766e',
  '#1e3a8a',
  '#9f1239',
  '#92400e',
  '#166534',
  '#6b21a8',
  '#0c4a6e',
  '#334155',
  '#9a3412',
  '#115e59',
];

/** Marks drawn in a 160×160 box, in `ink` over the background. */
const MARKS: ReadonlyArray<(ink: string, accent: string) => string> = [
  // Mountains
  (ink, accent) =>
    `<path d="M24 118 L64 54 L88 90 L104 68 L136 118 Z" fill="${ink}"/><circle cx="112" cy="46" r="10" fill="${accent}"/>`,
  // Two overlapping circles
  (ink, accent) =>
    `<circle cx="64" cy="80" r="34" fill="${ink}"/><circle cx="96" cy="80" r="34" fill="${accent}" fill-opacity="0.75"/>`,
  // Rising bars
  (ink, accent) =>
    `<rect x="34" y="88" width="22" height="36" rx="4" fill="${accent}"/><rect x="69" y="64" width="22" height="60" rx="4" fill="${ink}"/><rect x="104" y="38" width="22" height="86" rx="4" fill="${ink}"/>`,
  // Diamond in a ring
  (ink, accent) =>
    `<circle cx="80" cy="80" r="48" fill="none" stroke="${ink}" stroke-width="10"/><path d="M80 52 L108 80 L80 108 L52 80 Z" fill="${accent}"/>`,
  // Waves
  (ink, accent) =>
    `<path d="M28 70 Q54 50 80 70 T132 70" fill="none" stroke="${ink}" stroke-width="12" stroke-linecap="round"/><path d="M28 102 Q54 82 80 102 T132 102" fill="none" stroke="${accent}" stroke-width="12" stroke-linecap="round"/>`,
  // Four quarter circles
  (ink, accent) =>
    `<path d="M36 76 A40 40 0 0 1 76 36 L76 76 Z" fill="${ink}"/><path d="M84 36 A40 40 0 0 1 124 76 L84 76 Z" fill="${accent}"/><path d="M36 84 L76 84 L76 124 A40 40 0 0 1 36 84 Z" fill="${accent}"/><path d="M84 84 L124 84 A40 40 0 0 1 84 124 Z" fill="${ink}"/>`,
  // Leaf
  (ink, accent) =>
    `<path d="M40 120 C40 64 72 36 124 36 C124 92 96 120 40 120 Z" fill="${ink}"/><path d="M48 112 L108 52" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`,
  // Hexagon
  (ink, accent) =>
    `<path d="M80 30 L123 55 L123 105 L80 130 L37 105 L37 55 Z" fill="${ink}"/><circle cx="80" cy="80" r="18" fill="${accent}"/>`,
];

/**
 * The SVG logo of the index-th demo company: its mark in white on its colour, or (every third
 * company) in its colour on white, as many real logos are.
 */
export function demoLogoSvg(index: number): string {
  const colour = COLOURS[index % COLOURS.length]!;
  const mark = MARKS[(index * 3) % MARKS.length]!;
  const light = index % 3 === 2;
  const background = light ? '#ffffff' : colour;
  const ink = light ? colour : '#ffffff';
  const accent = light ? '#f59e0b' : 'rgba(255,255,255,0.6)';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<rect width="160" height="160" rx="28" fill="${background}"/>${mark(ink, accent)}</svg>`
  );
}

/** One process draws each logo once: tests seed the demo data many times. */
const rendered = new Map<string, Promise<LogoVariant[]>>();

/** Renders and stores a demo logo; the file names are a hash of the SVG (the same on every run). */
export async function storeDemoLogo(storage: Storage, svg: string) {
  const name = contentName(svg);
  let variants = rendered.get(name);
  if (!variants) {
    variants = logoVariants(Buffer.from(svg));
    rendered.set(name, variants);
    variants.catch(() => rendered.delete(name));
  }
  const all = await variants;
  // The stored logo itself (mails, JobPosting's logo) is the largest WebP variant.
  const largest = all.filter((v) => v.format === 'webp').sort((a, b) => b.size - a.size)[0];
  if (!largest) throw new Error('no logo variant');
  return storeCompanyLogo(
    storage,
    { bytes: largest.bytes, width: largest.size, height: largest.size },
    all,
    name,
  );
}
