import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Row } from './primitives';

/** A button that asks "are you sure?" in place before running a destructive action. */
export function ConfirmButton(props: {
  children: ReactNode;
  question: ReactNode;
  onConfirm: () => Promise<void> | void;
  testId?: string;
  /** How the first button looks: a secondary action need not shout (the question still guards it). */
  variant?: 'danger' | 'secondary' | 'ghost';
}) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  // The button pressed is gone: the keyboard's focus goes to the safe answer, not to the page's top.
  const no = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) no.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <Button
        type="button"
        $variant={props.variant ?? 'danger'}
        onClick={() => setAsking(true)}
        data-testid={props.testId}
      >
        {props.children}
      </Button>
    );
  return (
    <Row role="group" aria-live="polite">
      <span>{props.question}</span>
      <Button
        type="button"
        $variant="danger"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await props.onConfirm();
          } finally {
            setBusy(false);
            setAsking(false);
          }
        }}
        data-testid={props.testId ? `${props.testId}-confirm` : undefined}
      >
        {intl.formatMessage({ id: 'common.yes' })}
      </Button>
      <Button
        ref={no}
        type="button"
        $variant="ghost"
        disabled={busy}
        onClick={() => setAsking(false)}
      >
        {intl.formatMessage({ id: 'common.no' })}
      </Button>
    </Row>
  );
}
