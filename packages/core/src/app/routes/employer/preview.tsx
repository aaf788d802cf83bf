import type { DataOf, Offer } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button-link';
import { WideCompanyLogo } from '../../../components/ui/wide-company-logo';
import { Alert, Card, Skeleton } from '../../../components/ui/primitives';
import { getOfferPreviewKey } from '../../../features/employer/api/get-offer-preview';
import { PageHeader } from '../../../features/employer/components/page-header';
import { OfferDetails } from '../../../features/offers/components/offer-details';
import { useBrand } from '../../../lib/brand';
import { offerContent } from '../../../lib/job-posting';
import { useLang } from '../../../lib/lang';
import { companyName } from '../../../lib/localize';
import { revalidateOnArrival, useApi } from '../../../lib/use-api';
import { catalogs, catalogSource, withCatalogSources } from '../../../i18n';
import { loadEmployerMessages } from '../../../i18n/employer';
import { definePage } from '../../page';
import { employerHead } from './head';

const Employer = styled.p`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  margin: 0 0 ${(p) => p.theme.space[4]};
  font-weight: ${(p) => p.theme.fontWeights.bold};
`;

const Notice = styled(Alert)`
  margin-bottom: ${(p) => p.theme.space[4]};
`;

/**
 * The offer as candidates will see it on the board (its public answer, the same details block as
 * the offer page), before it is published: the employer reads it through, then edits or publishes.
 */
function Preview() {
  const intl = useIntl();
  const lang = useLang();
  const { board } = useBrand();
  const { id = '' } = useParams();
  const { data } = useApi<DataOf<Offer>>(getOfferPreviewKey(id), {
    revalidateOnMount: revalidateOnArrival(),
  });
  const offer = data?.data;
  const live = offer?.status === 'published' && offer.jobboards.some((j) => j.name === board);
  const t = (key: string) => intl.formatMessage({ id: key });
  return (
    <>
      <PageHeader
        title={intl.formatMessage(
          { id: 'employer.preview.title' },
          { title: offer ? (offerContent(offer, lang)?.title ?? '') : '' },
        )}
      >
        <ButtonLink to="employerOfferEdit" params={{ id }} $variant="secondary">
          {t('employer.offers.edit')}
        </ButtonLink>{' '}
        {live ? null : (
          <ButtonLink to="employerOfferPublish" params={{ id }} data-testid="preview-publish">
            {t('employer.offers.publish')}
          </ButtonLink>
        )}
      </PageHeader>
      {offer ? (
        <>
          <Notice $tone="info" role="note" data-testid="preview-notice">
            {t(live ? 'employer.preview.live' : 'employer.preview.draft')}
          </Notice>
          <Card as="div" data-testid="offer-preview">
            {offer.company && !offer.is_confidential ? (
              <Employer>
                <WideCompanyLogo
                  name={companyName(offer.company, lang)}
                  logo={offer.company.logo}
                  size={48}
                  decorative
                />
                {companyName(offer.company, lang)}
              </Employer>
            ) : null}
            <OfferDetails offer={offer} preview />
          </Card>
        </>
      ) : (
        <Skeleton $h={480} />
      )}
    </>
  );
}

// The offer page's words (the details block's labels) beside the employer area's.
const loadOfferCatalog = catalogs('offer');
const prepare = withCatalogSources(
  (lang) => Promise.all([loadEmployerMessages(lang), loadOfferCatalog(lang)]).then(),
  (lang) => [catalogSource('offer', lang)],
);

export default definePage({
  Component: Preview,
  keys: ({ params }) => [getOfferPreviewKey(params.id ?? '')],
  mainResource: true,
  head: employerHead('employer.preview.title', ({ peek, params, lang }) => {
    const offer = peek<DataOf<Offer>>(getOfferPreviewKey(params.id ?? ''))?.data;
    return { title: offer ? (offerContent(offer, lang)?.title ?? '') : '' };
  }),
  prepare,
});
