import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, PageTitle, Stack } from '../../../components/ui/primitives';

const Panel = styled(Card)`
  border-left: 4px solid ${(p) => p.theme.colors.success};
`;

/**
 * What a sign-up shows after its 202: the same answer whether or not the address was taken
 * (issue 13), so no session and no navigation; the e-mail's link signs the account in. The
 * texts come from the caller (the candidate and employer catalogs are separate).
 */
export function SignupSent(props: {
  title: string;
  /** The server's message (it names the address), else the catalog's. */
  message: string;
  again: string;
  onAgain: () => void;
  /** The way back to sign in. */
  login: ReactNode;
}) {
  return (
    <Panel role="status" aria-live="polite" data-testid="signup-sent">
      <Stack $gap="4">
        <PageTitle>{props.title}</PageTitle>
        <p data-testid="signup-sent-message">{props.message}</p>
        <Button type="button" $variant="secondary" onClick={props.onAgain}>
          {props.again}
        </Button>
        {props.login}
      </Stack>
    </Panel>
  );
}
