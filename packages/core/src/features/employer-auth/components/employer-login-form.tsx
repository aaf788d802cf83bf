import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Button, PageTitle, RequiredLegend, Stack } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { employerLogin } from '../api/auth';
import { employerHomeRoute } from '../../../lib/employer-guard';
import { ErrorSummary } from '../../../components/forms/error-summary';
import { EmployerAuthField } from './auth-field';
import { useEmployerSignIn } from './use-employer-sign-in';
import { Form } from '../../../components/forms/form';

export function EmployerLoginForm() {
  const intl = useIntl();
  const location = useLocation();
  const { busy, errors, submit } = useEmployerSignIn(
    (form) =>
      employerLogin({
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      }),
    employerHomeRoute,
  );
  const t = (id: string) => intl.formatMessage({ id });
  const redirect = new URLSearchParams(location.search).get('redirect');
  return (
    <Form method="post" onSubmit={submit} noValidate data-testid="employer-login-form">
      <Stack $gap="4">
        <PageTitle>{t('employer.login.title')}</PageTitle>
        <RequiredLegend />
        <ErrorSummary errors={errors} />
        <EmployerAuthField name="email" type="email" autoComplete="email" error={errors.email} />
        <EmployerAuthField
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <Button type="submit" disabled={busy} $block>
          {t('employer.login.submit')}
        </Button>
        <RouteLink to="employerForgotPassword">{t('employer.login.forgot')}</RouteLink>
        <span>
          {t('employer.login.noAccount')}{' '}
          <RouteLink to="employerRegister" query={{ redirect }}>
            {t('employer.login.register')}
          </RouteLink>
        </span>
        <span>
          {t('employer.login.candidate')}{' '}
          <RouteLink to="login">{t('employer.login.candidateLink')}</RouteLink>
        </span>
      </Stack>
    </Form>
  );
}
