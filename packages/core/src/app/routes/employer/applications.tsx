import type { DataOf, EmployerOfferDetail } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button-link';
import {
  EMPLOYER_ME_KEY,
  hasPermissions,
  useEmployerMe,
  type EmployerMeResponse,
} from '../../../lib/get-employer-me';
import { getEmployerOfferKey } from '../../../features/employer/api/get-employer-offer';
import { getOfferApplicationsKey } from '../../../features/employer/api/get-offer-applications';
import {
  ApplicationList,
  applicationsQuery,
} from '../../../features/employer/components/application-list';
import { getOfferStatsKey } from '../../../features/employer/api/get-offer-stats';
import { ApplicationsExportLink } from '../../../features/employer/components/applications-export-link';
import { OfferStatsPanel } from '../../../features/employer/components/offer-stats';
import { offerTitle } from '../../../features/employer/components/offer-title';
import { PageHeader } from '../../../features/employer/components/page-header';
import { useLang } from '../../../lib/lang';
import { useApi } from '../../../lib/use-api';
import { loadEmployerMessages } from '../../../i18n/employer';
import { definePage } from '../../page';
import { employerHead } from './head';

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]};
`;

function Applications() {
  const intl = useIntl();
  const lang = useLang();
  const { id = '' } = useParams();
  const { can } = useEmployerMe();
  // The offer's title needs manage_offers; the list itself, manage_candidates.
  const { data } = useApi<DataOf<EmployerOfferDetail>>(
    can('manage_offers') ? getEmployerOfferKey(id) : null,
  );
  const offer = data?.data;
  return (
    <>
      <PageHeader
        title={
          offer
            ? intl.formatMessage(
                { id: 'employer.applications.titleOf' },
                { title: offerTitle(offer, lang) },
              )
            : intl.formatMessage({ id: 'employer.applications.title' })
        }
      >
        <HeaderActions>
          <ApplicationsExportLink offerId={Number(id)} />
          <ButtonLink to="employerMyOffers" $variant="ghost">
            {intl.formatMessage({ id: 'employer.nav.offers' })}
          </ButtonLink>
        </HeaderActions>
      </PageHeader>
      {/* The statistics are the offer's, like its title: for those who manage offers. */}
      {can('manage_offers') ? <OfferStatsPanel offerId={Number(id)} /> : null}
      <ApplicationList offerId={Number(id)} />
    </>
  );
}

export default definePage({
  Component: Applications,
  keys: ({ params, search, brand }) => {
    const { params: list, page } = applicationsQuery(search);
    return [getOfferApplicationsKey(brand.board, params.id ?? '', list, page)];
  },
  dependentKeys: ({ params, brand }, peek) => {
    const me = peek<EmployerMeResponse>(EMPLOYER_ME_KEY)?.data;
    return me && hasPermissions(me, ['manage_offers'])
      ? [getEmployerOfferKey(params.id ?? ''), getOfferStatsKey(brand.board, params.id ?? '')]
      : [];
  },
  mainResource: true,
  head: employerHead('employer.applications.title'),
  prepare: loadEmployerMessages,
});
