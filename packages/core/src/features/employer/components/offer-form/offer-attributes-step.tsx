import type { Attribute, AttributesByType } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import {
  OFFER_MAX_CERTIFICATIONS,
  OFFER_MAX_SKILLS,
  OFFER_MAX_SPECIALIZATIONS,
} from '../../../../config/constants';
import { Field, Select, Stack } from '../../../../components/ui/primitives';
import { useLang } from '../../../../lib/lang';
import { attrLabel, sortCategories } from '../../../../lib/localize';
import { CheckboxGroup, invalidProps, MultiPicker, type Choice } from '../fields';
import type { StepProps } from './offer-details-step';

/**
 * Step 2, attributes: category, its specializations, experience, schedules, education,
 * certifications and skills, from the board's attribute lists.
 */
export function OfferAttributesStep({
  values,
  onChange,
  errors,
  attributes,
}: StepProps & { attributes: Partial<AttributesByType> }) {
  const intl = useIntl();
  const lang = useLang();
  const t = (id: string) => intl.formatMessage({ id });
  const list = (type: keyof AttributesByType): Attribute[] => attributes[type] ?? [];
  const choices = (items: Attribute[]): Choice[] =>
    items.map((a) => ({ id: a.id, label: attrLabel(a, lang) }));
  const specializations = list('specialization').filter(
    (s) => values.category_id !== null && s.parent_id === values.category_id,
  );

  const select = (
    name: 'category_id' | 'experience_id' | 'education_id',
    label: string,
    items: Attribute[],
    optional = false,
  ) => {
    const id = `offer-${name}`;
    return (
      <Field id={id} label={label} error={errors[name]} required={!optional} optional={optional}>
        <Select
          id={id}
          aria-required={!optional || undefined}
          value={values[name] ?? ''}
          onChange={(e) => {
            const next = e.target.value ? Number(e.target.value) : null;
            if (name === 'category_id') {
              // Specializations belong to a category: the ones of another category go.
              const keep = new Set(
                list('specialization')
                  .filter((s) => s.parent_id === next)
                  .map((s) => s.id),
              );
              onChange({
                category_id: next,
                specialization_ids: values.specialization_ids.filter((s) => keep.has(s)),
              });
            } else onChange({ [name]: next });
          }}
          {...invalidProps(id, errors[name])}
        >
          <option value="">{t(optional ? 'employer.form.none' : 'employer.form.choose')}</option>
          {items.map((a) => (
            <option key={a.id} value={a.id}>
              {attrLabel(a, lang)}
            </option>
          ))}
        </Select>
      </Field>
    );
  };

  return (
    <Stack $gap="4">
      {select(
        'category_id',
        t('employer.offer.field.category'),
        sortCategories(list('category'), lang),
      )}
      {values.category_id !== null && specializations.length > 0 ? (
        <CheckboxGroup
          id="offer-specialization_ids"
          legend={t('employer.offer.field.specializations')}
          hint={intl.formatMessage(
            { id: 'employer.form.upTo' },
            { max: OFFER_MAX_SPECIALIZATIONS },
          )}
          choices={choices(specializations)}
          value={values.specialization_ids}
          onChange={(ids) => onChange({ specialization_ids: ids })}
          error={errors.specialization_ids}
          optional
          columns
        />
      ) : null}
      {select('experience_id', t('employer.offer.field.experience'), list('experience'))}
      <CheckboxGroup
        id="offer-schedule_ids"
        legend={t('employer.offer.field.schedules')}
        choices={choices(list('schedule'))}
        value={values.schedule_ids}
        onChange={(ids) => onChange({ schedule_ids: ids })}
        error={errors.schedule_ids}
        required
        columns
      />
      {select('education_id', t('employer.offer.field.education'), list('education'), true)}
      <MultiPicker
        id="offer-certification_ids"
        label={t('employer.offer.field.certifications')}
        choices={choices(list('certification'))}
        value={values.certification_ids}
        onChange={(ids) => onChange({ certification_ids: ids })}
        error={errors.certification_ids}
        max={OFFER_MAX_CERTIFICATIONS}
        optional
      />
      <MultiPicker
        id="offer-skill_ids"
        label={t('employer.offer.field.skills')}
        choices={choices(list('skill'))}
        value={values.skill_ids}
        onChange={(ids) => onChange({ skill_ids: ids })}
        error={errors.skill_ids}
        max={OFFER_MAX_SKILLS}
        optional
      />
    </Stack>
  );
}
