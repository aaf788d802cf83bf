import type { InputHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../../components/forms/text-field';
import { PASSWORD_MIN } from '../../../config/constants';

/** A labelled input of the employer auth forms (label from `employer.auth.field.<name>`). */
export function EmployerAuthField({
  name,
  error,
  required = true,
  ...rest
}: { name: string; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const intl = useIntl();
  return (
    <TextField
      id={`employer-${name}`}
      name={name}
      label={intl.formatMessage({ id: `employer.auth.field.${name}` })}
      error={error}
      required={required}
      optional={!required}
      {...rest}
    />
  );
}

/** The password of a new employer account (sign-up, an invitation's account): PASSWORD_MIN or more. */
export function EmployerNewPasswordField({ error }: { error?: string | undefined }) {
  return (
    <EmployerAuthField
      name="password"
      type="password"
      autoComplete="new-password"
      minLength={PASSWORD_MIN}
      error={error}
    />
  );
}
