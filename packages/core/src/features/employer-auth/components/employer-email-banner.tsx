import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Container } from '../../../components/ui/primitives';
import { ApiError } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { notify } from '../../../lib/notify';
import { resendEmployerEmailConfirmation } from '../api/auth';
import { useEmployerMe } from '../api/get-employer-me';

/**
 * The employer's e-mail confirmation banner (SPEC §2, §4): a warning with a resend button until
 * the resend succeeds, then a dismissible success.
 */
export function EmployerEmailBanner() {
  const intl = useIntl();
  const { board } = useBrand();
  const { employer } = useEmployerMe();
  const [state, setState] = useState<'warning' | 'sending' | 'sent' | 'dismissed'>('warning');
  if (!employer || employer.email_verified || state === 'dismissed') return null;

  const resend = async () => {
    setState('sending');
    try {
      await resendEmployerEmailConfirmation(board);
      setState('sent');
    } catch (error) {
      setState('warning');
      // SPEC §8: on resend, a 403 shows the server message in a red toast.
      if (error instanceof ApiError && error.status === 403) notify.error(error.message);
    }
  };

  return (
    <Container>
      {state === 'sent' ? (
        <Alert $tone="success" role="status" data-testid="employer-email-banner-success">
          <span>{intl.formatMessage({ id: 'emailBanner.sent' }, { email: employer.email })}</span>
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
        <Alert $tone="warning" role="alert" data-testid="employer-email-banner">
          <span>
            {intl.formatMessage({ id: 'emailBanner.warning' }, { email: employer.email })}
          </span>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => void resend()}
            disabled={state === 'sending'}
          >
            {intl.formatMessage({ id: 'emailBanner.resend' })}
          </Button>
        </Alert>
      )}
    </Container>
  );
}
