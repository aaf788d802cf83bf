import type { InputHTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Field, Input, Muted, Textarea } from '../ui/primitives';

/** aria attributes that tie a control to its error message under it (`<id>-error`). */
export const invalidProps = (id: string, error?: string) => ({
  $invalid: !!error,
  'aria-invalid': !!error,
  'aria-describedby': error ? `${id}-error` : undefined,
});

export type TextFieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  /** Required: an asterisk on the label and aria-required (not the native `required`: the forms check). */
  required?: boolean;
  /** Says "(facultatif)" / "(optional)" after the label. */
  optional?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'>;

/**
 * The one labelled text input of the candidate and employer forms: its label (with the required
 * or optional mark), the input, and its error under it tied by aria-describedby.
 */
export function TextField({ id, label, error, required, optional, ...rest }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} required={required} optional={optional}>
      <Input id={id} aria-required={required || undefined} {...invalidProps(id, error)} {...rest} />
    </Field>
  );
}

/**
 * An optional text area with a length limit (an application's message, a report's detail): the
 * browser stops typing at `max`, and the limit is said under the field (the message `hint`, given
 * `max`), which the field's description points to until an error takes its place.
 */
export function LimitedTextareaField({
  id,
  name,
  label,
  error,
  rows,
  max,
  hint,
}: {
  id: string;
  name: string;
  label: ReactNode;
  error?: string;
  rows: number;
  max: number;
  hint: string;
}) {
  const intl = useIntl();
  return (
    <Field id={id} label={label} error={error} optional>
      <Textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={max}
        {...invalidProps(id, error)}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
      />
      <Muted id={`${id}-hint`}>
        {intl.formatMessage({ id: hint }, { max: intl.formatNumber(max) })}
      </Muted>
    </Field>
  );
}
