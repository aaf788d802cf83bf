import type {
  AttributesByType,
  CityMatch,
  CompanyOption,
  EmployerOfferDetail,
} from '@jobboard/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useCity } from '../../../../components/forms/city-combobox';
import { cityNamedBy } from '../../../../components/forms/city-name';
import { ErrorSummary } from '../../../../components/forms/error-summary';
import { Button, Card, RequiredLegend, Row, Stack } from '../../../../components/ui/primitives';
import { ApiError } from '../../../../lib/api-client';
import { useBrand } from '../../../../lib/brand';
import { useLang } from '../../../../lib/lang';
import { notifyApiError } from '../../../../lib/notify';
import { createOffer } from '../../api/create-offer';
import { updateOffer } from '../../api/update-offer';
import { validateOfferStep } from '../../api/validate-offer-step';
import { OfferAttributesStep } from './offer-attributes-step';
import { OfferDetailsStep } from './offer-details-step';
import {
  attributesPayload,
  detailsPayload,
  fieldErrors,
  OFFER_STEPS,
  offerPayload,
  specificationsPayload,
  emptyChoices,
  stepOfField,
  type OfferFormStep,
  type OfferFormValues,
} from './offer-form-values';
import { OfferSpecificationsStep } from './offer-specifications-step';
import { Form } from '../../../../components/forms/form';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]};
  list-style: none;
  margin: 0 0 ${(p) => p.theme.space[4]};
  padding: 0;
  counter-reset: step;
  li {
    counter-increment: step;
  }
  /* On a phone the small type and tighter padding keep the three steps on one row. */
  li > * {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[1]};
    min-height: 44px;
    padding: ${(p) => p.theme.space[2]};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.pill};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.onSurface};
    font: inherit;
    font-size: ${(p) => p.theme.fontSizes.sm};
    ${(p) => p.theme.media.sm} {
      gap: ${(p) => p.theme.space[2]};
      padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
      font-size: inherit;
    }
  }
  li > *::before {
    content: counter(step) '.';
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
  button {
    cursor: pointer;
  }
  [aria-current='step'] {
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
    border-color: ${(p) => p.theme.colors.primary};
  }
`;
const Actions = styled(Row)`
  justify-content: space-between;
  margin-top: ${(p) => p.theme.space[5]};
`;

export interface OfferFormProps {
  initial: OfferFormValues;
  /** Editing an existing offer (PUT) instead of creating one (POST). */
  offerId?: number;
  companies: CompanyOption[];
  attributes: Partial<AttributesByType>;
  onSaved: (offer: EmployerOfferDetail) => void;
}

/** POST …/validation/{step} with that step's fields. */
const validateStep = (board: string, step: OfferFormStep, v: OfferFormValues) =>
  step === 'details'
    ? validateOfferStep(board, step, detailsPayload(v))
    : step === 'attributes'
      ? validateOfferStep(board, step, attributesPayload(v))
      : validateOfferStep(board, step, specificationsPayload(v));

/**
 * The offer form in three steps (docs/employers.md): each step is validated by the server before
 * the next one opens, its field errors shown beside the fields; the last one saves the offer.
 */
export function OfferForm(props: OfferFormProps) {
  const intl = useIntl();
  const lang = useLang();
  const { board } = useBrand();
  const [values, setValues] = useState(props.initial);
  // The stored offer's municipality: its own text typed again keeps it (of equal names, that one).
  const storedCity = useCity(props.initial.city_id);
  const [step, setStep] = useState<OfferFormStep>('details');
  const [reached, setReached] = useState(props.offerId ? 2 : 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const index = OFFER_STEPS.indexOf(step);
  const t = (id: string) => intl.formatMessage({ id });

  const onChange = (patch: Partial<OfferFormValues>) => setValues((v) => ({ ...v, ...patch }));

  // A new step takes the focus to its title; an error, to its first invalid field.
  // (ErrorSummary focuses the first invalid field: a step opened by the server's errors keeps it.)
  const moved = useRef(false);
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    // Not from a field the person already went into: the step's fields can take a click or a
    // keystroke before this effect runs, and taking the focus away would close what they opened.
    const inField = document.activeElement?.matches('input, textarea, select') ?? false;
    if (moved.current && !hasErrors && !inField) headingRef.current?.focus();
    moved.current = true;
    // Only when the step changes.
  }, [step]);

  const goTo = (next: OfferFormStep) => {
    setErrors({});
    setStep(next);
    setReached((r) => Math.max(r, OFFER_STEPS.indexOf(next)));
  };

  /**
   * Runs a server call; a 422 shows its field errors on the step they belong to, beside `local`,
   * the errors the form found itself (an empty choice, an unknown city), which name their field
   * better and win over the server's: every field to correct is named in one round.
   */
  const attempt = async (action: () => Promise<void>, local: Record<string, string> = {}) => {
    const hasLocal = Object.keys(local).length > 0;
    setBusy(true);
    try {
      await action();
      if (hasLocal) setErrors(local);
      return !hasLocal;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length) {
        const found = { ...fieldErrors(error.errors), ...local };
        const first = OFFER_STEPS.find((s) => Object.keys(found).some((k) => stepOfField(k) === s));
        if (first && first !== step) setStep(first);
        setErrors(found);
      } else {
        if (hasLocal) setErrors(local);
        notifyApiError(error, intl);
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    let v = values;
    // A city typed but not picked names a municipality by its whole name (the search's rule),
    // never the list's first suggestion; a text that names none is said on the field.
    const typed = step === 'specifications' && v.city_id === null ? v.city_text.trim() : '';
    const local: Record<string, string> = {};
    if (typed) {
      let named: CityMatch | null;
      setBusy(true);
      try {
        named = await cityNamedBy(typed, lang, storedCity);
      } catch (error) {
        notifyApiError(error, intl);
        return;
      } finally {
        setBusy(false);
      }
      if (named) {
        v = { ...v, city: named, city_id: named.id, city_text: '' };
        setValues(v);
      } else
        local.city_id = intl.formatMessage({ id: 'employer.offer.cityUnknown' }, { city: typed });
    }
    for (const [field, id] of Object.entries(emptyChoices(step, v))) local[field] ??= t(id);
    // The server checks the rest of the step even so: its errors come with these, not after.
    const ok = await attempt(() => validateStep(board, step, v), local);
    if (!ok) return;
    if (index < OFFER_STEPS.length - 1) {
      goTo(OFFER_STEPS[index + 1]!);
      return;
    }
    await attempt(async () => {
      const payload = offerPayload(v);
      const saved = props.offerId
        ? await updateOffer(props.offerId, payload)
        : await createOffer(payload);
      props.onSaved(saved.data);
    });
  };

  return (
    <Form
      method="post"
      ref={formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="offer-form"
    >
      <nav aria-label={t('employer.offer.steps')}>
        <Steps>
          {OFFER_STEPS.map((s, i) => {
            const label = t(`employer.offer.step.${s}`);
            return (
              <li key={s}>
                {s === step ? (
                  <span aria-current="step">{label}</span>
                ) : i <= reached ? (
                  <button type="button" onClick={() => goTo(s)} data-testid={`offer-goto-${s}`}>
                    {label}
                  </button>
                ) : (
                  <span>{label}</span>
                )}
              </li>
            );
          })}
        </Steps>
      </nav>
      <Card data-testid={`offer-step-${step}`}>
        <h2 ref={headingRef} tabIndex={-1}>
          {intl.formatMessage(
            { id: 'employer.offer.stepTitle' },
            { n: index + 1, total: OFFER_STEPS.length, title: t(`employer.offer.step.${step}`) },
          )}
        </h2>
        <Stack $gap="3">
          <RequiredLegend />
          <ErrorSummary errors={errors} />
        </Stack>
        {step === 'details' ? (
          <OfferDetailsStep
            values={values}
            onChange={onChange}
            errors={errors}
            companies={props.companies}
          />
        ) : step === 'attributes' ? (
          <OfferAttributesStep
            values={values}
            onChange={onChange}
            errors={errors}
            attributes={props.attributes}
          />
        ) : (
          <OfferSpecificationsStep values={values} onChange={onChange} errors={errors} />
        )}
        <Actions>
          {index > 0 ? (
            <Button
              type="button"
              $variant="ghost"
              onClick={() => goTo(OFFER_STEPS[index - 1]!)}
              disabled={busy}
              data-testid="offer-back"
            >
              {t('employer.common.back')}
            </Button>
          ) : (
            <span />
          )}
          {index < OFFER_STEPS.length - 1 ? (
            <Button type="submit" disabled={busy} data-testid="offer-next">
              {t('employer.common.next')}
            </Button>
          ) : (
            <Button type="submit" disabled={busy} data-testid="offer-save">
              {t(props.offerId ? 'employer.offer.saveChanges' : 'employer.offer.create')}
            </Button>
          )}
        </Actions>
      </Card>
    </Form>
  );
}
