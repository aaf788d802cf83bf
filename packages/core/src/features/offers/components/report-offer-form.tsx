import {
  OFFER_REPORT_DETAIL_MAX,
  OFFER_REPORT_REASONS,
  type OfferReportReason,
} from '@jobboard/contracts/offer-report';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Form } from '../../../components/forms/form';
import { invalidProps } from '../../../components/forms/text-field';
import {
  Button,
  Field,
  Muted,
  Row,
  Select,
  Stack,
  Textarea,
} from '../../../components/ui/primitives';
import { ApiError } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { notifyApiError } from '../../../lib/notify';
import { reportOffer } from '../api/report-offer';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${(p) => p.theme.space[2]};
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
`;

/**
 * The report's form (report-offer.tsx opens it): a reason from the list and an optional detail.
 * A chunk of its own, fetched when a reader opens it (or points at or focuses its button), not
 * with every offer page.
 */
export function ReportOfferForm({
  id,
  offerId,
  onSent,
  onCancel,
}: {
  id: string;
  offerId: number;
  /** The server's thank-you, shown in the form's place. */
  onSent: (message: string) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const { board } = useBrand();
  const t = (messageId: string) => intl.formatMessage({ id: messageId });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const reasonRef = useRef<HTMLSelectElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reason = String(form.get('reason') ?? '');
    const detail = String(form.get('detail') ?? '').trim();
    if (!(OFFER_REPORT_REASONS as readonly string[]).includes(reason)) {
      setErrors({ reason: t('form.required') });
      reasonRef.current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await reportOffer(board, offerId, {
        reason: reason as OfferReportReason,
        ...(detail ? { detail } : {}),
      });
      onSent(answer.message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        setErrors(
          Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? ''])),
        );
      else notifyApiError(error, intl);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form id={id} method="post" onSubmit={(e) => void submit(e)} noValidate>
      <Fieldset>
        <legend>{t('offer.report.title')}</legend>
        <Stack $gap="3">
          <Field id="report-reason" label={t('offer.report.reason')} error={errors.reason} required>
            <Select
              ref={reasonRef}
              id="report-reason"
              name="reason"
              defaultValue=""
              aria-required
              {...invalidProps('report-reason', errors.reason)}
            >
              <option value="" disabled>
                {t('offer.report.choose')}
              </option>
              {OFFER_REPORT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`offer.report.reason.${r}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="report-detail" label={t('offer.report.detail')} error={errors.detail} optional>
            <Textarea
              id="report-detail"
              name="detail"
              rows={4}
              maxLength={OFFER_REPORT_DETAIL_MAX}
              {...invalidProps('report-detail', errors.detail)}
              aria-describedby={errors.detail ? 'report-detail-error' : 'report-detail-hint'}
            />
            <Muted id="report-detail-hint">
              {intl.formatMessage(
                { id: 'offer.report.detailHint' },
                { max: intl.formatNumber(OFFER_REPORT_DETAIL_MAX) },
              )}
            </Muted>
          </Field>
          <Row>
            <Button type="submit" disabled={busy} data-testid="report-submit">
              {t('offer.report.submit')}
            </Button>
            <Button type="button" $variant="ghost" onClick={onCancel}>
              {t('offer.report.cancel')}
            </Button>
          </Row>
        </Stack>
      </Fieldset>
    </Form>
  );
}
