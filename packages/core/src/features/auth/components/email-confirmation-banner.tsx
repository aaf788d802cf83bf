import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Container } from '../../../components/ui/primitives';
import { ApiError } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { notify } from '../../../lib/notify';
import { resendEmailConfirmation } from '../api/auth';
import { useMe } from '../api/get-me';

/**
 * SPEC §2/§4: a warning with a resend button until resend succeeds, then a dismissible success.
 * For any signed-in user whose address is not confirmed: each side gives its user and its resend
 * call (candidate below, employer in employer-auth).
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
      // SPEC §8: on resend, a 403 shows the server message in a red toast; others are not handled.
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

/** The candidate's banner in the default layout. */
export function EmailConfirmationBanner() {
  const { board } = useBrand();
  const { user } = useMe();
  return (
    <UnconfirmedEmailBanner
      user={user}
      resend={() => resendEmailConfirmation(board)}
      testId="email-banner"
    />
  );
}
