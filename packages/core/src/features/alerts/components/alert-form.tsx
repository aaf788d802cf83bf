import type { AlertFrequency } from '@jobboard/contracts';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { EmailInput } from '../../../components/forms/email-input';
import { Button, FieldErrorOf } from '../../../components/ui/primitives';
import { ApiError } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { notifyApiError } from '../../../lib/notify';
import type { SearchFilters } from '../../../lib/search/query';
import { alertFiltersOf, createAlert } from '../api/alerts';
import { FrequencyChoice } from './frequency-choice';
import { Form as KeptForm } from '../../../components/forms/form';

const Form = styled(KeptForm)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.space[3]};
  .email {
    flex: 1 1 14rem;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space[1]};
    label {
      font-weight: ${(p) => p.theme.fontWeights.medium};
    }
  }
  button[type='submit'] {
    flex: 0 0 auto;
  }
  .error-row {
    flex-basis: 100%;
  }
`;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The alert box's form (alert-box.tsx): the frequency and, for a visitor, the address the
 * confirmation goes to. `onSaved` gets the server's message once the alert is saved.
 */
export default function AlertForm({
  id,
  filters,
  signedIn,
  onSaved,
}: {
  id: string;
  filters: SearchFilters;
  signedIn: boolean;
  onSaved: (answer: { message: string; confirmed: boolean }) => void;
}) {
  const intl = useIntl();
  const { board } = useBrand();
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const t = (key: string) => intl.formatMessage({ id: key });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!signedIn && !EMAIL.test(value)) {
      setError(t(value ? 'newsletter.invalid' : 'form.required'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const answer = await createAlert(board, {
        filters: alertFiltersOf(filters),
        frequency,
        ...(signedIn ? {} : { email: value }),
      });
      onSaved({ message: answer.message, confirmed: answer.confirmed });
    } catch (e) {
      if (e instanceof ApiError && e.status === 422 && e.fieldError('email'))
        setError(e.fieldError('email'));
      else notifyApiError(e, intl);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form id={`${id}-form`} method="post" onSubmit={submit} noValidate data-testid="alert-form">
      <FrequencyChoice
        name={`${id}-frequency`}
        legend={t('alerts.frequency.label')}
        value={frequency}
        onChange={setFrequency}
        disabled={busy}
      />
      {signedIn ? null : (
        <div className="email">
          <label htmlFor={`${id}-email`}>{t('alerts.box.email')}</label>
          <EmailInput
            id={`${id}-email`}
            error={error}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (error) setError(undefined);
            }}
            data-testid="alert-email"
          />
        </div>
      )}
      <Button type="submit" disabled={busy} data-testid="alert-submit">
        {t('alerts.box.submit')}
      </Button>
      {error ? (
        <div className="error-row">
          <FieldErrorOf id={`${id}-email`} error={error} />
        </div>
      ) : null}
    </Form>
  );
}
