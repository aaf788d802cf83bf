import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, PageTitle, RequiredLegend, Stack } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { forgotPassword } from '../../../features/auth/api/auth';
import { AuthField } from '../../../features/auth/components/auth-fields';
import { useSubmit } from '../../../lib/use-submit';
import { definePage } from '../../page';
import { loadAccountMessages } from '../../../i18n';
import { Form } from '../../../components/forms/form';

function ForgotPassword() {
  const intl = useIntl();
  const { busy, errors, run } = useSubmit();
  const [sent, setSent] = useState(false);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '');
    void run(async () => {
      await forgotPassword(email);
      setSent(true);
    });
  };
  return (
    <Form method="post" onSubmit={submit} noValidate data-testid="forgot-form">
      <Stack $gap="4">
        <PageTitle>{intl.formatMessage({ id: 'auth.forgot.title' })}</PageTitle>
        {sent ? (
          <Alert $tone="success" role="status">
            {intl.formatMessage({ id: 'auth.forgot.sent' })}
          </Alert>
        ) : (
          <>
            <p>{intl.formatMessage({ id: 'auth.forgot.intro' })}</p>
            <RequiredLegend />
            <AuthField name="email" type="email" autoComplete="email" error={errors.email} />
            <Button type="submit" disabled={busy} $block>
              {intl.formatMessage({ id: 'auth.forgot.submit' })}
            </Button>
          </>
        )}
        <RouteLink to="login">{intl.formatMessage({ id: 'auth.backToLogin' })}</RouteLink>
      </Stack>
    </Form>
  );
}

export default definePage({
  prepare: loadAccountMessages,
  Component: ForgotPassword,
  head: ({ intl }) => ({ title: intl.formatMessage({ id: 'auth.forgot.title' }) }),
});
