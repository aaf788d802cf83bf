import { BrandManifestSchema } from '@jobboard/manifest';
import { describe, expect, it } from 'vitest';
import { hexToOklch, worstContrast } from './color.js';
import { checkContrast, enumerateContrastPairs } from './contrast-pairs.js';
import { createTheme, createThemeWithSources, type ThemeSource } from './create-theme.js';
import { themeToCssVariableMap, themeToCssVariables } from './css-variables.js';
import { baseTokens } from './tokens.js';

const schemaDefaults = BrandManifestSchema.shape;

function source(over: Partial<ThemeSource> = {}): ThemeSource {
  return {
    name: 'sample',
    // Orange: fine as a button with dark text, too light as link text on white.
    colors: schemaDefaults.colors.parse({ primary: '#FF9800', secondary: '#0d47a1' }),
    typography: schemaDefaults.typography.parse({ body: 'inter', heading: 'source-serif-4' }),
    shape: schemaDefaults.shape.parse({}),
    layout: schemaDefaults.layout.parse({}),
    behaviour: { logoMaxWidth: { employerHeader: 90, footer: 110, publicHeader: 150 } },
    ...over,
  };
}

describe('createTheme', () => {
  const theme = createTheme(source());

  it('merges the brand into the global tokens', () => {
    expect(theme.colors.primary).toBe('#ff9800');
    expect(theme.colors.secondary).toBe('#0d47a1');
    expect(theme.fonts.heading).toBe(
      '"Source Serif 4 Variable", "Source Serif 4 Variable Fallback", "Times New Roman", serif',
    );
    expect(theme.space).toEqual(baseTokens.space);
    expect(theme.logo.maxWidth).toEqual({ employerHeader: 90, footer: 110, publicHeader: 150 });
    expect(theme.media.md).toBe('@media (min-width: 768px)');
  });

  it('derives every role so that every pair of the gate passes', () => {
    const failing = checkContrast(theme.colors).filter((r) => !r.pass);
    expect(failing).toEqual([]);
    // The orange stays the button; as link text it is darkened, keeping its hue.
    expect(theme.colors.onPrimary).not.toBe('#ffffff');
    expect(theme.colors.link).not.toBe(theme.colors.primary);
    expect(Math.abs(hexToOklch(theme.colors.link).h - hexToOklch('#ff9800').h)).toBeLessThan(8);
  });

  it('passes the gate for hard colours in every layout variant', () => {
    for (const primary of ['#ffff00', '#00ff00', '#777777', '#0000ff', '#ff00ff', '#111111']) {
      for (const header of ['light', 'brand', 'dark'] as const) {
        for (const footer of ['light', 'brand', 'dark'] as const) {
          const t = createTheme(
            source({
              colors: schemaDefaults.colors.parse({ primary, secondary: '#f0e68c' }),
              layout: schemaDefaults.layout.parse({ header, footer }),
            }),
          );
          const failing = checkContrast(t.colors).filter((r) => !r.pass);
          expect(failing, `${primary} ${header}/${footer}`).toEqual([]);
        }
      }
    }
  });

  it('takes an override as written and names its field', () => {
    const { theme: t, sources } = createThemeWithSources(
      source({
        colors: schemaDefaults.colors.parse({
          primary: '#0b57d0',
          secondary: '#ffb300',
          roles: { headerBg: '#fafafa', headerText: '#bbbbbb' },
        }),
      }),
    );
    expect(t.colors.headerText).toBe('#bbbbbb');
    expect(sources.headerText).toBe('colors.roles.headerText');
    expect(sources.link).toBe('colors.primary');
    const failing = checkContrast(t.colors).filter((r) => !r.pass);
    expect(failing.map((f) => `${f.fg}/${f.bg}`)).toContain('headerText/headerBg');
  });

  it('lightens the hero overlay as far as white text on any photograph allows', () => {
    const overlay = theme.colors.heroOverlay;
    expect(overlay).toMatch(/^rgba\(/);
    expect(worstContrast('#ffffff', overlay)).toBeGreaterThanOrEqual(4.5);
  });

  it('follows shape, density and type scale', () => {
    const square = createTheme(
      source({ shape: schemaDefaults.shape.parse({ radius: 'square', density: 'compact' }) }),
    );
    const pill = createTheme(
      source({ shape: schemaDefaults.shape.parse({ radius: 'pill', density: 'spacious' }) }),
    );
    expect(square.components.button.radius).toBe('0');
    expect(pill.components.button.radius).toBe('9999px');
    expect(parseFloat(pill.components.card.padding)).toBeGreaterThan(
      parseFloat(square.components.card.padding),
    );
    const fourth = createTheme(
      source({ typography: schemaDefaults.typography.parse({ scale: 'perfect-fourth' }) }),
    );
    expect(parseFloat(fourth.fontSizes['4xl'])).toBeGreaterThan(parseFloat(theme.fontSizes['4xl']));
  });

  it('picks the light logo on dark placements by default', () => {
    const dark = createTheme(source({ layout: schemaDefaults.layout.parse({ header: 'dark' }) }));
    expect(dark.logo.placements.publicHeader).toBe('logoLight');
    expect(theme.logo.placements.publicHeader).toBe('logo');
    expect(theme.logo.placements.footer).toBe('logoLight');
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(theme))).toEqual(theme);
  });
});

