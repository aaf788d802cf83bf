import type { Offer } from '@jobboard/contracts';
import { Suspense, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Alert, linkButtonStyle } from '../../../components/ui/primitives';
import { lazyComponent } from '../../../lib/lazy-component';

const Opener = styled.button`
  ${linkButtonStyle}
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

// The form is fetched when the reader opens it, or points at or focuses the button first.
const ReportOfferForm = lazyComponent(() =>
  import('./report-offer-form').then((m) => ({ default: m.ReportOfferForm })),
);
const preloadForm = () => void ReportOfferForm.preload().catch(() => undefined);

/**
 * « Signaler cette offre / Report this offer » on an offer's page: a reason from the list and an
 * optional detail, mailed by the server to the board's moderators (nothing about the reporter
 * goes with it). Folded behind a link-styled button; once sent, the server's thank-you takes its
 * place. Lazily loaded with the share box (offer.tsx), its form again when opened.
 */
export function ReportOffer({ offer }: { offer: Pick<Offer, 'id'> }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const formId = useId();
  const opener = useRef<HTMLButtonElement>(null);

  if (done)
    return (
      <Alert $tone="success" role="status" data-testid="report-sent">
        {done}
      </Alert>
    );
  return (
    <div data-testid="offer-report">
      <Opener
        ref={opener}
        type="button"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => setOpen(!open)}
        onPointerEnter={preloadForm}
        onFocus={preloadForm}
        data-testid="report-open"
      >
        {intl.formatMessage({ id: 'offer.report.open' })}
      </Opener>
      {open ? (
        <Suspense fallback={null}>
          <ReportOfferForm
            id={formId}
            offerId={offer.id}
            onSent={setDone}
            onCancel={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
