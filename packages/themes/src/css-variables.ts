import type { ThemeTokens } from './create-theme.js';

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

function entries<T extends object>(group: T): Array<[string, T[keyof T]]> {
  return Object.entries(group) as Array<[string, T[keyof T]]>;
}

/**
 * The theme as CSS custom properties, name → value (`--color-on-primary` → `#ffffff`).
 * Plain CSS (server-rendered pages before hydration, e-mails, the static error page) reads
 * the same tokens as the styled-components theme. Names are stable: they are an API.
 */
export function themeToCssVariableMap(theme: ThemeTokens): Record<string, string> {
  const vars: Record<string, string> = {};
  const add = (prefix: string, group: object, unit = '') => {
    for (const [name, value] of entries(group))
      vars[`--${prefix}-${kebab(name)}`] = `${value}${unit}`;
  };
  add('color', theme.colors);
  add('font', theme.fonts);
  vars['--font-size-root'] = `${theme.rootFontSize}px`;
  add('font-size', theme.fontSizes);
  add('font-weight', theme.fontWeights);
  add('line-height', theme.lineHeights);
  add('space', theme.space);
  add('radius', theme.radii);
  add('shadow', theme.shadows);
  // Custom properties cannot be used inside @media conditions; these are for JS and docs.
  add('breakpoint', theme.breakpoints);
  add('z-index', theme.zIndices);
  add('logo-max-width', theme.logo.maxWidth, 'px');
  return vars;
}

/** `:root { --color-primary: …; … }`, one declaration a line; `selector` for scoped previews. */
export function themeToCssVariables(theme: ThemeTokens, selector = ':root'): string {
  const lines = Object.entries(themeToCssVariableMap(theme)).map(
    ([name, value]) => `  ${name}: ${value};`,
  );
  return `${selector} {\n${lines.join('\n')}\n}\n`;
}
