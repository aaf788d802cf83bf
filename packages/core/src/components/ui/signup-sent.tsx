import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, PageTitle, Stack } from './primitives';

const Panel = styled(Card)`
  border-left: 4px solid ${(p) => p.theme.colors.success};
`;

/**
 * What a sign-up (or an apply-and-register) shows after its 202: the same answer whether or not the address was taken
 * (no probing of addresses), so no session and no navigation; the e-mail's link signs the account
 * in. The texts come from the caller (the candidate and employer catalogs are separate).
 */
export function SignupSent(props: {
  title: string;
  /** The server's message (it names the address), else the catalog's. */
  message: string;
  /** "Use another address", where the form can be filled again. */
  again?: { label: string; onClick: () => void };
  /** Where to go next: back to sign in, or back to the offer. */
  links: ReactNode;
}) {
  // The panel replaces a form the visitor may have scrolled through: back to the top of the
  // page, and the focus on its heading, so that a screen reader starts there too.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    title.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Panel role="status" aria-live="polite" data-testid="signup-sent">
      <Stack $gap="4">
        <PageTitle ref={title} tabIndex={-1}>
          {props.title}
        </PageTitle>
        <p data-testid="signup-sent-message">{props.message}</p>
        {props.again ? (
          <Button type="button" $variant="secondary" onClick={props.again.onClick}>
            {props.again.label}
          </Button>
        ) : null}
        {props.links}
      </Stack>
    </Panel>
  );
}
