import styled from 'styled-components';
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
  /* A phone's row: a 44 px menu button between 8 px paddings, within 64 px (issue 12). */
  padding-top: ${(p) => p.theme.space[2]};
  padding-bottom: ${(p) => p.theme.space[2]};
  ${(p) => p.theme.media.md} {
    padding-top: ${(p) => p.theme.space[3]};
    padding-bottom: ${(p) => p.theme.space[3]};
  }
`;
