import type { City } from '@jobboard/contracts';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Field, Muted, Select, Stack } from '../../../../components/ui/primitives';
import { useBrand } from '../../../../lib/brand';
import { invalidProps, TextField } from '../fields';
import type { StepProps } from './offer-details-step';

const Pair = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[4]};
  ${(p) => p.theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/** Step 3, specifications: city, address, salary range and period, positions, expiry date. */
export function OfferSpecificationsStep({
  values,
  onChange,
  errors,
  cities,
}: StepProps & { cities: City[] }) {
  const intl = useIntl();
  const { manifest } = useBrand();
  const t = (id: string) => intl.formatMessage({ id });
  const featured = cities.filter((c) => c.featured);
  const others = cities.filter((c) => !c.featured);
  const text = (name: 'address' | 'salary_min' | 'salary_max' | 'positions' | 'expires_at') => ({
    id: `offer-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [name]: e.target.value }),
  });
  return (
    <Stack $gap="4">
      <Field id="offer-city_id" label={t('employer.offer.field.city')} error={errors.city_id}>
        <Select
          id="offer-city_id"
          value={values.city_id ?? ''}
          onChange={(e) => onChange({ city_id: e.target.value ? Number(e.target.value) : null })}
          {...invalidProps('offer-city_id', errors.city_id)}
        >
          <option value="">{t('employer.form.choose')}</option>
          <optgroup label={t('employer.offer.citiesFeatured')}>
            {featured.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('employer.offer.citiesOther')}>
            {others.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </optgroup>
        </Select>
      </Field>
      <TextField
        label={t('employer.offer.field.address')}
        autoComplete="street-address"
        maxLength={300}
        {...text('address')}
      />
      {manifest.behaviour.requirePayRange ? (
        <Muted data-testid="pay-required">{t('employer.offer.field.payRequired')}</Muted>
      ) : null}
      <Pair>
        <TextField
          label={t('employer.offer.field.salaryMin')}
          inputMode="decimal"
          {...text('salary_min')}
        />
        <TextField
          label={t('employer.offer.field.salaryMax')}
          inputMode="decimal"
          {...text('salary_max')}
        />
        <Field
          id="offer-salary_period"
          label={t('employer.offer.field.salaryPeriod')}
          error={errors.salary_period}
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
      <Pair>
        <TextField
          label={t('employer.offer.field.positions')}
          type="number"
          min={1}
          max={1000}
          inputMode="numeric"
          {...text('positions')}
        />
        <TextField
          label={t('employer.offer.field.expiresAt')}
          type="date"
          {...text('expires_at')}
        />
      </Pair>
    </Stack>
  );
}
