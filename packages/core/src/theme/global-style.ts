import { createGlobalStyle } from 'styled-components';

/**
 * The global style sheet (resets, type, the themed checkboxes and file buttons). Only the server
 * renders it: every page comes from the server, whose page carries these rules, and the browser's
 * styled-components takes them over as it hydrates and keeps them (nothing unmounts them). The
 * browser's bundle has a component that renders nothing in its place, without the template.
 */
export const GlobalStyle = import.meta.env.BROWSER_BUNDLE
  ? () => null
  : createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { font-size: ${(p) => p.theme.rootFontSize}px; -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${(p) => p.theme.fonts.body};
    line-height: ${(p) => p.theme.lineHeights.normal};
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.page};
  }
  h1, h2, h3, h4 {
    font-family: ${(p) => p.theme.fonts.heading};
    font-weight: ${(p) => p.theme.headingWeight};
    text-transform: ${(p) => p.theme.headingCase};
    letter-spacing: ${(p) => (p.theme.headingCase === 'uppercase' ? '0.02em' : 'normal')};
    line-height: ${(p) => p.theme.lineHeights.tight};
    margin: 0 0 ${(p) => p.theme.space[3]};
  }
  h1 { font-size: ${(p) => p.theme.fontSizes['3xl']}; }
  h2 { font-size: ${(p) => p.theme.fontSizes['2xl']}; }
  h3 { font-size: ${(p) => p.theme.fontSizes.xl}; }
  a { color: ${(p) => p.theme.colors.link}; }
  a:hover { color: ${(p) => p.theme.colors.linkHover}; }
  img { max-width: 100%; height: auto; }
  /* A page the same for every visitor, opened with a candidate's session: its « Connexion »
     links wait for the signed-in candidate (server: ssr/render-page.ts; lib/get-me.ts). */
  html[data-account-pending] [data-guest-link] { visibility: hidden; }
  :focus-visible { outline: 3px solid ${(p) => p.theme.colors.focus}; outline-offset: 2px; }
  /* Checkboxes and radios drawn from the theme everywhere (never the browser's grey ones): a
     borderStrong box or ring, the primary fill and its on-colour tick or dot. */
  input[type='checkbox'], input[type='radio'] {
    appearance: none;
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    border: 2px solid ${(p) => p.theme.colors.borderStrong};
    background: ${(p) => p.theme.colors.surface};
    display: inline-grid;
    place-content: center;
    vertical-align: middle;
    cursor: pointer;
    transition: background-color 0.1s ease, border-color 0.1s ease;
  }
  input[type='checkbox'] { border-radius: ${(p) => p.theme.radii.sm}; }
  input[type='radio'] { border-radius: 50%; }
  input[type='checkbox']::after {
    content: '';
    width: 10px;
    height: 6px;
    border: solid ${(p) => p.theme.colors.onPrimary};
    border-width: 0 0 2px 2px;
    transform: translateY(-1px) rotate(-45deg);
    opacity: 0;
  }
  input[type='radio']::after {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.primary};
    opacity: 0;
  }
  input[type='checkbox']:checked { background: ${(p) => p.theme.colors.primary}; border-color: ${(p) => p.theme.colors.primary}; }
  input[type='radio']:checked { border-color: ${(p) => p.theme.colors.primary}; }
  input[type='checkbox']:checked::after, input[type='radio']:checked::after { opacity: 1; }
  input[type='checkbox']:disabled, input[type='radio']:disabled { opacity: 0.5; cursor: not-allowed; }
  /* A label around a checkbox or a radio is a 44 px tap target, the box beside its text (zero
     specificity: a component's own layout wins). */
  :where(label:has(> input[type='checkbox']), label:has(> input[type='radio'])) {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
    min-height: 44px;
    cursor: pointer;
  }
  /* A file field's button in the theme's secondary-button look, not the browser's. */
  input[type='file']::file-selector-button {
    min-height: 32px;
    margin-inline-end: ${(p) => p.theme.space[3]};
    padding: 0 ${(p) => p.theme.space[3]};
    border: 1px solid ${(p) => p.theme.colors.primary};
    border-radius: ${(p) => p.theme.components.button.radius};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.primary};
    font: inherit;
    font-weight: ${(p) => p.theme.fontWeights.medium};
    cursor: pointer;
  }
  /* What a script focuses (a page's heading after a navigation, the main landmark after the skip
     link) is not a control: it is announced, not framed. */
  h1[tabindex='-1'], h2[tabindex='-1'], main[tabindex='-1'] {
    &:focus, &:focus-visible { outline: none; }
  }
  .visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
