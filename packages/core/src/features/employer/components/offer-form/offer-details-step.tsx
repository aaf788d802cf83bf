import type { CompanyOption, NocJobTitle } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  Field,
  FieldError,
  FieldMark,
  Input,
  Muted,
  Select,
  Stack,
  Textarea,
} from '../../../../components/ui/primitives';
import { radioSegments } from '../../../../components/ui/radio-segments';
import { OFFER_TITLE_MAX } from '../../../../config/constants';
import { useBrand } from '../../../../lib/brand';
import { useLang } from '../../../../lib/lang';
import { companyName } from '../../../../lib/localize';
import { FieldGroup, invalidProps } from '../fields';
import { NocPicker } from './noc-picker';
import type { OfferFormValues } from './offer-form-values';

export interface StepProps {
  values: OfferFormValues;
  onChange: (patch: Partial<OfferFormValues>) => void;
  errors: Record<string, string>;
}

const Languages = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[4]};
  ${(p) => p.theme.media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;
const PlainFieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  legend {
    font-weight: ${(p) => p.theme.fontWeights.medium};
    padding: 0;
  }
`;
/**
 * The primary language as a pair of segments ("Français | English"): real radio inputs (one tab
 * stop, arrow keys), drawn as the checked segment; the focus ring goes on the segment.
 */
const LanguageChoice = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[1]};
  margin-top: ${(p) => p.theme.space[2]};
  padding: ${(p) => p.theme.space[1]};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  ${radioSegments}
  span {
    min-height: 44px;
    min-width: 7.5rem;
    padding: 0 ${(p) => p.theme.space[4]};
    border-radius: ${(p) => p.theme.radii.sm};
  }
  input:checked + span {
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
  }
  input:not(:checked):hover + span {
    background: ${(p) => p.theme.colors.surface};
  }
  input:focus-visible + span {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const LANG_NAMES = { fr: 'Français', en: 'English' } as const;

/**
 * Step 1, details: the company, the primary language, confidentiality, the NOC job title and
 * the contents in French and English — one offer, two languages (the other one is optional).
 */
export function OfferDetailsStep({
  values,
  onChange,
  errors,
  companies,
}: StepProps & { companies: CompanyOption[] }) {
  const intl = useIntl();
  const lang = useLang();
  const { manifest } = useBrand();
  const t = (id: string) => intl.formatMessage({ id });
  // Quebec boards (behaviour.requireFrenchVersion) publish an offer only with its French version:
  // said here, beside the French fields, before the publish page refuses it.
  const frenchRequired = manifest.behaviour.requireFrenchVersion;
  const langs =
    values.primary_language === 'fr' ? (['fr', 'en'] as const) : (['en', 'fr'] as const);

  const setContent = (l: 'fr' | 'en', field: 'title' | 'description', text: string) =>
    onChange({ contents: { ...values.contents, [l]: { ...values.contents[l], [field]: text } } });

  const chooseNoc = (noc: NocJobTitle | null) => {
    const contents = { ...values.contents };
    // A chosen title fills the offer titles that are still empty, in both languages.
    if (noc) {
      if (!contents.fr.title.trim()) contents.fr = { ...contents.fr, title: noc.title_fr };
      if (!contents.en.title.trim()) contents.en = { ...contents.en, title: noc.title_en };
    }
    onChange({ noc, noc_job_title_id: noc?.id ?? null, contents });
  };

  return (
    <Stack $gap="4">
      <Field
        id="offer-company_id"
        label={t('employer.offer.field.company')}
        error={errors.company_id}
        required
      >
        <Select
          id="offer-company_id"
          aria-required
          value={values.company_id ?? ''}
          onChange={(e) => onChange({ company_id: e.target.value ? Number(e.target.value) : null })}
          {...invalidProps('offer-company_id', errors.company_id)}
        >
          <option value="">{t('employer.form.choose')}</option>
          {companies.map((c) => (
            <option key={c.id} value={c.id}>
              {companyName(c, lang)}
            </option>
          ))}
        </Select>
      </Field>

      <PlainFieldset role="radiogroup" aria-required data-testid="offer-primary-language">
        <legend>
          {t('employer.offer.field.primaryLanguage')}
          <FieldMark required />
        </legend>
        <LanguageChoice>
          {(['fr', 'en'] as const).map((l) => (
            <label key={l} lang={l === 'fr' ? 'fr-CA' : 'en-CA'}>
              <input
                type="radio"
                name="primary_language"
                value={l}
                checked={values.primary_language === l}
                onChange={() => onChange({ primary_language: l })}
              />
              <span>{LANG_NAMES[l]}</span>
            </label>
          ))}
        </LanguageChoice>
      </PlainFieldset>

      <label>
        <input
          type="checkbox"
          checked={values.is_confidential}
          onChange={(e) => onChange({ is_confidential: e.target.checked })}
        />{' '}
        {t('employer.offer.field.confidential')}
      </label>

      <NocPicker
        id="offer-noc_job_title_id"
        value={values.noc_job_title_id}
        selected={values.noc}
        onChange={chooseNoc}
        error={errors.noc_job_title_id}
      />

      <Languages>
        {langs.map((l) => {
          const primary = l === values.primary_language;
          const required = primary || (l === 'fr' && frenchRequired);
          const titleId = `offer-contents-${l}-title`;
          const descId = `offer-contents-${l}-description`;
          const titleError = errors[`contents.${l}.title`];
          const descError = errors[`contents.${l}.description`] ?? errors[`contents.${l}`];
          return (
            <FieldGroup
              key={l}
              lang={l === 'fr' ? 'fr-CA' : 'en-CA'}
              data-testid={`offer-content-${l}`}
            >
              <legend>
                {LANG_NAMES[l]} —{' '}
                {t(
                  primary
                    ? 'employer.offer.primaryContent'
                    : required
                      ? 'employer.offer.requiredContent'
                      : 'employer.offer.otherContent',
                )}
              </legend>
              <Stack $gap="3">
                {l === 'fr' && frenchRequired ? (
                  <Muted data-testid="french-required">
                    {intl.formatMessage(
                      { id: 'employer.offer.frenchRequired' },
                      { board: manifest.label[lang] },
                    )}
                  </Muted>
                ) : primary ? null : (
                  <Muted>{t('employer.offer.otherContentHint')}</Muted>
                )}
                <Field
                  id={titleId}
                  label={t('employer.offer.field.title')}
                  error={titleError}
                  required={primary}
                  optional={!required}
                >
                  <Input
                    id={titleId}
                    aria-required={primary || undefined}
                    value={values.contents[l].title}
                    onChange={(e) => setContent(l, 'title', e.target.value)}
                    maxLength={OFFER_TITLE_MAX}
                    {...invalidProps(titleId, titleError)}
                  />
                </Field>
                <Field
                  id={descId}
                  label={t('employer.offer.field.description')}
                  error={descError}
                  required={primary}
                  optional={!required}
                >
                  <Textarea
                    id={descId}
                    aria-required={primary || undefined}
                    rows={10}
                    value={values.contents[l].description}
                    onChange={(e) => setContent(l, 'description', e.target.value)}
                    {...invalidProps(descId, descError)}
                  />
                </Field>
              </Stack>
            </FieldGroup>
          );
        })}
      </Languages>
      {errors.contents ? <FieldError role="alert">{errors.contents}</FieldError> : null}
    </Stack>
  );
}
