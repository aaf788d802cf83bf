/**
 * Global tokens shared by every brand (style-dictionary's "global" layer). A brand only
 * changes colours, typography and logo widths (see create-theme.ts); spacing, radii and the
 * rest stay common so that layouts behave the same on every board.
 *
 * Sizes are strings with units so they drop straight into styled-components and CSS;
 * font sizes are in rem so that the brand's root size (typography.baseSize) scales them.
 */
export const baseTokens = {
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.5rem',
    '6': '2rem',
    '7': '3rem',
    '8': '4rem',
  },
  radii: { none: '0', sm: '4px', md: '8px', lg: '16px', pill: '9999px' },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '2rem',
    '4xl': '2.5rem',
  },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5, relaxed: 1.75 },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.08)',
    md: '0 2px 8px rgba(0, 0, 0, 0.12)',
    lg: '0 8px 24px rgba(0, 0, 0, 0.16)',
  },
  /** Minimum widths, mobile first (Bootstrap's steps, which the original boards used). */
  breakpoints: { sm: '576px', md: '768px', lg: '992px', xl: '1200px' },
  zIndices: { header: 100, dropdown: 1000, modal: 1100, toast: 1200 },
  /** Monospace stack for codes and ids; system fonts only, nothing to download. */
  monoFont: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  /**
   * Status colours with their text colour; the same on every board so that an error looks
   * like an error everywhere. Each pair meets WCAG AA (checked in tests).
   */
  status: {
    danger: '#b3261e',
    onDanger: '#ffffff',
    success: '#1e6b34',
    onSuccess: '#ffffff',
    warning: '#f2c94c',
    onWarning: '#1f1f1f',
    info: '#0b5cad',
    onInfo: '#ffffff',
  },
} as const;

export type Breakpoint = keyof typeof baseTokens.breakpoints;
