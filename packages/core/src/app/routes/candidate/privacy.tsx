import { useIntl } from 'react-intl';
import { Container, PageTitle } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { PrivacyCentre } from '../../../features/privacy/components/privacy-centre';
import { loadAccountMessages } from '../../../i18n';
import { getMeKey, useMe } from '../../../lib/get-me';
import { definePage } from '../../page';

/** The candidate's privacy centre, in the profile area: download the data, delete the account. */
function ProfilePrivacy() {
  const intl = useIntl();
  const { user } = useMe();
  if (!user) return null;
  return (
    <Container>
      <PageTitle>{intl.formatMessage({ id: 'privacyCentre.title' })}</PageTitle>
      <p>
        {intl.formatMessage({ id: 'privacyCentre.intro' })}{' '}
        <RouteLink to="privacy">{intl.formatMessage({ id: 'footer.privacyPage' })}</RouteLink>
      </p>
      <PrivacyCentre side="candidate" />
    </Container>
  );
}

export default definePage({
  prepare: loadAccountMessages,
  Component: ProfilePrivacy,
  keys: ({ brand }) => [getMeKey(brand.board)],
  head: ({ intl }) => ({ title: intl.formatMessage({ id: 'privacyCentre.title' }) }),
});
