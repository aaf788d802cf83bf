import type * as phoneRules from '@jobboard/contracts/phone';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from './text-field';

/** The phone rules of the contracts: libphonenumber-js and its metadata, about 35 KB gzip. */
export type PhoneRules = typeof phoneRules;

let loadedRules: PhoneRules | undefined;
let loadingRules: Promise<PhoneRules> | undefined;

/**
 * Loads the phone rules once for the whole page. A page that only may receive a phone (a sign-up
 * form) does not pay for them before the person reaches the field; a failed load is tried again
 * on the next focus, and meanwhile the field is a plain tel input (the server checks the number
 * anyway).
 */
export function loadPhoneRules(): Promise<PhoneRules> {
  loadingRules ??= import('@jobboard/contracts/phone').then(
    (rules) => (loadedRules = rules),
    (error: unknown) => {
      loadingRules = undefined;
      throw error;
    },
  );
  return loadingRules;
}

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * A phone number field: shows the stored E.164 number in its country's national format
 * ("418 555-0199"), formats while the person types (libphonenumber-js AsYouType, Canada by
 * default) and says at once when the finished number is not valid for the country (on leaving
 * the field, and again while it is corrected). The server stores E.164.
 *
 * The rules come with `rules` (a page that shows a stored number imports them with its code: the
 * number is formatted from the first paint), or are loaded when the person first focuses or
 * types into the field (a text typed before they arrive is formatted once they do).
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
  /** The phone rules, imported by the page; loaded on first use when absent. */
  rules?: PhoneRules;
}) {
  const intl = useIntl();
  const country = props.country ?? 'CA';
  const [rules, setRules] = useState<PhoneRules | undefined>(() => props.rules ?? loadedRules);
  const [text, setText] = useState(() =>
    rules ? rules.formatPhone(props.defaultValue, country) : (props.defaultValue ?? ''),
  );
  const [checked, setChecked] = useState(false);

  const fetchRules = () => {
    if (rules) return;
    loadPhoneRules().then(
      (loaded) => {
        setRules(loaded);
        // What is in the field by now, typed or stored, as the rules write it.
        setText((current) =>
          current === (props.defaultValue ?? '')
            ? loaded.formatPhone(current, country)
            : loaded.formatPhoneAsYouType(current, country),
        );
      },
      // The field stays a plain tel input; the next focus tries again.
      () => undefined,
    );
  };
  // A stored number without the rules (a page that did not pass them) is formatted as soon as
  // they arrive.
  useEffect(() => {
    if (props.defaultValue) fetchRules();
    // Once, on mount: later loads are started by the person's focus or typing.
  }, []);

  const invalid =
    checked && rules !== undefined && text.trim() !== '' && !rules.isValidPhone(text, country);
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
      onFocus={fetchRules}
      onChange={(e) => {
        const raw = e.target.value;
        fetchRules();
        // Deleting only a separator ("-", a space) must not put it back at once.
        const separatorOnly = raw.length < text.length && digits(raw) === digits(text);
        setText(separatorOnly || !rules ? raw : rules.formatPhoneAsYouType(raw, country));
      }}
      onBlur={() => setChecked(true)}
    />
  );
}
