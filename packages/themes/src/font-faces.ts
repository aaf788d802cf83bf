import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import type { FontMetrics } from '@capsizecss/core';
import type { BrandTypography, FontFamily } from '@jobboard/manifest';
import {
  FONTS,
  FONT_SUBSETS,
  fallbackFamily,
  fontFileName,
  type FontDefinition,
  type FontSubset,
} from './fonts.js';

/**
 * Node-only half of the fonts (the brand build): where a family's woff2 files are, and the
 * @font-face rules that theme.css carries. Kept apart from fonts.ts so the browser and the SSR
 * bundle never load the metrics collection or node:fs.
 */
const require = createRequire(import.meta.url);

export interface FontFile {
  font: FontFamily;
  subset: FontSubset;
  /** Absolute path of the woff2 in node_modules. */
  source: string;
  /** File name in the brand build's fonts/ folder. */
  fileName: string;
  unicodeRange: string;
}

/** The families a brand uses, body first (its latin file is the one worth preloading). */
export function brandFonts(typography: Pick<BrandTypography, 'body' | 'heading'>): FontFamily[] {
  return [...new Set([typography.body, typography.heading])];
}

export function fontFiles(font: FontFamily): FontFile[] {
  const def = FONTS[font];
  return FONT_SUBSETS.map((subset) => {
    const fileName = fontFileName(font, subset);
    const source = require.resolve(`${def.package}/files/${fileName}`);
    const ranges = JSON.parse(
      readFileSync(path.join(path.dirname(source), '..', 'unicode.json'), 'utf8'),
    ) as Record<string, string>;
    const unicodeRange = ranges[subset];
    if (!unicodeRange) throw new Error(`${def.package} has no ${subset} subset`);
    return { font, subset, source, fileName, unicodeRange };
  });
}

export function brandFontFiles(typography: Pick<BrandTypography, 'body' | 'heading'>): FontFile[] {
  return brandFonts(typography).flatMap(fontFiles);
}

/*
 * Fonts drawn to Arial's or Times New Roman's metrics under another name (Liberation on Linux,
 * Arimo and Tinos on ChromeOS). A machine without the Microsoft fonts finds no local('Arial'):
 * the adjusted fallback face then fails and the text waits in the wider generic font, which the
 * web font's arrival rewraps (a layout shift). The same overrides fit these twins.
 */
const METRIC_TWINS: Record<FontDefinition['fallback'], string[]> = {
  arial: ['Liberation Sans', 'LiberationSans', 'Arimo'],
  timesNewRoman: ['Liberation Serif', 'LiberationSerif', 'Tinos'],
};

const metricsCache = new Map<string, FontMetrics>();
function metrics(name: string): FontMetrics {
  let m = metricsCache.get(name);
  if (!m) {
    m = require(`@capsizecss/metrics/${name}`) as FontMetrics;
    metricsCache.set(name, m);
  }
  return m;
}

/**
 * `@font-face` rules for a brand: the web fonts (font-display: swap, so text shows at once)
 * and, per family, the local fallback with capsize's size-adjust and ascent/descent overrides
 * so that the swap moves nothing. `url` turns a file name into the URL the server answers.
 */
export function fontFacesCss(
  typography: Pick<BrandTypography, 'body' | 'heading'>,
  url: (fileName: string) => string,
): string {
  const rules: string[] = [];
  for (const font of brandFonts(typography)) {
    const def = FONTS[font];
    for (const file of fontFiles(font)) {
      rules.push(
        [
          '@font-face {',
          `  font-family: "${def.family}";`,
          '  font-style: normal;',
          '  font-display: swap;',
          '  font-weight: 100 900;',
          `  src: url("${url(file.fileName)}") format("woff2");`,
          `  unicode-range: ${file.unicodeRange};`,
          '}',
        ].join('\n'),
      );
    }
    const { fontFaces } = createFontStack(
      [{ ...metrics(def.metrics), familyName: def.family }, metrics(def.fallback)],
      { fontFaceFormat: 'styleString' },
    );
    // capsize names the fallback "<family> Fallback", as fallbackFamily() does.
    if (!fontFaces.includes(`"${fallbackFamily(font)}"`))
      throw new Error(`unexpected fallback name for ${def.family}`);
    let twinned = false;
    const withTwins = fontFaces.replace(/src: ([^;]+);/, (_, src: string) => {
      twinned = true;
      return `src: ${[src, ...METRIC_TWINS[def.fallback].map((name) => `local('${name}')`)].join(', ')};`;
    });
    if (!twinned) throw new Error(`no src in the fallback face of ${def.family}`);
    rules.push(withTwins);
  }
  return rules.join('\n') + '\n';
}
