import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DataOf, SecureLinkCheck, User } from '@jobboard/contracts';
import { useNavigate, useParams } from 'react-router-dom';
import { mutate } from 'swr';
import { Alert, PageTitle, Stack } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { pathTo } from '@jobboard/contracts/routes';
import { checkSecureLinkKey, confirmEmail } from '../../../features/auth/api/auth';
import { refreshMe } from '../../../lib/get-me';
import { joinSavedOffers } from '../../../lib/saved-offers-join';
import { EMPLOYER_ME_KEY, employerHomeRoute } from '../../../lib/employer-guard';
import { apiRequest } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { useLang } from '../../../lib/lang';
import { definePage } from '../../page';
import { loadAccountMessages } from '../../../i18n';
import { sameSitePath } from '../../../lib/safe-redirect';

/** Whose link it is (the check does not use it); null when the check fails (a used link). */
async function linkGuard(selector: string, token: string) {
  const answer = await apiRequest<SecureLinkCheck>(
    checkSecureLinkKey('email-confirmation', selector, token),
  ).catch(() => null);
  return answer?.data.guard ?? null;
}

/**
 * Confirms the address from the e-mail link once, in the browser (a crawler confirms nothing).
 * The confirmation signs the account in on its own guard (sign-up does not): the
 * page reloads that guard's session and sends a candidate to the profile (or, after an
 * apply-and-register, to the offer they applied to), an employer home.
 */
function EmailConfirmation() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const { board } = useBrand();
  const { selector, token } = useParams();
  const [state, setState] = useState<'pending' | 'done' | 'failed'>(
    selector && token ? 'pending' : 'failed',
  );
  const started = useRef(false);
  useEffect(() => {
    if (!selector || !token || started.current) return;
    started.current = true;
    void (async () => {
      const guard = await linkGuard(selector, token);
      let next: string | null = null;
      try {
        // A path of this board only (the answer's `next`: the offer an apply-and-register sent).
        next = sameSitePath((await confirmEmail({ selector, token })).next);
      } catch {
        setState('failed');
        return;
      }
      setState('done');
      if (guard === 'ats') {
        const me = await apiRequest<DataOf<User>>(EMPLOYER_ME_KEY).catch(() => null);
        await mutate(EMPLOYER_ME_KEY, me, { revalidate: false });
        if (me) navigate(pathTo(employerHomeRoute(me.data), lang), { replace: true });
        return;
      }
      const me = await refreshMe(board);
      if (me && me.data.guard !== 'ats') {
        // The link signed the new account in: the browser's saved jobs join it.
        await joinSavedOffers(board);
        navigate(next ?? pathTo('profile', lang), { replace: true });
      }
    })();
  }, [selector, token, board, lang, navigate]);
  return (
    <Stack $gap="4">
      <PageTitle>{intl.formatMessage({ id: 'auth.confirm.title' })}</PageTitle>
      {state === 'pending' ? <p>{intl.formatMessage({ id: 'common.loading' })}</p> : null}
      {state === 'done' ? (
        <Alert $tone="success" role="status" data-testid="email-confirmed">
          {intl.formatMessage({ id: 'auth.confirm.done' })}
        </Alert>
      ) : null}
      {state === 'failed' ? (
        <Alert $tone="danger" role="alert">
          {intl.formatMessage({ id: 'auth.invalidLink' })}
        </Alert>
      ) : null}
      <RouteLink to="home">{intl.formatMessage({ id: 'errorPage.home' })}</RouteLink>
    </Stack>
  );
}

export default definePage({
  prepare: loadAccountMessages,
  Component: EmailConfirmation,
  head: ({ intl }) => ({ title: intl.formatMessage({ id: 'auth.confirm.title' }) }),
});
