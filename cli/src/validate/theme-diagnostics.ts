import type { BrandManifest } from '@jobboard/manifest';
import {
  checkContrast,
  composite,
  createThemeWithSources,
  ensureContrast,
  formatRatio,
  relativeLuminance,
  withAlpha,
  worstContrast,
  type ContrastResult,
} from '@jobboard/themes';
import { LOGO_MIN_CONTRAST, measureLogoPlacements } from '../theme/logo-contrast.js';
import type { Diagnostic } from './diagnostics.js';

type ThemeDiagnostic = Pick<Diagnostic, 'path' | 'message' | 'suggestion'> & {
  severity?: Diagnostic['severity'];
};

const isOverride = (jsonPath: string) => jsonPath.startsWith('colors.roles.');

/** The colour for `role` nearest to its value that makes the pair pass. */
function nearestPassing(result: ContrastResult, change: 'fg' | 'bg'): string {
  const { fgColor, bgColor, min } = result;
  if (change === 'fg') {
    // A translucent background is judged over white and black: the text must pass on both.
    const against = bgColor.startsWith('rgba')
      ? [composite(bgColor, '#ffffff'), composite(bgColor, '#000000')]
      : [bgColor];
    return ensureContrast(fgColor, against, min);
  }
  if (bgColor.startsWith('rgba')) {
    const base = composite(bgColor.replace(/,\s*[0-9.]+\)$/, ', 1)'), '#000000');
    for (let alpha = 0.3; alpha <= 1.001; alpha += 0.02) {
      if (worstContrast(fgColor, withAlpha(base, alpha)) >= min) return withAlpha(base, alpha);
    }
    return withAlpha(base, 1);
  }
  return ensureContrast(bgColor, [fgColor], min);
}

/**
 * The contrast gate: every text/background pair the theme's tokens enumerate (packages/themes
 * contrast-pairs.ts), judged on the theme as the site will use it. A derived role always
 * passes, so a failure comes from a colour set by hand: the diagnostic points at that field
 * and gives the nearest colour that passes.
 */
export function contrastDiagnostics(manifest: BrandManifest): ThemeDiagnostic[] {
  const diagnostics: ThemeDiagnostic[] = [];
  const { theme, sources } = createThemeWithSources(manifest);
  for (const result of checkContrast(theme.colors).filter((r) => !r.pass)) {
    const fgSource = sources[result.fg as keyof typeof sources] ?? `colors.${result.fg}`;
    const bgSource = sources[result.bg as keyof typeof sources] ?? `colors.${result.bg}`;
    const change = isOverride(fgSource) || !isOverride(bgSource) ? 'fg' : 'bg';
    const path = change === 'fg' ? fgSource : bgSource;
    const role = change === 'fg' ? result.fg : result.bg;
    const fixed = nearestPassing(result, change);
    const fixedRatio =
      change === 'fg' ? worstContrast(fixed, result.bgColor) : worstContrast(result.fgColor, fixed);
    diagnostics.push({
      path,
      message: `${result.fg} ${result.fgColor} on ${result.bg} ${result.bgColor} has a contrast of ${formatRatio(result.ratio)}, under WCAG AA (${result.min}:1)`,
      suggestion: `Use "${fixed}" for ${role} (${formatRatio(fixedRatio)})${isOverride(path) ? ', or remove the override to let the theme derive it' : ''}.`,
    });
  }
  return diagnostics;
}

/**
 * Each place a logo sits must show one of the two logos at 3:1 against its background,
 * measured on the artwork's own pixels.
 */
export async function logoDiagnostics(
  brandDir: string,
  manifest: BrandManifest,
): Promise<ThemeDiagnostic[]> {
  const { theme } = createThemeWithSources(manifest);
  let report;
  try {
    report = await measureLogoPlacements(brandDir, manifest, theme);
  } catch (error) {
    return [
      {
        path: 'images.logo',
        message: `The logos could not be measured: ${(error as Error).message}`,
        suggestion: 'Export them again as SVG or PNG with a transparent background.',
      },
    ];
  }
  return report.placements
    .filter((p) => !p.pass)
    .map((p) => ({
      path: 'images.logoLight',
      message: `At ${p.placement} (background ${p.background}) neither logo reaches ${LOGO_MIN_CONTRAST}:1: logo (paints ${p.painted.logo}) ${formatRatio(p.ratios.logo)}, logoLight (paints ${p.painted.logoLight}) ${formatRatio(p.ratios.logoLight)}`,
      suggestion: `Make ${relativeLuminance(p.background) < 0.18 ? 'logoLight lighter' : 'logo darker'} (e.g. one-colour artwork in ${ensureContrast(p.painted[p.choice], [p.background], LOGO_MIN_CONTRAST)}), or choose another layout variant for that place.`,
    }));
}
