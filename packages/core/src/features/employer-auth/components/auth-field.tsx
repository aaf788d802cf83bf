import type { InputHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../../components/forms/text-field';

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
