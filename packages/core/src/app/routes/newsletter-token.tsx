import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMatches, useParams } from 'react-router-dom';
import { Alert, PageTitle, Stack } from '../../components/ui/primitives';
import { RouteLink } from '../../components/ui/route-link';
import { confirmNewsletter, unsubscribeNewsletter } from '../../features/newsletter/api/newsletter';
import { useBrand } from '../../lib/brand';
import { definePage } from '../page';
import { loadAccountMessages } from '../../i18n';

/** Newsletter confirmation and unsubscribe links (token pages: the same slug in both languages). */
function NewsletterToken() {
  const intl = useIntl();
  const { board } = useBrand();
  const { email, token } = useParams();
  const unsubscribe = useMatches().some(
    (m) => (m.handle as { name?: string } | undefined)?.name === 'newsletterUnsubscribe',
  );
  const kind = unsubscribe ? 'unsubscribe' : 'confirm';
  const [state, setState] = useState<'pending' | 'done' | 'failed'>(
    email && token ? 'pending' : 'failed',
  );
  const started = useRef(false);
  useEffect(() => {
    if (!email || !token || started.current) return;
    started.current = true;
    (unsubscribe ? unsubscribeNewsletter : confirmNewsletter)(board, { email, token })
      .then(() => setState('done'))
      .catch(() => setState('failed'));
  }, [email, token, board, unsubscribe]);
  return (
    <Stack $gap="4">
      <PageTitle>{intl.formatMessage({ id: `newsletter.${kind}.title` })}</PageTitle>
      {state === 'pending' ? <p>{intl.formatMessage({ id: 'common.loading' })}</p> : null}
      {state === 'done' ? (
        <Alert $tone="success">{intl.formatMessage({ id: `newsletter.${kind}.done` })}</Alert>
      ) : null}
      {state === 'failed' ? (
        <Alert $tone="danger">{intl.formatMessage({ id: 'auth.invalidLink' })}</Alert>
      ) : null}
      <RouteLink to="home">{intl.formatMessage({ id: 'errorPage.home' })}</RouteLink>
    </Stack>
  );
}

export default definePage({
  prepare: loadAccountMessages,
  Component: NewsletterToken,
  head: ({ intl, name }) => ({
    title: intl.formatMessage({
      id:
        name === 'newsletterUnsubscribe'
          ? 'newsletter.unsubscribe.title'
          : 'newsletter.confirm.title',
    }),
  }),
});
