import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, PageTitle, RequiredLegend, Stack } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { register } from '../../../features/auth/api/auth';
import { ErrorSummary } from '../../../components/forms/error-summary';
import { AuthField } from '../../../features/auth/components/auth-fields';
import { SignupSent } from '../../../components/ui/signup-sent';
import { useBrand } from '../../../lib/brand';
import { useLang } from '../../../lib/lang';
import { useSubmit } from '../../../lib/use-submit';
import { definePage } from '../../page';
import { loadAccountMessages } from '../../../i18n';
import { Form } from '../../../components/forms/form';

function Register() {
  const intl = useIntl();
  const lang = useLang();
  const { board, manifest } = useBrand();
  const { busy, errors, run } = useSubmit();
  /** The 202 of the sign-up: its message and address (the same whether or not it was taken). */
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const value = (k: string) => String(form.get(k) ?? '');
    void run(async () => {
      const email = value('email').trim();
      const answer = await register(board, {
        first_name: value('first_name'),
        last_name: value('last_name'),
        email: value('email'),
        password: value('password'),
        newsletter: form.get('newsletter') === 'on',
      });
      setSent({ email, message: answer?.message ?? '' });
    });
  };
  if (sent)
    return (
      <SignupSent
        title={intl.formatMessage({ id: 'auth.register.sent.title' })}
        message={
          sent.message ||
          intl.formatMessage({ id: 'auth.register.sent.message' }, { email: sent.email })
        }
        again={{
          label: intl.formatMessage({ id: 'auth.register.sent.again' }),
          onClick: () => setSent(null),
        }}
        links={
          <RouteLink to="login">{intl.formatMessage({ id: 'auth.register.sent.login' })}</RouteLink>
        }
      />
    );
  return (
    <Form method="post" onSubmit={submit} noValidate data-testid="register-form">
      <Stack $gap="4">
        <PageTitle>{intl.formatMessage({ id: 'auth.register.title' })}</PageTitle>
        <p>
          {intl.formatMessage(
            { id: 'auth.register.intro' },
            { professional: manifest.professional[lang] },
          )}
        </p>
        <RequiredLegend />
        <ErrorSummary errors={errors} />
        <AuthField name="first_name" autoComplete="given-name" error={errors.first_name} />
        <AuthField name="last_name" autoComplete="family-name" error={errors.last_name} />
        <AuthField name="email" type="email" autoComplete="email" error={errors.email} />
        <AuthField
          name="password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
        />
        <label>
          <input type="checkbox" name="newsletter" />{' '}
          {intl.formatMessage({ id: 'auth.register.newsletter' })}
        </label>
        <Button type="submit" disabled={busy} $block>
          {intl.formatMessage({ id: 'auth.register.submit' })}
        </Button>
        <span>
          {intl.formatMessage({ id: 'auth.register.haveAccount' })}{' '}
          <RouteLink to="login">{intl.formatMessage({ id: 'nav.login' })}</RouteLink>
        </span>
      </Stack>
    </Form>
  );
}

export default definePage({
  prepare: loadAccountMessages,
  Component: Register,
  head: ({ intl }) => ({ title: intl.formatMessage({ id: 'auth.register.title' }) }),
});
