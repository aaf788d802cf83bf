import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color.js';
import { THEME_CONTRAST_PAIRS, createTheme, type ThemeSource } from './create-theme.js';
import { themeToCssVariableMap, themeToCssVariables } from './css-variables.js';
import { baseTokens } from './tokens.js';

const source: ThemeSource = {
  name: 'sample',
  colors: {
    primary: '#FF9800', // orange: fine as a button with dark text, too light as link text
    onPrimary: '#1f1f1f',
    secondary: '#0d47a1',
    onSecondary: '#ffffff',
    background: '#ffffff',
    text: '#1f2328',
    surface: '#f6f8fa',
    onSurface: '#1f2328',
  },
  typography: { bodyFont: 'system-ui, sans-serif', headingFont: 'Georgia, serif', baseSize: 16 },
  behaviour: { logoMaxWidth: { employerHeader: 90, footer: 110, publicHeader: 150 } },
};

describe('createTheme', () => {
  const theme = createTheme(source);

  it('merges the brand into the global tokens', () => {
    expect(theme.colors.primary).toBe('#ff9800');
    expect(theme.colors.secondary).toBe('#0d47a1');
    expect(theme.fonts.heading).toBe('Georgia, serif');
    expect(theme.space).toEqual(baseTokens.space);
    expect(theme.logo.maxWidth).toEqual({ employerHeader: 90, footer: 110, publicHeader: 150 });
    expect(theme.media.md).toBe('@media (min-width: 768px)');
  });

  it('derives link, muted and focus colours that meet their contrast targets', () => {
    for (const [fg, bg, min] of THEME_CONTRAST_PAIRS) {
      expect(
        contrastRatio(theme.colors[fg], theme.colors[bg]),
        `${fg} on ${bg}`,
      ).toBeGreaterThanOrEqual(min);
    }
    expect(theme.colors.link).not.toBe(theme.colors.primary);
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(theme))).toEqual(theme);
  });
});

describe('themeToCssVariables', () => {
  const theme = createTheme(source);

  it('names every token in kebab-case with units', () => {
    const vars = themeToCssVariableMap(theme);
    expect(vars['--color-primary']).toBe('#ff9800');
    expect(vars['--color-on-primary']).toBe('#1f1f1f');
    expect(vars['--font-size-root']).toBe('16px');
    expect(vars['--font-size-2xl']).toBe('1.5rem');
    expect(vars['--space-4']).toBe('1rem');
    expect(vars['--radius-md']).toBe('8px');
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
