import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Tag } from '../../../components/ui/primitives';

/* Remote work stands apart from the schedule tags: an outline in the text colour and a house. */
const Outlined = styled(Tag)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: inset 0 0 0 1px ${(p) => p.theme.colors.borderStrong};
  svg {
    flex: none;
    width: 14px;
    height: 14px;
  }
`;

/** "Télétravail" / "Remote" (or another workplace fact) with its house mark. */
export function RemoteTag({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Outlined data-testid={testId}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
        <path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5" strokeLinejoin="round" />
        <path d="M10 20v-5h4v5" strokeLinejoin="round" />
      </svg>
      {children}
    </Outlined>
  );
}
