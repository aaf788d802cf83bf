import type { User } from '@jobboard/contracts';
import * as phoneRules from '@jobboard/contracts/phone';
import { useIntl } from 'react-intl';
import { Field, Select } from '../ui/primitives';
import { PhoneField } from './phone-field';
import { invalidProps, TextField } from './text-field';

/** The countries a profile offers first; a stored other one is added to the list. */
export const PROFILE_COUNTRIES = [
  'CA',
  'US',
  'FR',
  'BE',
  'CH',
  'GB',
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
] as const;

/**
 * A person's names, language, country and phone: the same block in the candidate's profile
 * and the employer's. The country is controlled (the phone is checked for it); the others are
 * read from the form by name (first_name, last_name, language, phone_number).
 */
export function PersonFields(props: {
  idPrefix: string;
  user: User;
  errors: Record<string, string | undefined>;
  country: string;
  onCountry: (country: string) => void;
  labels: {
    first_name: string;
    last_name: string;
    language: string;
    country: string;
    phone_number: string;
  };
  phoneRequired: boolean;
}) {
  const intl = useIntl();
  const { idPrefix: p, user, errors, labels } = props;
  const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const countries: readonly string[] = PROFILE_COUNTRIES.includes(
    props.country as (typeof PROFILE_COUNTRIES)[number],
  )
    ? PROFILE_COUNTRIES
    : [props.country, ...PROFILE_COUNTRIES];
  return (
    <>
      {(['first_name', 'last_name'] as const).map((name) => (
        <TextField
          key={name}
          id={`${p}-${name}`}
          name={name}
          label={labels[name]}
          defaultValue={user[name]}
          autoComplete={name === 'first_name' ? 'given-name' : 'family-name'}
          error={errors[name]}
          required
        />
      ))}
      <Field id={`${p}-language`} label={labels.language} error={errors.language} required>
        <Select
          id={`${p}-language`}
          name="language"
          defaultValue={user.language}
          aria-required
          {...invalidProps(`${p}-language`, errors.language)}
        >
          <option value="fr">Français</option>
          <option value="en">English</option>
        </Select>
      </Field>
      <Field id={`${p}-country`} label={labels.country} error={errors.country} required>
        <Select
          id={`${p}-country`}
          name="country"
          value={props.country}
          aria-required
          onChange={(e) => props.onCountry(e.target.value)}
          {...invalidProps(`${p}-country`, errors.country)}
        >
          {countries.map((c) => (
            <option key={c} value={c}>
              {names.of(c)}
            </option>
          ))}
        </Select>
      </Field>
      <PhoneField
        id={`${p}-phone_number`}
        name="phone_number"
        label={labels.phone_number}
        defaultValue={user.phone_number}
        // The stored number is shown formatted from the first paint: the rules come with the page.
        rules={phoneRules}
        country={props.country}
        error={errors.phone_number}
        required={props.phoneRequired}
        optional={!props.phoneRequired}
      />
    </>
  );
}
