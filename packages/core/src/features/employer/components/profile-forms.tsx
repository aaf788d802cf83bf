import type { User } from '@jobboard/contracts';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ErrorSummary } from '../../../components/forms/error-summary';
import { PersonFields } from '../../../components/forms/person-fields';
import { Button, Card, RequiredLegend, Stack } from '../../../components/ui/primitives';
import { notify } from '../../../lib/notify';
import { useSubmit } from '../../../lib/use-submit';
import { changeEmployerPassword } from '../api/change-password';
import { updateEmployerProfile } from '../api/update-profile';
import { TextField } from './fields';
import { Form } from '../../../components/forms/form';

/** PUT /ats/profile: names, language, phone (checked against the country by the server). */
export function EmployerProfileForm({ user, onSaved }: { user: User; onSaved: (u: User) => void }) {
  const intl = useIntl();
  const { busy, errors, run } = useSubmit();
  const [country, setCountry] = useState(user.location.country ?? 'CA');
  const t = (id: string) => intl.formatMessage({ id });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const value = (k: string) => String(form.get(k) ?? '').trim();
    void run(async () => {
      const res = await updateEmployerProfile({
        first_name: value('first_name'),
        last_name: value('last_name'),
        language: value('language') === 'en' ? 'en' : 'fr',
        phone_number: value('phone_number') || null,
        location: { address: value('address') || null, country },
      });
      notify.success(t('employer.profile.saved'));
      onSaved(res.data);
    });
  };
  return (
    <Card aria-labelledby="profile-info">
      <h2 id="profile-info">{t('employer.profile.info')}</h2>
      <Form method="post" onSubmit={submit} noValidate data-testid="employer-profile-form">
        <Stack $gap="3">
          <RequiredLegend />
          <ErrorSummary errors={errors} />
          <TextField
            id="profile-email"
            label={t('employer.auth.field.email')}
            value={user.email}
            readOnly
          />
          <PersonFields
            idPrefix="profile"
            user={user}
            errors={{ ...errors, country: errors['location.country'] }}
            country={country}
            onCountry={setCountry}
            labels={{
              first_name: t('employer.auth.field.first_name'),
              last_name: t('employer.auth.field.last_name'),
              language: t('employer.profile.language'),
              country: t('employer.profile.country'),
              phone_number: t('employer.profile.phone'),
            }}
            phoneRequired={false}
          />
          <TextField
            id="profile-address"
            name="address"
            label={t('employer.profile.address')}
            defaultValue={user.location.address ?? ''}
            autoComplete="street-address"
            error={errors['location.address']}
            optional
          />
          <div>
            <Button type="submit" disabled={busy}>
              {t('employer.common.save')}
            </Button>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}

/** PUT /ats/auth/change-password: the current password, then the new one twice. */
export function ChangePasswordForm() {
  const intl = useIntl();
  const { busy, errors, setErrors, run } = useSubmit();
  const t = (id: string) => intl.formatMessage({ id });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('password_confirmation') ?? '')) {
      setErrors({ password_confirmation: t('employer.profile.passwordMismatch') });
      return;
    }
    void run(async () => {
      await changeEmployerPassword({
        current_password: String(form.get('current_password') ?? ''),
        password,
      });
      formEl.reset();
      notify.success(t('employer.profile.passwordChanged'));
    });
  };
  return (
    <Card aria-labelledby="profile-password">
      <h2 id="profile-password">{t('employer.profile.password')}</h2>
      <Form method="post" onSubmit={submit} noValidate data-testid="employer-password-form">
        <Stack $gap="3">
          <ErrorSummary errors={errors} />
          <TextField
            id="password-current"
            name="current_password"
            type="password"
            autoComplete="current-password"
            label={t('employer.profile.currentPassword')}
            error={errors.current_password}
            required
          />
          <TextField
            id="password-new"
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('employer.profile.newPassword')}
            error={errors.password}
            required
          />
          <TextField
            id="password-confirmation"
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            label={t('employer.profile.confirmPassword')}
            error={errors.password_confirmation}
            required
          />
          <div>
            <Button type="submit" disabled={busy}>
              {t('employer.profile.changePassword')}
            </Button>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}
