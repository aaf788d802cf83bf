import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { DATA_EXPORT_LINK_HOURS } from '@jobboard/contracts/constants';
import { TextField } from '../../../components/forms/text-field';
import { Alert, Button, Stack } from '../../../components/ui/primitives';
import { pathTo } from '@jobboard/contracts/routes';
import { ApiError } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { EMPLOYER_ME_KEY } from '../../../lib/get-employer-me';
import { getMeKey } from '../../../lib/get-me';
import { useLang } from '../../../lib/lang';
import { notify, notifyApiError } from '../../../lib/notify';
import { deleteAccount, requestDataExport, type AccountSide } from '../api/privacy-centre';
import { SectionCard } from './section-card';

/* A password is short: the field keeps a reading width rather than the card's. */
const PasswordBox = styled.div`
  max-width: 28rem;
`;
/* The cards' text at a reading width on a wide screen, as on the privacy page. */
const Text = styled.div`
  max-width: 70ch;
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${(p) => p.theme.space[2]};
  }
`;

/** "Download my data": one request, then a confirmation that the link is on its way by mail. */
export function DataExportCard({ side }: { side: AccountSide }) {
  const intl = useIntl();
  const { board } = useBrand();
  // Ids in the markup are readable and the same on every render (no useId): one card a page.
  const headingId = 'privacy-export-title';
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const m = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  const onExport = async () => {
    setBusy(true);
    try {
      await requestDataExport(board, side);
      setSent(true);
    } catch (error) {
      notifyApiError(error, intl);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard aria-labelledby={headingId} data-testid="privacy-export">
      <h2 id={headingId}>{m('privacyCentre.export.title')}</h2>
      <Stack>
        <Text>
          <p>{m(`privacyCentre.export.text.${side}`, { hours: DATA_EXPORT_LINK_HOURS })}</p>
        </Text>
        {sent ? (
          <Alert $tone="success" role="status">
            {m('privacyCentre.export.sent', { hours: DATA_EXPORT_LINK_HOURS })}
          </Alert>
        ) : (
          <div>
            <Button type="button" onClick={() => void onExport()} disabled={busy}>
              {m('privacyCentre.export.button')}
            </Button>
          </div>
        )}
      </Stack>
    </SectionCard>
  );
}

/**
 * "Delete my account": what goes, what the employers keep (anonymised), the password again.
 * A wrong password shows under the field (422, nothing deleted); an employer team's last
 * administrator gets the server's message (409). Once deleted, the session is gone: the page
 * forgets the user and goes home, where a toast confirms.
 */
export function DeleteAccountCard({ side }: { side: AccountSide }) {
  const intl = useIntl();
  const lang = useLang();
  const { board } = useBrand();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  // Ids in the markup are readable and the same on every render (no useId): one card a page.
  const headingId = 'privacy-delete-title';
  const fieldId = 'privacy-delete-password';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [blocked, setBlocked] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const m = (id: string) => intl.formatMessage({ id });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    setBlocked(undefined);
    if (!password) {
      setError(m('privacyCentre.delete.passwordRequired'));
      return;
    }
    setBusy(true);
    try {
      await deleteAccount(board, side, { password });
      await mutate(side === 'candidate' ? getMeKey(board) : EMPLOYER_ME_KEY, null, {
        revalidate: false,
      });
      navigate(pathTo('home', lang));
      notify.success(m('privacyCentre.delete.done'));
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 422)
        setError(caught.fieldError('password') ?? caught.message);
      else if (caught instanceof ApiError && caught.status === 409) setBlocked(caught.message);
      else notifyApiError(caught, intl);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard aria-labelledby={headingId} data-testid="privacy-delete">
      <h2 id={headingId}>{m('privacyCentre.delete.title')}</h2>
      <form method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack>
          <Alert $tone="warning">
            <Text>
              <p>
                <strong>{m('privacyCentre.delete.warning')}</strong>
              </p>
              <p>{m(`privacyCentre.delete.goes.${side}`)}</p>
              <p>{m(`privacyCentre.delete.kept.${side}`)}</p>
            </Text>
          </Alert>
          {blocked && (
            <Alert $tone="danger" role="alert" data-testid="privacy-delete-blocked">
              {blocked}
            </Alert>
          )}
          <PasswordBox>
            <TextField
              id={fieldId}
              name="password"
              type="password"
              autoComplete="current-password"
              label={m('privacyCentre.delete.password')}
              required
              value={password}
              error={error}
              onChange={(event) => setPassword(event.target.value)}
            />
          </PasswordBox>
          <div>
            <Button type="submit" $variant="danger" disabled={busy}>
              {m('privacyCentre.delete.button')}
            </Button>
          </div>
        </Stack>
      </form>
    </SectionCard>
  );
}

/** The privacy centre of a signed-in account: download the data, delete the account. */
export function PrivacyCentre({ side }: { side: AccountSide }) {
  return (
    <>
      <DataExportCard side={side} />
      <DeleteAccountCard side={side} />
    </>
  );
}
