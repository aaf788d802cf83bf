import type { Offer } from '@jobboard/contracts';
import {
  OFFER_REPORT_DETAIL_MAX,
  OFFER_REPORT_REASONS,
  type OfferReportReason,
} from '@jobboard/contracts/offer-report';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Form } from '../../../components/forms/form';
import { invalidProps, LimitedTextArea } from '../../../components/forms/text-field';
import {
  Alert,
  Button,
  Field,
  linkButtonStyle,
  Row,
  Select,
  Stack,
} from '../../../components/ui/primitives';
import { ApiError } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { notifyApiError } from '../../../lib/notify';
import { reportOffer } from '../api/report-offer';

const Opener = styled.button`
  ${linkButtonStyle}
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

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
 * « Signaler cette offre / Report this offer » on an offer's page: a reason from the list and an
 * optional detail, mailed by the server to the board's moderators (nothing about the reporter
 * goes with it). Folded behind a link-styled button; once sent, the server's thank-you takes its
 * place. Lazily loaded with the share box (offer.tsx).
 */
export function ReportOffer({ offer }: { offer: Pick<Offer, 'id'> }) {
  const intl = useIntl();
  const { board } = useBrand();
  const t = (id: string) => intl.formatMessage({ id });
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const opener = useRef<HTMLButtonElement>(null);
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
      const answer = await reportOffer(board, offer.id, {
        reason: reason as OfferReportReason,
        ...(detail ? { detail } : {}),
      });
      setDone(answer.message);
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
        data-testid="report-open"
      >
        {t('offer.report.open')}
      </Opener>
      {open ? (
        <Form id={formId} method="post" onSubmit={(e) => void submit(e)} noValidate>
          <Fieldset>
            <legend>{t('offer.report.title')}</legend>
            <Stack $gap="3">
              <Field
                id="report-reason"
                label={t('offer.report.reason')}
                error={errors.reason}
                required
              >
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
              <LimitedTextArea
                id="report-detail"
                name="detail"
                rows={4}
                label={t('offer.report.detail')}
                error={errors.detail}
                max={OFFER_REPORT_DETAIL_MAX}
                hintMessageId="offer.report.detailHint"
              />
              <Row>
                <Button type="submit" disabled={busy} data-testid="report-submit">
                  {t('offer.report.submit')}
                </Button>
                <Button
                  type="button"
                  $variant="ghost"
                  onClick={() => {
                    setOpen(false);
                    setErrors({});
                    opener.current?.focus();
                  }}
                >
                  {t('offer.report.cancel')}
                </Button>
              </Row>
            </Stack>
          </Fieldset>
        </Form>
      ) : null}
    </div>
  );
}
