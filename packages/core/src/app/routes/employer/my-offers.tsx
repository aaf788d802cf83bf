import { useIntl } from 'react-intl';
import { ButtonLink } from '../../../components/ui/button-link';
import type { EmployerOffer, PageOf } from '@jobboard/contracts';
import { getEmployerOffersKey } from '../../../features/employer/api/get-employer-offers';
import { MyOffers, myOffersQuery, noOffers } from '../../../features/employer/components/my-offers';
import { useListSearch } from '../../../features/employer/components/paged-list';
import { useApi } from '../../../lib/use-api';
import { PageHeader } from '../../../features/employer/components/page-header';
import { loadEmployerMessages } from '../../../i18n/employer';
import { definePage } from '../../page';
import { employerHead } from './head';

function MyOffersPage() {
  const intl = useIntl();
  const { search } = useListSearch();
  const { params, page } = myOffersQuery(search);
  // The list's own data (one request): with no offer at all, its empty state holds the action.
  const { data } = useApi<PageOf<EmployerOffer>>(getEmployerOffersKey(params, page), {
    keepPreviousData: true,
  });
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'employer.offers.title' })}>
        {noOffers(data, params) ? null : (
          <ButtonLink to="employerCreateOffer">
            {intl.formatMessage({ id: 'employer.nav.publishOffer' })}
          </ButtonLink>
        )}
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
