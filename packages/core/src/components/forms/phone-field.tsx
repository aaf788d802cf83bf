import { formatPhone, formatPhoneAsYouType, isValidPhone } from '@jobboard/contracts/phone';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from './text-field';

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * A phone number field: shows the stored E.164 number in its country's national format
 * ("418 555-0199"), formats while the person types (libphonenumber-js AsYouType, Canada by
 * default) and says at once when the finished number is not valid for the country (on leaving
 * the field, and again while it is corrected). The server stores E.164.
 */
export function PhoneField(props: {
  id: string;
  name: string;
  label: ReactNode;
  /** The stored number (E.164) or null. */
  defaultValue?: string | null;
  country?: string;
  /** A message from the form's submit (server or form check). */
  error?: string;
  required?: boolean;
  optional?: boolean;
}) {
  const intl = useIntl();
  const country = props.country ?? 'CA';
  const [text, setText] = useState(() => formatPhone(props.defaultValue, country));
  const [checked, setChecked] = useState(false);
  const invalid = checked && text.trim() !== '' && !isValidPhone(text, country);
  const error = invalid ? intl.formatMessage({ id: 'form.invalidPhone' }) : props.error;
  return (
    <TextField
      id={props.id}
      name={props.name}
      label={props.label}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      value={text}
      error={error}
      required={props.required}
      optional={props.optional}
      onChange={(e) => {
        const raw = e.target.value;
        // Deleting only a separator ("-", a space) must not put it back at once.
        const separatorOnly = raw.length < text.length && digits(raw) === digits(text);
        setText(separatorOnly ? raw : formatPhoneAsYouType(raw, country));
      }}
      onBlur={() => setChecked(true)}
    />
  );
}
