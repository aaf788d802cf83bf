import { useIntl } from 'react-intl';
import { Field, Input } from '../../../components/ui/primitives';

/** A labelled input of the auth forms (label from `auth.field.<name>`). */
export function AuthField(props: {
  name: string;
  type?: string;
  autoComplete?: string;
  error?: string;
  required?: boolean;
  defaultValue?: string;
}) {
  const intl = useIntl();
  const id = `auth-${props.name}`;
  return (
    <Field
      id={id}
      label={intl.formatMessage({ id: `auth.field.${props.name}` })}
      error={props.error}
    >
      <Input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        required={props.required ?? true}
        defaultValue={props.defaultValue}
        $invalid={!!props.error}
        aria-invalid={!!props.error}
        aria-describedby={props.error ? `${id}-error` : undefined}
      />
    </Field>
  );
}
