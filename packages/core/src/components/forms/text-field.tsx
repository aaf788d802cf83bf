import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
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
 * An optional text of a few lines with a length limit (a message to the employer, what is wrong
 * with an offer): its label, the box, and under it the limit (« 2 000 caractères au plus »), which
 * the error replaces as the box's description when there is one.
 */
export function LimitedTextArea({
  id,
  label,
  error,
  max,
  hintMessageId,
  ...rest
}: {
  id: string;
  label: ReactNode;
  error?: string;
  max: number;
  /** The limit's message, with `{max}` for the number. */
  hintMessageId: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'maxLength'>) {
  const intl = useIntl();
  return (
    <Field id={id} label={label} error={error} optional>
      <Textarea
        id={id}
        maxLength={max}
        {...rest}
        {...invalidProps(id, error)}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
      />
      <Muted id={`${id}-hint`}>
        {intl.formatMessage({ id: hintMessageId }, { max: intl.formatNumber(max) })}
      </Muted>
    </Field>
  );
}
