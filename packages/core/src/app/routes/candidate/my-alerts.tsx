import { useIntl } from 'react-intl';
import { Container, Muted, PageTitle } from '../../../components/ui/primitives';
import { getMyAlertsKey } from '../../../features/alerts/api/alerts';
import { MyAlertList } from '../../../features/alerts/components/my-alert-list';
import { definePage } from '../../page';
import { catalogs } from '../../../i18n';

/** The candidate's "My alerts" (docs/candidates.md): saved searches mailed daily or weekly. */
function MyAlerts() {
  const intl = useIntl();
  return (
    <Container>
      <PageTitle>{intl.formatMessage({ id: 'alerts.mine.title' })}</PageTitle>
      <p>
        <Muted>{intl.formatMessage({ id: 'alerts.mine.intro' })}</Muted>
      </p>
      <MyAlertList />
    </Container>
  );
}

export default definePage({
  prepare: catalogs('account', 'search'),
  Component: MyAlerts,
  keys: ({ brand }) => [getMyAlertsKey(brand.board)],
  head: ({ intl }) => ({ title: intl.formatMessage({ id: 'alerts.mine.title' }) }),
});
