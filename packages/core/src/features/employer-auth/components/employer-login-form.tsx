import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Button, PageTitle, Stack } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { pathTo } from '../../../config/routes';
import { useLang } from '../../../lib/lang';
import { useSubmit } from '../../../lib/use-submit';
import { employerLogin } from '../api/auth';
import { EMPLOYER_ME_KEY, employerHomeRoute } from '../api/guard';
import { EmployerAuthField } from './auth-field';

/** Where to go after signing in: a same-site ?redirect= path, else the fallback. */
export function safeRedirect(search: string, fallback: string): string {
  const to = new URLSearchParams(search).get('redirect');
  return to && to.startsWith('/') && !to.startsWith('//') ? to : fallback;
}

export function EmployerLoginForm() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const { busy, errors, run } = useSubmit();
  const t = (id: string) => intl.formatMessage({ id });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    void run(async () => {
      const { data: user } = await employerLogin({
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      await mutate(EMPLOYER_ME_KEY, { data: user }, { revalidate: false });
      navigate(safeRedirect(location.search, pathTo(employerHomeRoute(user), lang)));
    });
  };
  const redirect = new URLSearchParams(location.search).get('redirect');
  return (
    <form onSubmit={submit} data-testid="employer-login-form">
      <Stack $gap="4">
        <PageTitle>{t('employer.login.title')}</PageTitle>
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
    </form>
  );
}
