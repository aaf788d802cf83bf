import type { CityMatch, User } from '@jobboard/contracts';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { CityCombobox, useCity } from '../../../components/forms/city-combobox';
import { cityNamedBy } from '../../../components/forms/city-name';
import { ErrorSummary } from '../../../components/forms/error-summary';
import { PersonFields } from '../../../components/forms/person-fields';
import { TextField } from '../../../components/forms/text-field';
import { Button, Field, RequiredLegend, Stack } from '../../../components/ui/primitives';
import { issuesToErrors } from '../../../lib/form-messages';
import { useBrand } from '../../../lib/brand';
import { useLang } from '../../../lib/lang';
import { notify } from '../../../lib/notify';
import { useSubmit } from '../../../lib/use-submit';
import { InfoFormSchema, updateUserInfo, userInfoInput } from '../api/user-info';
import { Form } from '../../../components/forms/form';

/**
 * Personal information; the phone is checked for the chosen country before sending (contracts
 * phone.ts).
 */
export function InfoForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  const intl = useIntl();
  const lang = useLang();
  const { board } = useBrand();
  const { busy, errors: serverErrors, setErrors, run } = useSubmit();
  // The server names nested fields by path (location.address); the form by input name.
  const errors: Record<string, string | undefined> = {
    ...serverErrors,
    city: serverErrors.city ?? serverErrors['location.city_id'] ?? serverErrors['location.address'],
    country: serverErrors.country ?? serverErrors['location.country'],
  };
  delete errors['location.city_id'];
  delete errors['location.address'];
  delete errors['location.country'];
  const [country, setCountry] = useState(user.location.country ?? 'CA');
  const stored = useCity(user.location.city_id);
  const [city, setCity] = useState<CityMatch | null>(null);
  const [touchedCity, setTouchedCity] = useState(false);
  // What was typed into the municipality field: the plain field of another country starts from
  // it (a country changed after the city was typed, or before the page's scripts ran, which
  // swap the fields only then), so the text is not lost.
  const [cityTyped, setCityTyped] = useState<string | null>(null);
  const chosen = touchedCity ? city : (city ?? stored);
  const t = (id: string) => intl.formatMessage({ id });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    // Text in the municipality field that no municipality was picked for names one by the
    // search's rule (its whole name), never the list's first suggestion; the saved city is kept
    // until the text names another.
    const typed = country === 'CA' && !chosen ? (cityTyped ?? '').trim() : '';
    void run(async () => {
      const named = typed ? await cityNamedBy(typed, lang, stored) : null;
      if (named) {
        setCity(named);
        setTouchedCity(true);
      }
      const parsed = InfoFormSchema.safeParse(
        {
          first_name: form.get('first_name'),
          last_name: form.get('last_name'),
          language: form.get('language'),
          phone_number: form.get('phone_number'),
          country: form.get('country'),
          // Untouched, the saved city stays, even while its name is still loading.
          city_id: (named ?? chosen)?.id ?? (touchedCity ? null : user.location.city_id),
          address: form.get('address') ?? '',
        },
        { reportInput: true },
      );
      const unknown = typed !== '' && !named;
      if (!parsed.success || unknown) {
        const found = parsed.success ? {} : issuesToErrors(parsed.error.issues, intl);
        if (unknown)
          found.city = intl.formatMessage({ id: 'profile.cityUnknown' }, { city: typed });
        setErrors(found);
        return;
      }
      await updateUserInfo(board, userInfoInput(parsed.data));
      notify.success(t('profile.saved'));
      onSaved();
    });
  };

  return (
    <Form method="post" onSubmit={submit} noValidate data-testid="info-form">
      <Stack $gap="3">
        <RequiredLegend />
        <ErrorSummary errors={errors} />
        <PersonFields
          idPrefix="info"
          user={user}
          errors={errors}
          country={country}
          onCountry={setCountry}
          labels={{
            first_name: t('profile.field.first_name'),
            last_name: t('profile.field.last_name'),
            language: t('profile.field.language'),
            country: t('profile.field.country'),
            phone_number: t('profile.field.phone_number'),
          }}
          phoneRequired
        />
        {country === 'CA' ? (
          <Field id="info-city" label={t('profile.field.address')} error={errors.city} required>
            <CityCombobox
              id="info-city"
              value={chosen}
              onChange={(c) => {
                setTouchedCity(true);
                setCity(c);
              }}
              onText={setCityTyped}
              required
              invalid={!!errors.city}
              describedBy={errors.city ? 'info-city-error' : undefined}
              placeholder={t('city.placeholder')}
            />
          </Field>
        ) : (
          <TextField
            id="info-city"
            name="address"
            label={t('profile.field.address')}
            defaultValue={cityTyped ?? user.location.address ?? ''}
            autoComplete="address-level2"
            error={errors.city}
            required
          />
        )}
        <Button type="submit" disabled={busy}>
          {t('common.save')}
        </Button>
      </Stack>
    </Form>
  );
}
