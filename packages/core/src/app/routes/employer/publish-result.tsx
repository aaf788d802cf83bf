import { useIntl } from 'react-intl';
import { useMatches, useParams, useSearchParams } from 'react-router-dom';
import { CheckoutResult } from '../../../features/employer/components/checkout-result';
import { PageHeader } from '../../../features/employer/components/page-header';
import { loadEmployerMessages } from '../../../i18n/employer';
import { definePage } from '../../page';
import { employerHead } from './head';

/** /employer/offer/{id}/publish/success and …/cancel: where the checkout returns. */
function PublishResult() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const name = [...useMatches()]
    .reverse()
    .map((m) => (m.handle as { name?: string } | undefined)?.name)
    .find(Boolean);
  const returned = name === 'employerOfferPublishCancel' ? 'cancel' : 'success';
  const offerId = Number(id);
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: `employer.checkout.${returned}Title` })} />
      {Number.isInteger(offerId) && offerId > 0 ? (
        <CheckoutResult
          key={`${offerId}:${returned}`}
          offerId={offerId}
          sessionId={search.get('session_id')}
          returned={returned}
        />
      ) : null}
    </>
  );
}

export default definePage({
  Component: PublishResult,
  head: (ctx) =>
    employerHead(
      ctx.name === 'employerOfferPublishCancel'
        ? 'employer.checkout.cancelTitle'
        : 'employer.checkout.successTitle',
    )(ctx),
  prepare: loadEmployerMessages,
});
