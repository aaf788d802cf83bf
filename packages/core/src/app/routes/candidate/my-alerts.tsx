import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Container, Muted, PageTitle } from '../../../components/ui/primitives';
import { getMyAlertsKey } from '../../../features/alerts/api/alerts';
import { MyAlertList } from '../../../features/alerts/components/my-alert-list';
import { useAfterHydration } from '../../../lib/saved-offers';
import { definePage } from '../../page';
import { catalogs } from '../../../i18n';

// The weekly jobs-for-you mail: the home section's chunk (its code and its own messages), asked
// for after hydration (the setting is the browser's request, as on the home page).
const ForYouMailSetting = lazy(() => import('../../../features/offers/components/for-you-mail'));

/**
 * The candidate's "My alerts" (docs/candidates.md): saved searches mailed daily or weekly, and
 * the weekly mail of the jobs for you.
 */
function MyAlerts() {
  const intl = useIntl();
  const hydrated = useAfterHydration();
  return (
    <Container>
      <PageTitle>{intl.formatMessage({ id: 'alerts.mine.title' })}</PageTitle>
      <p>
        <Muted>{intl.formatMessage({ id: 'alerts.mine.intro' })}</Muted>
      </p>
      <MyAlertList />
      {hydrated ? (
        <Suspense fallback={null}>
          <ForYouMailSetting />
        </Suspense>
      ) : null}
    </Container>
  );
}

export default definePage({
  prepare: catalogs('account', 'search'),
  Component: MyAlerts,
  keys: ({ brand }) => [getMyAlertsKey(brand.board)],
  head: ({ intl }) => ({ title: intl.formatMessage({ id: 'alerts.mine.title' }) }),
});
