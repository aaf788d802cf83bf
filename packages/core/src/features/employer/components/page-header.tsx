import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageTitle } from '../../../components/ui/primitives';

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[3]};
  margin-bottom: ${(p) => p.theme.space[4]};
  h1 {
    margin: 0;
  }
`;

/** The title of an employer page with its main actions beside it. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Wrap>
      <PageTitle>{title}</PageTitle>
      {children ? <div>{children}</div> : null}
    </Wrap>
  );
}
