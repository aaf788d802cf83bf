import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { PageTitle, Skeleton } from '../../../components/ui/primitives';
import { pathTo } from '@jobboard/contracts/routes';
import type { CompanyOption, DataOf, EmployerOfferDetail } from '@jobboard/contracts';
import { useSWRConfig } from 'swr';
import { getCompanyOptionsKey } from '../../../features/employer/api/get-company-options';
import { getEmployerOfferKey } from '../../../features/employer/api/get-employer-offer';
import { OfferForm } from '../../../features/employer/components/offer-form/offer-form';
import { offerValuesFrom } from '../../../features/employer/components/offer-form/offer-form-values';
import {
  getBoardAttributesKey,
  useBoardAttributes,
} from '../../../features/offers/api/get-board-attributes';
import { useLang } from '../../../lib/lang';
import { offerTitle } from '../../../features/employer/components/offer-title';
import { notify } from '../../../lib/notify';
import { revalidateOnArrival, useApi } from '../../../lib/use-api';
import { loadEmployerMessages } from '../../../i18n/employer';
import { definePage } from '../../page';
import { employerHead } from './head';

function EditOffer() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { mutate } = useSWRConfig();
  // Fresh on arrival: the cache may hold what another page or an earlier visit loaded.
  const offer = useApi<DataOf<EmployerOfferDetail>>(getEmployerOfferKey(id), {
    revalidateOnMount: revalidateOnArrival(),
  });
  const companies = useApi<DataOf<CompanyOption[]>>(getCompanyOptionsKey(), {
    revalidateOnMount: revalidateOnArrival(),
  });
  const attributes = useBoardAttributes();
  const t = (key: string) => intl.formatMessage({ id: key });
  const data = offer.data?.data;
  const fields = attributes.data?.data;
  return (
    <>
      <PageTitle>
        {intl.formatMessage(
          { id: 'employer.offer.editTitle' },
          { title: data ? offerTitle(data, lang) : '' },
        )}
      </PageTitle>
      {data && fields && companies.data ? (
        <OfferForm
          key={`${data.id}:${data.updated_at}`}
          offerId={data.id}
          initial={offerValuesFrom(data)}
          companies={companies.data.data}
          attributes={fields.attributes}
          onSaved={(saved) => {
            void mutate(getEmployerOfferKey(saved.id), { data: saved }, { revalidate: false });
            notify.success(t('employer.offer.saved'));
            navigate(pathTo('employerMyOffers', lang));
          }}
        />
      ) : (
        <Skeleton $h={400} />
      )}
    </>
  );
}

export default definePage({
  Component: EditOffer,
  keys: ({ params, brand }) => [
    getEmployerOfferKey(params.id ?? ''),
    getCompanyOptionsKey(),
    getBoardAttributesKey(brand.board),
  ],
  mainResource: true,
  head: employerHead('employer.offer.editTitle', ({ peek, params, lang }) => {
    const offer = peek<DataOf<Parameters<typeof offerTitle>[0]>>(
      getEmployerOfferKey(params.id ?? ''),
    )?.data;
    return { title: offer ? offerTitle(offer, lang) : '' };
  }),
  prepare: loadEmployerMessages,
});
