import styled, { type DefaultTheme } from 'styled-components';
import { Container } from '../../components/ui/primitives';

/**
 * The band both headers (public and employer) sit in, and its row: logo left, menu right (the
 * employer ATS banner's row too: text left, button right).
 */
export const HeaderBar = styled.header`
  background: ${(p) => p.theme.colors.headerBg};
  color: ${(p) => p.theme.colors.headerText};
  border-bottom: 1px solid
    ${(p) => (p.theme.layout.header === 'light' ? p.theme.colors.border : p.theme.colors.headerBg)};
  /* Menu links take the band's text colour; filled buttons keep theirs (primitives.tsx). */
  nav a,
  nav > button {
    color: ${(p) => p.theme.colors.headerText};
  }
  a:focus-visible,
  button:focus-visible {
    outline-color: ${(p) => p.theme.colors.headerFocus};
  }
`;
export const HeaderRow = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[3]};
  /* A phone's row: a 44 px menu button between 8 px paddings, within 64 px. */
  padding-top: ${(p) => p.theme.space[2]};
  padding-bottom: ${(p) => p.theme.space[2]};
  ${(p) => p.theme.media.md} {
    padding-top: ${(p) => p.theme.space[3]};
    padding-bottom: ${(p) => p.theme.space[3]};
  }
`;

/**
 * The media query for the narrow inline header: from the phone menu's breakpoint (md) to lg,
 * where a long logo beside French labels and the account button would not fit on one row.
 */
export const narrowHeader = (p: { theme: DefaultTheme }) =>
  `@media (${p.theme.breakpoints.md} <= width < ${p.theme.breakpoints.lg})`;

/**
 * Both headers' inline menu from 768 px up (phones get the menu drawer). Its items never wrap:
 * between md and lg it takes the small type, tighter gaps and a slimmer call to action, and leaves
 * out the items marked data-wide-only, so that the logo and the menu keep one row on every brand
 * in both languages; from lg up it has room for the regular sizes.
 */
export const HeaderNav = styled.nav`
  display: none;
  ${(p) => p.theme.media.md} {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space[3]};
    white-space: nowrap;
  }
  ${narrowHeader} {
    gap: ${(p) => p.theme.space[2]};
    font-size: ${(p) => p.theme.fontSizes.sm};
    && a[data-button] {
      padding-inline: ${(p) => p.theme.space[3]};
    }
    /* What every footer also lists (the brand's about page) waits for a wider screen. */
    && [data-wide-only] {
      display: none;
    }
  }
  a {
    text-decoration: none;
  }
  a:not([data-button]) {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;
