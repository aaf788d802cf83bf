import type { InputHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { Field, Input } from '../../../components/ui/primitives';

/** A labelled input of the employer auth forms (label from `employer.auth.field.<name>`). */
export function EmployerAuthField({
  name,
  error,
  required = true,
  ...rest
}: { name: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const intl = useIntl();
  const id = `employer-${name}`;
  return (
    <Field id={id} label={intl.formatMessage({ id: `employer.auth.field.${name}` })} error={error}>
      <Input
        id={id}
        name={name}
        required={required}
        $invalid={!!error}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      />
    </Field>
  );
}
