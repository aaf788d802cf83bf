import { useIntl } from 'react-intl';
import { TextField } from '../../../components/forms/text-field';

/** A labelled input of the auth forms (label from `auth.field.<name>`); required unless told. */
export function AuthField(props: {
  name: string;
  type?: string;
  autoComplete?: string;
  error?: string;
  required?: boolean;
  defaultValue?: string;
}) {
  const intl = useIntl();
  const required = props.required ?? true;
  return (
    <TextField
      id={`auth-${props.name}`}
      name={props.name}
      label={intl.formatMessage({ id: `auth.field.${props.name}` })}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete}
      defaultValue={props.defaultValue}
      error={props.error}
      required={required}
      optional={!required}
    />
  );
}
