import type { DataOf, EmployerOfferDetail } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-link';
import { Skeleton } from '../../../components/ui/primitives';
import { useEmployerMe } from '../../../lib/get-employer-me';
import { getEmployerOfferKey } from '../../../features/employer/api/get-employer-offer';
import { offerTitle } from '../../../features/employer/components/offer-title';
import { PageHeader } from '../../../features/employer/components/page-header';
import { PublishOffer } from '../../../features/employer/components/publish-offer';
import { useLang } from '../../../lib/lang';
import { revalidateOnArrival, useApi } from '../../../lib/use-api';
import { loadEmployerMessages } from '../../../i18n/employer';
import { definePage } from '../../page';
import { employerHead } from './head';

function Publish() {
  const intl = useIntl();
  const lang = useLang();
  const { id = '' } = useParams();
  const { employer } = useEmployerMe();
  const { data, mutate } = useApi<DataOf<EmployerOfferDetail>>(getEmployerOfferKey(id), {
    revalidateOnMount: revalidateOnArrival(),
  });
  const offer = data?.data;
  return (
    <>
      <PageHeader
        title={intl.formatMessage(
          { id: 'employer.publish.title' },
          { title: offer ? offerTitle(offer, lang) : '' },
        )}
      >
        <ButtonLink
          to="employerOfferPreview"
          params={{ id }}
          $variant="secondary"
          data-testid="publish-preview-link"
        >
          {intl.formatMessage({ id: 'employer.preview.link' })}
        </ButtonLink>
      </PageHeader>
      {offer && employer ? (
        <PublishOffer offer={offer} employer={employer} onChanged={() => void mutate()} />
      ) : (
        <Skeleton $h={240} />
      )}
    </>
  );
}

export default definePage({
  Component: Publish,
  keys: ({ params }) => [getEmployerOfferKey(params.id ?? '')],
  mainResource: true,
  head: employerHead('employer.publish.title', ({ peek, params, lang }) => {
    const offer = peek<DataOf<EmployerOfferDetail>>(getEmployerOfferKey(params.id ?? ''))?.data;
    return { title: offer ? offerTitle(offer, lang) : '' };
  }),
  prepare: loadEmployerMessages,
});
