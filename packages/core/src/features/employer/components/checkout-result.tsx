import type { CheckoutSession, EmployerOffer } from '@jobboard/contracts';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ButtonLink } from '../../../components/ui/button-link';
import { Alert, Button, Card, Row, Skeleton } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { ApiError } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { useLang } from '../../../lib/lang';
import { notifyApiError } from '../../../lib/notify';
import { updateSingleJobPostingCheckoutSessionStatus } from '../api/update-checkout-session-status';

type Outcome =
  | { kind: 'loading' }
  | { kind: 'done'; checkout: CheckoutSession; offer: EmployerOffer }
  | { kind: 'missing' }
  | { kind: 'error' };

/**
 * The end of the single job posting checkout (docs/employers.md): the page the provider returns to
 * asks the server to update the session's status ("paid" publishes the offer), then says so.
 */
export function CheckoutResult(props: {
  offerId: number;
  sessionId: string | null;
  returned: 'success' | 'cancel';
}) {
  const intl = useIntl();
  const lang = useLang();
  const { board, manifest } = useBrand();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    setOutcome({ kind: 'loading' });
    updateSingleJobPostingCheckoutSessionStatus(board, props.offerId, props.sessionId ?? undefined)
      .then((res) => setOutcome({ kind: 'done', ...res.data }))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) setOutcome({ kind: 'missing' });
        else {
          notifyApiError(error, intl);
          setOutcome({ kind: 'error' });
        }
      });
  }, [attempt, board, props.offerId, props.sessionId, intl]);

  const backToPublish = (
    <ButtonLink to="employerOfferPublish" params={{ id: props.offerId }} $variant="ghost">
      {t('employer.checkout.backToPublish')}
    </ButtonLink>
  );
  if (outcome.kind === 'loading') return <Skeleton $h={120} />;
  if (outcome.kind === 'missing' || outcome.kind === 'error')
    return (
      <Card>
        <Alert $tone="warning" role="status">
          {t(outcome.kind === 'missing' ? 'employer.checkout.missing' : 'employer.checkout.failed')}
        </Alert>
        <Row>{backToPublish}</Row>
      </Card>
    );

  const { checkout, offer } = outcome;
  const label = manifest.label[lang];
  const slug = offer.contents[lang]?.slug ?? offer.contents[offer.primary_language]?.slug;
  const amount = intl.formatNumber(checkout.amount_cents / 100, {
    style: 'currency',
    currency: checkout.currency,
  });
  return (
    <Card data-testid="checkout-result" data-status={checkout.status}>
      {checkout.status === 'paid' ? (
        <>
          <Alert $tone="success" role="status">
            {checkout.amount_cents === 0
              ? t('employer.checkout.free', { board: label })
              : t('employer.checkout.paid', { board: label, amount })}
          </Alert>
          <Row>
            {slug ? (
              <RouteLink to="offer" params={{ slug, id: offer.id }} data-testid="checkout-view">
                {t('employer.publish.view')}
              </RouteLink>
            ) : null}
            <ButtonLink to="employerMyOffers">{t('employer.checkout.toOffers')}</ButtonLink>
          </Row>
        </>
      ) : checkout.status === 'canceled' || props.returned === 'cancel' ? (
        <>
          <Alert $tone="warning" role="status">
            {t('employer.checkout.canceled', { board: label })}
          </Alert>
          <Row>{backToPublish}</Row>
        </>
      ) : (
        <>
          <Alert $tone="info" role="status">
            {t('employer.checkout.pending')}
          </Alert>
          <Row>
            <Button type="button" onClick={() => setAttempt((a) => a + 1)}>
              {t('employer.checkout.refresh')}
            </Button>
            {backToPublish}
          </Row>
        </>
      )}
    </Card>
  );
}
