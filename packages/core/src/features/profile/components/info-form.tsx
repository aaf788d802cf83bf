import type { User } from '@jobboard/contracts';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Field, Input, Select, Stack } from '../../../components/ui/primitives';
import { useBrand } from '../../../lib/brand';
import { notify } from '../../../lib/notify';
import { useSubmit } from '../../../lib/use-submit';
import { updateUserInfo, UserInfoSchema } from '../api/user-info';

const COUNTRIES = [
  'CA',
  'US',
  'FR',
  'BE',
  'CH',
  'MA',
  'DZ',
  'TN',
  'HT',
  'SN',
  'CI',
  'CM',
  'MX',
  'BR',
  'CO',
  'GB',
] as const;

/** Personal information; the phone is checked for the chosen country before sending (SPEC §5). */
export function InfoForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  const intl = useIntl();
  const { board } = useBrand();
  const { busy, errors: serverErrors, setErrors, run } = useSubmit();
  // The server names nested fields by path (location.address); the form by input name.
  const errors: Record<string, string | undefined> = {
    ...serverErrors,
    address: serverErrors.address ?? serverErrors['location.address'],
    country: serverErrors.country ?? serverErrors['location.country'],
  };
  const [country, setCountry] = useState(user.location.country ?? 'CA');
  const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const t = (id: string) => intl.formatMessage({ id });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const parsed = UserInfoSchema.safeParse({
      first_name: form.get('first_name'),
      last_name: form.get('last_name'),
      language: form.get('language'),
      phone_number: form.get('phone_number'),
      country: form.get('country'),
      address: form.get('address') ?? '',
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        next[field] ??= field === 'phone_number' ? t('profile.phoneInvalid') : t('form.required');
      }
      setErrors(next);
      return;
    }
    void run(async () => {
      await updateUserInfo(board, parsed.data);
      notify.success(t('profile.saved'));
      onSaved();
    });
  };

  const input = (name: string, value: string | null, extra: Record<string, string> = {}) => (
    <Field id={`info-${name}`} label={t(`profile.field.${name}`)} error={errors[name]}>
      <Input
        id={`info-${name}`}
        name={name}
        defaultValue={value ?? ''}
        $invalid={!!errors[name]}
        aria-invalid={!!errors[name]}
        {...extra}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate data-testid="info-form">
      <Stack $gap="3">
        {input('first_name', user.first_name, { autoComplete: 'given-name' })}
        {input('last_name', user.last_name, { autoComplete: 'family-name' })}
        <Field id="info-language" label={t('profile.field.language')}>
          <Select id="info-language" name="language" defaultValue={user.language}>
            <option value="fr">Français</option>
            <option value="en">English</option>
          </Select>
        </Field>
        <Field id="info-country" label={t('profile.field.country')} error={errors.country}>
          <Select
            id="info-country"
            name="country"
            value={country}
            onChange={(e) => setCountry(e.target.value)}
          >
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {names.of(c)}
              </option>
            ))}
          </Select>
        </Field>
        {input('phone_number', user.phone_number, { type: 'tel', autoComplete: 'tel' })}
        {input('address', user.location.address, { autoComplete: 'address-level2' })}
        <Button type="submit" disabled={busy}>
          {t('common.save')}
        </Button>
      </Stack>
    </form>
  );
}
