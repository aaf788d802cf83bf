import { useIntl } from 'react-intl';
import { Field, Muted, Textarea } from '../ui/primitives';
import { invalidProps } from './text-field';

/**
 * An optional free text of at most `max` characters (a message to the employer, a report's
 * detail): the textarea stops at the limit, and the hint under it says so in the page's language.
 * The hint describes the textarea until an error takes its place.
 */
export function LimitedTextareaField({
  id,
  name,
  label,
  hint,
  max,
  rows,
  error,
}: {
  id: string;
  name: string;
  label: string;
  /** The hint's message id; it is given the limit as `{max}`. */
  hint: string;
  max: number;
  rows: number;
  error?: string | undefined;
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
