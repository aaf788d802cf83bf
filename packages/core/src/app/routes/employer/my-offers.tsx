import { useIntl } from 'react-intl';
import { ButtonLink } from '../../../components/ui/button-link';
import { getEmployerOffersKey } from '../../../features/employer/api/get-employer-offers';
import { MyOffers, myOffersQuery } from '../../../features/employer/components/my-offers';
import { PageHeader } from '../../../features/employer/components/page-header';
import { loadEmployerMessages } from '../../../i18n/employer';
import { definePage } from '../../page';
import { employerHead } from './head';

function MyOffersPage() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'employer.offers.title' })}>
        <ButtonLink to="employerCreateOffer">
          {intl.formatMessage({ id: 'employer.nav.publishOffer' })}
        </ButtonLink>
      </PageHeader>
      <MyOffers />
    </>
  );
}

export default definePage({
  Component: MyOffersPage,
  keys: ({ search }) => {
    const { params, page } = myOffersQuery(search);
    return [getEmployerOffersKey(params, page)];
  },
  head: employerHead('employer.offers.title'),
  prepare: loadEmployerMessages,
});
