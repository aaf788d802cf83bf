import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Field, Input } from '../../../components/ui/primitives';
import { ApiError } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { notify, notifyApiError } from '../../../lib/notify';
import { subscribeNewsletter } from '../api/newsletter';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]};
  max-width: 360px;
`;

/** SPEC §5: on 422 the first message per field shows under the field; success is a toast. */
export function NewsletterForm() {
  const intl = useIntl();
  const { board } = useBrand();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await subscribeNewsletter(board, { email });
      setEmail('');
      notify.success(intl.formatMessage({ id: 'newsletter.success' }));
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setError(e.fieldError('email') ?? e.message);
      else notifyApiError(e, intl);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'newsletter.title' })}>
      <Field
        id="newsletter-email"
        label={intl.formatMessage({ id: 'newsletter.label' })}
        error={error}
      >
        <Input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          $invalid={!!error}
          aria-invalid={!!error}
          aria-describedby={error ? 'newsletter-email-error' : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <Button type="submit" $variant="secondary" disabled={busy}>
        {intl.formatMessage({ id: 'newsletter.submit' })}
      </Button>
    </Form>
  );
}
