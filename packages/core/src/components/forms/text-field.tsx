import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, Input } from '../ui/primitives';

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
