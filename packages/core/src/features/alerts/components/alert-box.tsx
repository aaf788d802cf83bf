import type { AlertFrequency } from '@jobboard/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, FieldErrorOf, Input } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { ApiError } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { notifyApiError } from '../../../lib/notify';
import { useMe } from '../../auth/api/get-me';
import type { SearchFilters } from '../../offers/api/search-query';
import { alertFiltersOf, createAlert } from '../api/alerts';
import { FrequencyChoice } from './frequency-choice';

const Box = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space[3]};
  margin-bottom: ${(p) => p.theme.space[4]};
  padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-left: 4px solid ${(p) => p.theme.colors.primary};
  border-radius: ${(p) => p.theme.components.card.radius};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  .text {
    flex: 1 1 16rem;
    display: flex;
    gap: ${(p) => p.theme.space[3]};
    align-items: flex-start;
  }
  svg {
    flex: 0 0 auto;
    margin-top: 2px;
    color: ${(p) => p.theme.colors.primary};
  }
`;
const Form = styled.form`
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
const Done = styled.p`
  && {
    margin: 0;
    padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.success};
    color: ${(p) => p.theme.colors.onSuccess};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  a {
    color: inherit;
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
`;

function Bell() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Get these offers by e-mail" (issue 15) on the search pages: saves the search's filters as a
 * daily or weekly alert. A signed-in candidate's is saved at once (and listed on My alerts); a
 * visitor gives an address and confirms the alert from the mail it receives.
 */
export function AlertBox({ filters }: { filters: SearchFilters }) {
  const intl = useIntl();
  const { board } = useBrand();
  const { user, isCandidate } = useMe();
  const signedIn = !!user && isCandidate;
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<{ message: string; confirmed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `alert${useId().replace(/[^\w-]/g, '')}`;
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
      setDone({ message: answer.message, confirmed: answer.confirmed });
      setOpen(false);
    } catch (e) {
      if (e instanceof ApiError && e.status === 422 && e.fieldError('email'))
        setError(e.fieldError('email'));
      else notifyApiError(e, intl);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box aria-labelledby={`${id}-title`} data-testid="alert-box">
      <Head>
        <div className="text">
          <Bell />
          <div>
            <h2 id={`${id}-title`}>{t('alerts.box.title')}</h2>
            <p>{t('alerts.box.intro')}</p>
          </div>
        </div>
        {!open && !done ? (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => setOpen(true)}
            aria-expanded={false}
            aria-controls={`${id}-form`}
            data-testid="alert-open"
          >
            {t('alerts.box.open')}
          </Button>
        ) : null}
      </Head>
      {open ? (
        <Form id={`${id}-form`} onSubmit={submit} noValidate data-testid="alert-form">
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
              <Input
                id={`${id}-email`}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                value={email}
                $invalid={!!error}
                aria-invalid={!!error}
                aria-describedby={error ? `${id}-email-error` : undefined}
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
      ) : null}
      <div role="status" aria-live="polite" data-testid="alert-status">
        {done ? (
          <Done>
            {done.message}
            {done.confirmed ? (
              <>
                {' '}
                <RouteLink to="myAlerts">{t('alerts.box.manage')}</RouteLink>
              </>
            ) : null}
          </Done>
        ) : null}
      </div>
    </Box>
  );
}
