import { useIntl } from 'react-intl';
import { Container, Muted, PageTitle } from '../../../components/ui/primitives';
import { getMyApplicationsKey } from '../../../features/applications/api/my-applications';
import { MyApplicationList } from '../../../features/applications/components/my-application-list';
import { definePage } from '../../page';
import { loadAccountMessages } from '../../../i18n';

/**
 * The candidate's "My applications" (docs/candidates.md): every application and where it stands.
 */
function MyApplications() {
  const intl = useIntl();
  return (
    <Container>
      <PageTitle>{intl.formatMessage({ id: 'myApplications.title' })}</PageTitle>
      <p>
        <Muted>{intl.formatMessage({ id: 'myApplications.intro' })}</Muted>
      </p>
      <MyApplicationList />
    </Container>
  );
}

export default definePage({
  prepare: loadAccountMessages,
  Component: MyApplications,
  keys: ({ brand }) => [getMyApplicationsKey(brand.board)],
  head: ({ intl }) => ({ title: intl.formatMessage({ id: 'myApplications.title' }) }),
});
