import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from './button-link';
import { Alert, Button, Card } from './primitives';

/*
 * A candidate's list of their own things (job alerts, applications): cards in an ordered list,
 * an empty state that sends to the job search, and a destructive action asked twice.
 */

type Step = 2 | 3;

const ItemList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space[3]};
`;

/** One item (render it `as="article"`): its parts stacked `$gap` theme steps apart. */
export const ItemCard = styled(Card)<{ $gap: Step }>`
  display: grid;
  gap: ${(p) => p.theme.space[p.$gap]};
  margin: 0;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

/** A line of an item with its two ends apart, wrapping on a narrow screen. */
export const ItemLine = styled.div<{ $align: 'center' | 'flex-end'; $rowGap: Step }>`
  display: flex;
  flex-wrap: wrap;
  align-items: ${(p) => p.$align};
  justify-content: space-between;
  gap: ${(p) => p.theme.space[p.$rowGap]} ${(p) => p.theme.space[3]};
`;

const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
`;

/** The list has nothing yet: says so, and offers the job search. */
function EmptyItemList({ message, testId }: { message: string; testId: string }) {
  const intl = useIntl();
  return (
    <Alert $tone="info" data-testid={testId}>
      <span>{message}</span>
      <ButtonLink to="findJob">{intl.formatMessage({ id: 'myApplications.findJobs' })}</ButtonLink>
    </Alert>
  );
}

/**
 * The list of `items` (each drawn by `children`, with its key), its empty state when there are
 * none (`${testId}-empty`), nothing while they load.
 */
export function ItemsOrEmpty<T>(props: {
  items: readonly T[] | undefined;
  testId: string;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  if (!props.items) return null;
  if (!props.items.length)
    return <EmptyItemList message={props.empty} testId={`${props.testId}-empty`} />;
  return <ItemList data-testid={props.testId}>{props.items.map(props.children)}</ItemList>;
}

/**
 * A button whose action cannot be undone: a first click asks (`asking`, kept by the item, which
 * closes the question once the action is done), a second confirms.
 */
export function ConfirmAction(props: {
  asking: boolean;
  busy: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onConfirm: () => void;
  label: ReactNode;
  question: ReactNode;
  yes: ReactNode;
  no: ReactNode;
  testId: string;
  confirmTestId: string;
  /** The button on a line of its own (in a stacked item), not in a row beside something. */
  ownLine?: boolean;
}) {
  if (props.asking)
    return (
      <Confirm role="group" aria-live="polite">
        <span>{props.question}</span>
        <Button
          type="button"
          $variant="danger"
          disabled={props.busy}
          onClick={props.onConfirm}
          data-testid={props.confirmTestId}
        >
          {props.yes}
        </Button>
        <Button type="button" $variant="ghost" disabled={props.busy} onClick={props.onCancel}>
          {props.no}
        </Button>
      </Confirm>
    );
  const button = (
    <Button type="button" $variant="ghost" onClick={props.onAsk} data-testid={props.testId}>
      {props.label}
    </Button>
  );
  return props.ownLine ? <div>{button}</div> : button;
}
