import type { SecureLinkCheck } from '@jobboard/contracts';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, PageTitle, RequiredLegend, Stack } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { pathTo } from '@jobboard/contracts/routes';
import { checkSecureLinkKey, resetPassword } from '../../../features/auth/api/auth';
import { AuthField } from '../../../features/auth/components/auth-fields';
import { useLang } from '../../../lib/lang';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { useSubmit } from '../../../lib/use-submit';
import { definePage } from '../../page';
import { loadAccountMessages } from '../../../i18n';
import { Form } from '../../../components/forms/form';

function ResetPassword() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const { selector, token } = useParams();
  const { busy, errors, run } = useSubmit();
  const key = selector && token ? checkSecureLinkKey('reset-password', selector, token) : null;
  const { data, error, isLoading } = useApi<SecureLinkCheck>(key, {
    shouldRetryOnError: false,
  });
  const invalid = !key || !!error;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    void run(async () => {
      await resetPassword({ selector: selector!, token: token!, password });
      notify.success(intl.formatMessage({ id: 'auth.reset.success' }));
      // The link knows whose account it is: an employer signs in on the employer side.
      navigate(pathTo(data?.data.guard === 'ats' ? 'employerLogin' : 'login', lang));
    });
  };
  return (
    <Stack $gap="4">
      <PageTitle>{intl.formatMessage({ id: 'auth.reset.title' })}</PageTitle>
      {invalid && !isLoading ? (
        <>
          <Alert $tone="danger" role="alert">
            {intl.formatMessage({ id: 'auth.invalidLink' })}
          </Alert>
          <RouteLink to="forgotPassword">
            {intl.formatMessage({ id: 'auth.forgot.title' })}
          </RouteLink>
        </>
      ) : (
        <Form method="post" onSubmit={submit} noValidate data-testid="reset-form">
          <Stack $gap="4">
            <RequiredLegend />
            <AuthField
              name="password"
              type="password"
              autoComplete="new-password"
              error={errors.password}
            />
            <Button type="submit" disabled={busy || isLoading} $block>
              {intl.formatMessage({ id: 'auth.reset.submit' })}
            </Button>
          </Stack>
        </Form>
      )}
    </Stack>
  );
}

export default definePage({
  prepare: loadAccountMessages,
  Component: ResetPassword,
  head: ({ intl }) => ({ title: intl.formatMessage({ id: 'auth.reset.title' }) }),
});
