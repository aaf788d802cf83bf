import type { User } from '@jobboard/contracts';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ErrorSummary } from '../../../components/forms/error-summary';
import { PhoneField } from '../../../components/forms/phone-field';
import {
  Button,
  Card,
  Field,
  RequiredLegend,
  Select,
  Stack,
} from '../../../components/ui/primitives';
import { notify } from '../../../lib/notify';
import { useSubmit } from '../../../lib/use-submit';
import { changeEmployerPassword } from '../api/change-password';
import { updateEmployerProfile } from '../api/update-profile';
import { invalidProps, TextField } from './fields';

const COUNTRIES = ['CA', 'US', 'FR', 'BE', 'CH', 'GB', 'MA', 'DZ', 'TN', 'HT', 'SN', 'MX'] as const;

/** PUT /ats/profile: names, language, phone (checked against the country by the server). */
export function EmployerProfileForm({ user, onSaved }: { user: User; onSaved: (u: User) => void }) {
  const intl = useIntl();
  const { busy, errors, run } = useSubmit();
  const [country, setCountry] = useState(user.location.country ?? 'CA');
  const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const t = (id: string) => intl.formatMessage({ id });
  const countries = COUNTRIES.includes(country as (typeof COUNTRIES)[number])
    ? COUNTRIES
    : [country, ...COUNTRIES];

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
      <form onSubmit={submit} noValidate data-testid="employer-profile-form">
        <Stack $gap="3">
          <RequiredLegend />
          <ErrorSummary errors={errors} />
          <TextField
            id="profile-email"
            label={t('employer.auth.field.email')}
            value={user.email}
            readOnly
          />
          <TextField
            id="profile-first_name"
            name="first_name"
            label={t('employer.auth.field.first_name')}
            defaultValue={user.first_name}
            autoComplete="given-name"
            error={errors.first_name}
            required
          />
          <TextField
            id="profile-last_name"
            name="last_name"
            label={t('employer.auth.field.last_name')}
            defaultValue={user.last_name}
            autoComplete="family-name"
            error={errors.last_name}
            required
          />
          <Field
            id="profile-language"
            label={t('employer.profile.language')}
            error={errors.language}
            required
          >
            <Select
              id="profile-language"
              name="language"
              defaultValue={user.language}
              aria-required
            >
              <option value="fr">Français</option>
              <option value="en">English</option>
            </Select>
          </Field>
          <Field
            id="profile-country"
            label={t('employer.profile.country')}
            error={errors['location.country']}
            required
          >
            <Select
              id="profile-country"
              aria-required
              value={country}
              onChange={(e) => setCountry(e.target.value)}
              {...invalidProps('profile-country', errors['location.country'])}
            >
              {countries.map((c) => (
                <option key={c} value={c}>
                  {names.of(c)}
                </option>
              ))}
            </Select>
          </Field>
          <PhoneField
            id="profile-phone_number"
            name="phone_number"
            label={t('employer.profile.phone')}
            defaultValue={user.phone_number}
            country={country}
            error={errors.phone_number}
            optional
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
      </form>
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
      <form onSubmit={submit} noValidate data-testid="employer-password-form">
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
      </form>
    </Card>
  );
}
