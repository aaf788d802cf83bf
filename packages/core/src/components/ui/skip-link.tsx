import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { MAIN_CONTENT_ID } from './primitives';

const Link = styled.a`
  position: absolute;
  z-index: 1000;
  inset-inline-start: ${(p) => p.theme.space[2]};
  top: ${(p) => p.theme.space[2]};
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.primary};
  font-weight: ${(p) => p.theme.fontWeights.bold};
  box-shadow: ${(p) => p.theme.shadows.lg};
  /* Out of sight until a keyboard reaches it: the first stop of every page. */
  &:not(:focus) {
    clip-path: inset(50%);
    width: 1px;
    height: 1px;
    overflow: hidden;
    white-space: nowrap;
    padding: 0;
  }
`;

/**
 * "Skip to content": the first link of every page, shown when focused, to the layout's main
 * landmark (past the header's links and menus).
 */
export function SkipLink() {
  const intl = useIntl();
  return (
    <Link href={`#${MAIN_CONTENT_ID}`} data-testid="skip-link">
      {intl.formatMessage({ id: 'layout.skipToContent' })}
    </Link>
  );
}
