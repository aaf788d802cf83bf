import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, PageTitle, RequiredLegend, Stack } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { pathTo } from '../../../config/routes';
import { login } from '../../../features/auth/api/auth';
import { setMe } from '../../../lib/get-me';
import { ErrorSummary } from '../../../components/forms/error-summary';
import { AuthField } from '../../../features/auth/components/auth-fields';
import { useBrand } from '../../../lib/brand';
import { useLang } from '../../../lib/lang';
import { goToRedirect, safeRedirect } from '../../../lib/safe-redirect';
import { useSubmit } from '../../../lib/use-submit';
import { definePage } from '../../page';
import { loadAccountMessages } from '../../../i18n';
import { Form } from '../../../components/forms/form';

/** Candidate sign-in; afterwards a same-site ?redirect= path, else the profile. */
function Login() {
  const intl = useIntl();
  const lang = useLang();
  const { board } = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const { busy, errors, run } = useSubmit();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    void run(async () => {
      const me = await login({
        email: String(form.get('email')),
        password: String(form.get('password')),
      });
      await setMe(board, me);
      goToRedirect(navigate, safeRedirect(location.search, pathTo('profile', lang)));
    });
  };
  return (
    <Form method="post" onSubmit={submit} noValidate data-testid="login-form">
      <Stack $gap="4">
        <PageTitle>{intl.formatMessage({ id: 'auth.login.title' })}</PageTitle>
        <RequiredLegend />
        <ErrorSummary errors={errors} />
        <AuthField name="email" type="email" autoComplete="email" error={errors.email} />
        <AuthField
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <Button type="submit" disabled={busy} $block>
          {intl.formatMessage({ id: 'auth.login.submit' })}
        </Button>
        <RouteLink to="forgotPassword">{intl.formatMessage({ id: 'auth.login.forgot' })}</RouteLink>
        <span>
          {intl.formatMessage({ id: 'auth.login.noAccount' })}{' '}
          <RouteLink
            to="register"
            query={{ redirect: new URLSearchParams(location.search).get('redirect') }}
          >
            {intl.formatMessage({ id: 'nav.register' })}
          </RouteLink>
        </span>
      </Stack>
    </Form>
  );
}

export default definePage({
  prepare: loadAccountMessages,
  Component: Login,
  head: ({ intl }) => ({ title: intl.formatMessage({ id: 'auth.login.title' }) }),
});
