import { useIntl } from 'react-intl';
import { RouteLink } from '../../../components/ui/route-link';
import { PageHeader } from '../../../features/employer/components/page-header';
import { PrivacyCentre } from '../../../features/privacy/components/privacy-centre';
import { loadEmployerMessages } from '../../../i18n/employer';
import { useEmployerMe } from '../../../lib/get-employer-me';
import { definePage } from '../../page';
import { employerHead } from './head';

/** The employer user's privacy centre, in the account area: download the data, delete the account. */
function EmployerPrivacy() {
  const intl = useIntl();
  const { employer } = useEmployerMe();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'privacyCentre.title' })} />
      <p>
        {intl.formatMessage({ id: 'privacyCentre.intro' })}{' '}
        <RouteLink to="privacy">{intl.formatMessage({ id: 'footer.privacyPage' })}</RouteLink>
      </p>
      {employer ? <PrivacyCentre side="employer" /> : null}
    </>
  );
}

export default definePage({
  Component: EmployerPrivacy,
  // The employer catalog brings the account one, where the privacy centre's messages are.
  prepare: loadEmployerMessages,
  head: employerHead('privacyCentre.title'),
});