describe('enumerateContrastPairs', () => {
  const theme = createTheme(source());
  const pairs = enumerateContrastPairs(theme.colors).map((p) => `${p.fg}/${p.bg}/${p.min}`);

  it('pairs every on-colour with its fill and its states', () => {
    expect(pairs).toContain('onPrimary/primary/4.5');
    expect(pairs).toContain('onPrimary/primaryHover/4.5');
    expect(pairs).toContain('onPrimary/primaryActive/4.5');
    expect(pairs).toContain('onBadge/badge/4.5');
    expect(pairs).toContain('onDanger/danger/4.5');
  });

  it('puts text on every canvas and the focus ring at 3:1', () => {
    for (const bg of ['page', 'surface', 'raised'])
      for (const fg of ['text', 'textMuted', 'link', 'linkHover'])
        expect(pairs).toContain(`${fg}/${bg}/4.5`);
    expect(pairs).toContain('focus/page/3');
    expect(pairs).toContain('headerFocus/headerBg/3');
  });

  it('checks band text against every background of its band only', () => {
    expect(pairs).toContain('heroText/heroOverlay/4.5');
    expect(pairs).toContain('heroText/heroBgEnd/4.5');
    expect(pairs).toContain('footerLink/footerBg/4.5');
    expect(pairs.some((p) => p.startsWith('headerText/footerBg'))).toBe(false);
    // Aliases are not checked twice.
    expect(pairs.some((p) => p.includes('background') || p.includes('onSurface'))).toBe(false);
  });

  it('fails loudly when an on-colour has no fill to sit on', () => {
    const { primary: _dropped, ...rest } = theme.colors;
    expect(() => enumerateContrastPairs(rest as typeof theme.colors)).toThrow(/onPrimary/);
  });
});

describe('themeToCssVariables', () => {
  const theme = createTheme(source());

  it('names every token in kebab-case with units', () => {
    const vars = themeToCssVariableMap(theme);
    expect(vars['--color-primary']).toBe('#ff9800');
    expect(vars['--color-header-bg']).toBe(theme.colors.headerBg);
    expect(vars['--font-size-root']).toBe('16px');
    expect(vars['--space-4']).toBe('1rem');
    expect(vars['--radius-control']).toBe('6px');
    expect(vars['--logo-max-width-employer-header']).toBe('90px');
    expect(vars['--z-index-modal']).toBe('1100');
  });

  it('writes a :root block', () => {
    const css = themeToCssVariables(theme);
    expect(css.startsWith(':root {\n')).toBe(true);
    expect(css).toContain('  --color-primary: #ff9800;\n');
    expect(css.trimEnd().endsWith('}')).toBe(true);
    expect(themeToCssVariables(theme, '[data-brand="sample"]')).toMatch(
      /^\[data-brand="sample"\] \{/,
    );
  });
});
