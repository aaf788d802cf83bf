import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMatches, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, PageTitle, Stack } from '../../components/ui/primitives';
import { RouteLink } from '../../components/ui/route-link';
import {
  confirmAlert,
  getAlertSubscription,
  unsubscribeAlert,
} from '../../features/alerts/api/alerts';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useBrand } from '../../lib/brand';
import { definePage } from '../page';
import { catalogs } from '../../i18n';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[4]};
  margin: 0;
`;

/** The visitor's confirmation link: turns the alert on as the page opens (followed from a mail). */
function Confirm({ token }: { token: string | undefined }) {
  const intl = useIntl();
  const { board } = useBrand();
  const [state, setState] = useState<'pending' | 'done' | 'used' | 'failed'>(
    token ? 'pending' : 'failed',
  );
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirmAlert(board, token)
      .then(() => setState('done'))
      .catch((e: unknown) =>
        setState(e instanceof ApiError && e.status === 410 ? 'used' : 'failed'),
      );
  }, [token, board]);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      {state === 'pending' ? <p>{t('common.loading')}</p> : null}
      {state === 'done' ? (
        <Alert $tone="success" data-testid="alert-token-done">
          {t('alerts.confirm.done')}
        </Alert>
      ) : null}
      {state === 'used' ? <Alert $tone="warning">{t('alerts.confirm.used')}</Alert> : null}
      {state === 'failed' ? <Alert $tone="danger">{t('auth.invalidLink')}</Alert> : null}
    </>
  );
}

/**
 * The unsubscribe link of an alert mail or of the weekly « Offres pour vous » mail: a page with
 * a button (a GET changes nothing, so a link checker opening it does not unsubscribe anyone).
 * Mail clients' one-click POST goes to this same URL and is answered by the server
 * (routes/alert-unsubscribe.ts, routes/for-you-unsubscribe.ts).
 */
function Unsubscribe({ token, forYou }: { token: string | undefined; forYou: boolean }) {
  const intl = useIntl();
  const { board } = useBrand();
  const [state, setState] = useState<'checking' | 'ask' | 'busy' | 'done' | 'off' | 'failed'>(
    !token ? 'failed' : forYou ? 'ask' : 'checking',
  );
  // The server's own words for the weekly mail (unsubscribed, or a link no longer valid).
  const [answer, setAnswer] = useState('');
  const t = (id: string) => intl.formatMessage({ id });
  // A link already used (the page reloaded after the click, a second visit): the alert is gone,
  // so the page says it is off instead of offering the button again.
  const asked = useRef(false);
  useEffect(() => {
    if (!token || forYou || asked.current) return;
    asked.current = true;
    getAlertSubscription(board, token)
      .then(({ subscribed }) =>
        setState((s) => (s === 'checking' ? (subscribed ? 'ask' : 'off') : s)),
      )
      .catch(() => setState((s) => (s === 'checking' ? 'ask' : s)));
  }, [token, board, forYou]);
  const go = () => {
    if (!token) return;
    setState('busy');
    const sent = forYou
      ? apiRequest<{ message: string }>(
          `/api/for-you/unsubscribe/${encodeURIComponent(token)}?lg=${intl.locale.slice(0, 2)}`,
          { json: {} },
        ).then((r) => setAnswer(r.message))
      : unsubscribeAlert(board, token);
    sent.then(() => setState('done')).catch(() => setState('failed'));
  };
  // Done now, or before (the link already used): the alert is off either way.
  if (state === 'done' || state === 'off')
    return (
      <Alert $tone="success" data-testid="alert-token-done">
        {answer || t('alerts.unsubscribe.done')}
      </Alert>
    );
  if (state === 'failed') return <Alert $tone="danger">{t('auth.invalidLink')}</Alert>;
  if (state === 'checking') return <p>{t('common.loading')}</p>;
  return (
    <>
      <p>{t(forYou ? 'forYou.unsubscribe.question' : 'alerts.unsubscribe.question')}</p>
      <div>
        <Button
          type="button"
          onClick={go}
          disabled={state === 'busy'}
          data-testid="alert-unsubscribe"
        >
          {t('alerts.unsubscribe.button')}
        </Button>
      </div>
    </>
  );
}

/** The page's title by route: the alert's confirmation, its unsubscribe, the weekly mail's. */
const titleOf = (name: string | undefined) =>
  name === 'alertUnsubscribe'
    ? 'alerts.unsubscribe.title'
    : name === 'forYouUnsubscribe'
      ? 'forYou.unsubscribe.title'
      : 'alerts.confirm.title';

function AlertToken() {
  const intl = useIntl();
  const { token } = useParams();
  const name = useMatches()
    .map((m) => (m.handle as { name?: string } | undefined)?.name)
    .find(
      (n) => n === 'alertUnsubscribe' || n === 'forYouUnsubscribe' || n === 'alertConfirmation',
    );
  return (
    <Stack $gap="4">
      <PageTitle>{intl.formatMessage({ id: titleOf(name) })}</PageTitle>
      {name === 'alertConfirmation' || !name ? (
        <Confirm token={token} />
      ) : (
        <Unsubscribe token={token} forYou={name === 'forYouUnsubscribe'} />
      )}
      <Links>
        <RouteLink to="findJob">{intl.formatMessage({ id: 'myApplications.findJobs' })}</RouteLink>
        <RouteLink to="home">{intl.formatMessage({ id: 'errorPage.home' })}</RouteLink>
      </Links>
    </Stack>
  );
}

export default definePage({
  prepare: catalogs('account', 'search'),
  Component: AlertToken,
  head: ({ intl, name }) => ({ title: intl.formatMessage({ id: titleOf(name) }) }),
});
