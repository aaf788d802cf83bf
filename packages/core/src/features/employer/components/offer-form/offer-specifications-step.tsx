import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CheckField } from '../../../../components/forms/check-field';
import { ADDRESS_MAX, OFFER_MAX_DAYS_AHEAD, offerDate } from '../../../../config/constants';
import { CityCombobox, useCity } from '../../../../components/forms/city-combobox';
import { Alert, Button, Field, Muted, Select, Stack } from '../../../../components/ui/primitives';
import { useBrand } from '../../../../lib/brand';
import { DateField } from '../date-field';
import { invalidProps, TextField } from '../fields';
import type { StepProps } from './offer-details-step';
import { HOURLY_PAY_CEILING, otherPayPeriod, YEARLY_PAY_FLOOR } from './offer-form-values';

const Pair = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[4]};
  ${(p) => p.theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Workplace = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: ${(p) => p.theme.space[2]};
  ${(p) => p.theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
  legend {
    padding: 0;
    margin-bottom: ${(p) => p.theme.space[2]};
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
`;

/**
 * Step 3, specifications: city, address, remote work and applicants from all of Canada, salary
 * range and period, positions, expiry date.
 */
export function OfferSpecificationsStep({ values, onChange, errors }: StepProps) {
  const intl = useIntl();
  const { manifest } = useBrand();
  const t = (id: string) => intl.formatMessage({ id });
  // A stored offer gives the city's id: its name comes from the lookup.
  const stored = useCity(values.city ? null : values.city_id);
  const suggested = otherPayPeriod(values);
  const dollars = (amount: number) =>
    intl.formatNumber(amount, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });
  const text = (name: 'address' | 'salary_min' | 'salary_max' | 'positions') => ({
    id: `offer-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [name]: e.target.value }),
  });
  return (
    <Stack $gap="4">
      <Field
        id="offer-city_id"
        label={t('employer.offer.field.city')}
        error={errors.city_id}
        required
      >
        <CityCombobox
          id="offer-city_id"
          value={values.city ?? stored}
          onChange={(city) => onChange({ city, city_id: city?.id ?? null })}
          onText={(city_text) => onChange({ city_text })}
          defaultText={values.city_text}
          required
          invalid={!!errors.city_id}
          describedBy={errors.city_id ? 'offer-city_id-error' : undefined}
          placeholder={t('city.placeholder')}
          testId="offer-city"
        />
      </Field>
      <TextField
        label={t('employer.offer.field.address')}
        optional
        autoComplete="street-address"
        maxLength={ADDRESS_MAX}
        {...text('address')}
      />
      <Workplace data-testid="offer-workplace">
        <legend>{t('employer.offer.field.workplace')}</legend>
        <CheckField
          id="offer-remote"
          label={t('employer.offer.field.remote')}
          hint={t('employer.offer.field.remoteHint')}
          checked={values.remote}
          onChange={(remote) => onChange({ remote })}
        />
        <CheckField
          id="offer-open_to_canada"
          label={t('employer.offer.field.openToCanada')}
          hint={t('employer.offer.field.openToCanadaHint')}
          checked={values.open_to_canada}
          onChange={(open_to_canada) => onChange({ open_to_canada })}
        />
      </Workplace>
      {manifest.behaviour.requirePayRange ? (
        <Muted data-testid="pay-required">{t('employer.offer.field.payRequired')}</Muted>
      ) : null}
      <Pair>
        <TextField
          label={t('employer.offer.field.salaryMin')}
          optional
          inputMode="decimal"
          {...text('salary_min')}
        />
        <TextField
          label={t('employer.offer.field.salaryMax')}
          optional
          inputMode="decimal"
          {...text('salary_max')}
        />
        <Field
          id="offer-salary_period"
          label={t('employer.offer.field.salaryPeriod')}
          error={errors.salary_period}
          required
        >
          <Select
            id="offer-salary_period"
            value={values.salary_period}
            onChange={(e) => onChange({ salary_period: e.target.value as 'hour' | 'year' })}
            {...invalidProps('offer-salary_period', errors.salary_period)}
          >
            <option value="year">{t('employer.offer.period.year')}</option>
            <option value="hour">{t('employer.offer.period.hour')}</option>
          </Select>
        </Field>
      </Pair>
      {/* Said as the amounts are typed, in a live region that is always there; saving stays
          open: some pay is what it says. */}
      <div role="status" data-testid="pay-check">
        {suggested ? (
          <Alert $tone="warning">
            <span>
              {suggested === 'hour'
                ? intl.formatMessage(
                    { id: 'employer.offer.payCheck.yearLow' },
                    { amount: dollars(YEARLY_PAY_FLOOR) },
                  )
                : intl.formatMessage(
                    { id: 'employer.offer.payCheck.hourHigh' },
                    { amount: dollars(HOURLY_PAY_CEILING) },
                  )}
            </span>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => onChange({ salary_period: suggested })}
              data-testid="pay-check-switch"
            >
              {intl.formatMessage(
                { id: 'employer.offer.payCheck.switch' },
                { period: t(`employer.offer.period.${suggested}`) },
              )}
            </Button>
          </Alert>
        ) : null}
      </div>
      <Pair>
        <TextField
          label={t('employer.offer.field.positions')}
          required
          type="number"
          min={1}
          max={1000}
          inputMode="numeric"
          {...text('positions')}
        />
        <Field
          id="offer-expires_at"
          label={t('employer.offer.field.expiresAt')}
          error={errors.expires_at}
          optional
        >
          <DateField
            id="offer-expires_at"
            value={values.expires_at}
            onChange={(expires_at) => onChange({ expires_at })}
            min={offerDate(1)}
            max={offerDate(OFFER_MAX_DAYS_AHEAD)}
            invalid={!!errors.expires_at}
            describedBy={errors.expires_at ? 'offer-expires_at-error' : undefined}
            testId="offer-expires"
          />
        </Field>
      </Pair>
    </Stack>
  );
}
