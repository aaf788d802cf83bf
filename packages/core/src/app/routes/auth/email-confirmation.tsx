import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Alert, PageTitle, Stack } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { confirmEmail } from '../../../features/auth/api/auth';
import { refreshMe } from '../../../features/auth/api/get-me';
import { useBrand } from '../../../lib/brand';
import { definePage } from '../../page';

/** Confirms the address from the e-mail link once, in the browser (a crawler confirms nothing). */
function EmailConfirmation() {
  const intl = useIntl();
  const { board } = useBrand();
  const { selector, token } = useParams();
  const [state, setState] = useState<'pending' | 'done' | 'failed'>(
    selector && token ? 'pending' : 'failed',
  );
  const started = useRef(false);
  useEffect(() => {
    if (!selector || !token || started.current) return;
    started.current = true;
    confirmEmail({ selector, token })
      .then(async () => {
        setState('done');
        await refreshMe(board);
      })
      .catch(() => setState('failed'));
  }, [selector, token, board]);
  return (
    <Stack $gap="4">
      <PageTitle>{intl.formatMessage({ id: 'auth.confirm.title' })}</PageTitle>
      {state === 'pending' ? <p>{intl.formatMessage({ id: 'common.loading' })}</p> : null}
      {state === 'done' ? (
        <Alert $tone="success" role="status" data-testid="email-confirmed">
          {intl.formatMessage({ id: 'auth.confirm.done' })}
        </Alert>
      ) : null}
      {state === 'failed' ? (
        <Alert $tone="danger" role="alert">
          {intl.formatMessage({ id: 'auth.invalidLink' })}
        </Alert>
      ) : null}
      <RouteLink to="home">{intl.formatMessage({ id: 'errorPage.home' })}</RouteLink>
    </Stack>
  );
}

export default definePage({
  Component: EmailConfirmation,
  head: ({ intl }) => ({ title: intl.formatMessage({ id: 'auth.confirm.title' }) }),
});
