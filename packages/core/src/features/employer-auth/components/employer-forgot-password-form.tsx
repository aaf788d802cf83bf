import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, PageTitle, RequiredLegend, Stack } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { useSubmit } from '../../../lib/use-submit';
import { employerForgotPassword } from '../api/auth';
import { EmployerAuthField } from './auth-field';
import { Form } from '../../../components/forms/form';

/** POST /ats/auth/forgot-password; the answer never says whether the account exists. */
export function EmployerForgotPasswordForm() {
  const intl = useIntl();
  const { busy, errors, run } = useSubmit();
  const [sent, setSent] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '');
    void run(async () => {
      await employerForgotPassword(email);
      setSent(true);
    });
  };
  return (
    <Form method="post" onSubmit={submit} noValidate data-testid="employer-forgot-form">
      <Stack $gap="4">
        <PageTitle>{t('employer.forgot.title')}</PageTitle>
        {sent ? (
          <Alert $tone="success" role="status" data-testid="employer-forgot-sent">
            {t('employer.forgot.sent')}
          </Alert>
        ) : (
          <>
            <p>{t('employer.forgot.intro')}</p>
            <RequiredLegend />
            <EmployerAuthField
              name="email"
              type="email"
              autoComplete="email"
              error={errors.email}
            />
            <Button type="submit" disabled={busy} $block>
              {t('employer.forgot.submit')}
            </Button>
          </>
        )}
        <RouteLink to="employerLogin">{t('employer.forgot.back')}</RouteLink>
      </Stack>
    </Form>
  );
}
