import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Container } from './primitives';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';

/**
 * A warning with a resend button until resend succeeds, then a dismissible success.
 * For any signed-in user whose address is not confirmed: each side gives its user and its resend
 * call (the candidate's in features/auth, the employer's in features/employer-auth).
 */
export function UnconfirmedEmailBanner({
  user,
  resend,
  testId,
}: {
  user: { email: string; email_verified: boolean } | null;
  resend: () => Promise<unknown>;
  testId: string;
}) {
  const intl = useIntl();
  const [state, setState] = useState<'warning' | 'sending' | 'sent' | 'dismissed'>('warning');
  if (!user || user.email_verified || state === 'dismissed') return null;

  const onResend = async () => {
    setState('sending');
    try {
      await resend();
      setState('sent');
    } catch (error) {
      setState('warning');
      // On resend, a 403 shows the server message in a red toast; others are not handled.
      if (error instanceof ApiError && error.status === 403) notify.error(error.message);
    }
  };

  return (
    <Container>
      {state === 'sent' ? (
        <Alert $tone="success" role="status" data-testid={`${testId}-success`}>
          <span>{intl.formatMessage({ id: 'emailBanner.sent' }, { email: user.email })}</span>
          <Button
            $variant="ghost"
            type="button"
            onClick={() => setState('dismissed')}
            aria-label={intl.formatMessage({ id: 'common.close' })}
          >
            ×
          </Button>
        </Alert>
      ) : (
        <Alert $tone="warning" role="alert" data-testid={testId}>
          <span>{intl.formatMessage({ id: 'emailBanner.warning' }, { email: user.email })}</span>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => void onResend()}
            disabled={state === 'sending'}
          >
            {intl.formatMessage({ id: 'emailBanner.resend' })}
          </Button>
        </Alert>
      )}
    </Container>
  );
}
