import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
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
  :focus-visible { outline: 3px solid ${(p) => p.theme.colors.focus}; outline-offset: 2px; }
  .visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
