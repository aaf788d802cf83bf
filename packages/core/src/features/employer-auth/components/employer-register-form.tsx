import type { TeamSize } from '@jobboard/contracts';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { invalidProps } from '../../../components/forms/text-field';
import {
  Button,
  Field,
  PageTitle,
  RequiredLegend,
  Select,
  Stack,
} from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { useBrand } from '../../../lib/brand';
import { useLang } from '../../../lib/lang';
import { useSubmit } from '../../../lib/use-submit';
import { SignupSent } from '../../../components/ui/signup-sent';
import { employerSignup } from '../api/auth';
import { ErrorSummary } from '../../../components/forms/error-summary';
import { PhoneField } from '../../../components/forms/phone-field';
import { EmployerAuthField, EmployerNewPasswordField } from './auth-field';
import { Form } from '../../../components/forms/form';

/**
 * Employer sign-up (POST /ats/signup): the person, the team's name and size, a phone. Its 202 is
 * the same whether or not the address is taken (no session): the page says to check the inbox,
 * and the e-mail's link signs the new employer in.
 */
export function EmployerRegisterForm({ teamSizes }: { teamSizes: TeamSize[] }) {
  const intl = useIntl();
  const lang = useLang();
  const { board, manifest } = useBrand();
  const t = (id: string) => intl.formatMessage({ id });
  const { busy, errors, run } = useSubmit();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const value = (k: string) => String(form.get(k) ?? '').trim();
    void run(async () => {
      const answer = await employerSignup(board, {
        first_name: value('first_name'),
        last_name: value('last_name'),
        email: value('email'),
        password: String(form.get('password') ?? ''),
        company_name: value('company_name'),
        team_size: value('team_size'),
        ...(value('phone_number') ? { phone_number: value('phone_number') } : {}),
        newsletter: form.get('newsletter') === 'on',
      });
      setSent({ email: value('email'), message: answer?.message ?? '' });
    });
  };
  if (sent)
    return (
      <SignupSent
        title={t('employer.register.sent.title')}
        message={
          sent.message ||
          intl.formatMessage({ id: 'employer.register.sent.message' }, { email: sent.email })
        }
        again={{ label: t('employer.register.sent.again'), onClick: () => setSent(null) }}
        links={<RouteLink to="employerLogin">{t('employer.register.sent.login')}</RouteLink>}
      />
    );
  return (
    <Form method="post" onSubmit={submit} noValidate data-testid="employer-register-form">
      <Stack $gap="4">
        <PageTitle>{t('employer.register.title')}</PageTitle>
        <p>
          {intl.formatMessage(
            { id: 'employer.register.intro' },
            { professional: manifest.professional[lang], label: manifest.label[lang] },
          )}
        </p>
        <RequiredLegend />
        <ErrorSummary errors={errors} />
        <EmployerAuthField name="first_name" autoComplete="given-name" error={errors.first_name} />
        <EmployerAuthField name="last_name" autoComplete="family-name" error={errors.last_name} />
        <EmployerAuthField name="email" type="email" autoComplete="email" error={errors.email} />
        <EmployerNewPasswordField error={errors.password} />
        <EmployerAuthField
          name="company_name"
          autoComplete="organization"
          error={errors.company_name}
        />
        <Field
          id="employer-team_size"
          label={t('employer.auth.field.team_size')}
          error={errors.team_size}
          required
        >
          <Select
            id="employer-team_size"
            name="team_size"
            defaultValue=""
            aria-required
            {...invalidProps('employer-team_size', errors.team_size)}
          >
            <option value="" disabled>
              {t('employer.form.choose')}
            </option>
            {teamSizes.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label[lang]}
              </option>
            ))}
          </Select>
        </Field>
        <PhoneField
          id="employer-phone_number"
          name="phone_number"
          label={t('employer.auth.field.phone_number')}
          error={errors.phone_number}
          optional
        />
        <label>
          <input type="checkbox" name="newsletter" /> {t('employer.register.newsletter')}
        </label>
        <Button type="submit" disabled={busy} $block>
          {t('employer.register.submit')}
        </Button>
        <span>
          {t('employer.register.haveAccount')}{' '}
          <RouteLink to="employerLogin">{t('employer.register.login')}</RouteLink>
        </span>
      </Stack>
    </Form>
  );
}
