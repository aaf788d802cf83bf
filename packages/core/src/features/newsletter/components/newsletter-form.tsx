import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { EmailInput } from '../../../components/forms/email-input';
import { Button } from '../../../components/ui/primitives';
import { ApiError } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { notifyApiError } from '../../../lib/notify';
import { subscribeNewsletter } from '../api/newsletter';
import { Form as KeptForm } from '../../../components/forms/form';

const Form = styled(KeptForm)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]};
  max-width: 420px;
  label {
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
`;
/* The field and its button on one line where they fit, the button under the field on a phone. */
const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]};
  input {
    flex: 1 1 12rem;
    min-width: 0;
    min-height: 44px;
  }
  button {
    flex: 0 0 auto;
  }
`;
/* Messages sit on their own fill (the footer band is dark on most brands: red or green text on
   it would not read), from the theme's state colours and their on-colours. */
const Message = styled.p<{ $tone: 'danger' | 'success' }>`
  margin: 0;
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radii.sm};
  font-size: ${(p) => p.theme.fontSizes.sm};
  background: ${(p) => p.theme.colors[p.$tone]};
  color: ${(p) => (p.$tone === 'danger' ? p.theme.colors.onDanger : p.theme.colors.onSuccess)};
`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The newsletter sign-up: a missing or malformed address and the server's 422 show their
 * message under the field (aria-describedby, aria-invalid); success is confirmed in place, in a
 * polite live region that is always in the page so that screen readers announce it.
 */
export function NewsletterForm({ id = 'newsletter' }: { id?: string }) {
  const intl = useIntl();
  const { board } = useBrand();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  // The footer and an empty board's home both hold the form: each place names its own, readable
  // and the same on every render (no useId in the markup).
  const fieldId = `${id}-email`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setError(t(value ? 'newsletter.invalid' : 'form.required'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await subscribeNewsletter(board, { email: value });
      setEmail('');
      setDone(true);
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setError(e.fieldError('email') ?? e.message);
      else notifyApiError(e, intl);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form method="post" onSubmit={submit} noValidate aria-label={t('newsletter.title')}>
      <label htmlFor={fieldId}>{t('newsletter.label')}</label>
      <Line>
        <EmailInput
          id={fieldId}
          error={error}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(undefined);
          }}
        />
        <Button type="submit" $variant="secondary" disabled={busy}>
          {t('newsletter.submit')}
        </Button>
      </Line>
      {error ? (
        <Message $tone="danger" id={`${fieldId}-error`}>
          {error}
        </Message>
      ) : null}
      {/* The live region stays in the page (an inserted one is not announced); the message comes
          into it. */}
      <div role="status" aria-live="polite" data-testid="newsletter-status">
        {done ? <Message $tone="success">{t('newsletter.success')}</Message> : null}
      </div>
    </Form>
  );
}
