import type { CompanyInputValues, EmployerCompany } from '@jobboard/contracts';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  Button,
  Field,
  Muted,
  RequiredLegend,
  Stack,
  Textarea,
} from '../../../components/ui/primitives';
import { COMPANY_NAME_MAX } from '../../../config/constants';
import { useSubmit } from '../../../lib/use-submit';
import { createCompany } from '../api/create-company';
import { updateCompany } from '../api/update-company';
import { ErrorSummary } from '../../../components/forms/error-summary';
import { FieldGroup, invalidProps, TextField } from './fields';
import { Form } from '../../../components/forms/form';

const Columns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[4]};
  ${(p) => p.theme.media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

const LANGS = [
  ['fr', 'Français'],
  ['en', 'English'],
] as const;
const LINKS = ['website', 'facebook', 'linkedin', 'twitter', 'instagram'] as const;
type Values = Required<{ [K in keyof CompanyInputValues]: string }>;

function valuesOf(company?: EmployerCompany): Values {
  return {
    name_fr: company?.name_fr ?? '',
    name_en: company?.name_en ?? '',
    description_fr: company?.description_fr ?? '',
    description_en: company?.description_en ?? '',
    video_fr: company?.video_fr ?? '',
    video_en: company?.video_en ?? '',
    website: company?.website ?? '',
    facebook: company?.social.facebook ?? '',
    linkedin: company?.social.linkedin ?? '',
    twitter: company?.social.twitter ?? '',
    instagram: company?.social.instagram ?? '',
  };
}

/**
 * A company's bilingual fields (name, description and video in French and English; one name
 * is enough, the other language falls back to it) and its links. POST or PUT, 422 per field.
 */
export function CompanyForm(props: {
  company?: EmployerCompany;
  onSaved: (company: EmployerCompany) => void;
}) {
  const intl = useIntl();
  const { busy, errors, run } = useSubmit();
  const [values, setValues] = useState<Values>(() => valuesOf(props.company));
  const t = (id: string) => intl.formatMessage({ id });
  const field = (name: keyof Values) => ({
    id: `company-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const input: CompanyInputValues = {
        ...values,
        name_fr: values.name_fr.trim(),
        name_en: values.name_en.trim(),
      };
      const saved = props.company
        ? await updateCompany(props.company.id, input)
        : await createCompany(input);
      props.onSaved(saved.data);
    });
  };
  return (
    <Form method="post" onSubmit={submit} noValidate data-testid="company-form">
      <Stack $gap="4">
        <ErrorSummary errors={errors} />
        <RequiredLegend />
        <Muted as="p" style={{ margin: 0 }} id="company-name-hint">
          {t('employer.company.field.nameHint')}
        </Muted>
        <Columns>
          {LANGS.map(([lang, name]) => {
            // One name is required: each is while the other is empty; once the other has one,
            // this one is optional — but with both filled the French one stays marked, so the
            // form never says both are optional.
            const own = values[`name_${lang}`].trim();
            const other = values[lang === 'fr' ? 'name_en' : 'name_fr'].trim();
            const needed = !other || (lang === 'fr' && !!own);
            return (
              <FieldGroup key={lang} lang={lang === 'fr' ? 'fr-CA' : 'en-CA'}>
                <legend>{name}</legend>
                <Stack $gap="3">
                  <TextField
                    label={t('employer.company.field.name')}
                    maxLength={COMPANY_NAME_MAX}
                    autoComplete="organization"
                    required={needed}
                    optional={!needed}
                    {...(errors[`name_${lang}`] ? {} : { 'aria-describedby': 'company-name-hint' })}
                    {...field(`name_${lang}`)}
                  />
                  <Field
                    id={`company-description_${lang}`}
                    label={t('employer.company.field.description')}
                    error={errors[`description_${lang}`]}
                    optional
                  >
                    <Textarea
                      id={`company-description_${lang}`}
                      rows={8}
                      value={values[`description_${lang}`]}
                      onChange={(e) =>
                        setValues((v) => ({ ...v, [`description_${lang}`]: e.target.value }))
                      }
                      {...invalidProps(
                        `company-description_${lang}`,
                        errors[`description_${lang}`],
                      )}
                    />
                  </Field>
                  <TextField
                    label={t('employer.company.field.video')}
                    optional
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    {...field(`video_${lang}`)}
                  />
                </Stack>
              </FieldGroup>
            );
          })}
        </Columns>
        <FieldGroup>
          <legend>{t('employer.company.links')}</legend>
          <Stack $gap="3">
            {LINKS.map((name) => (
              <TextField
                key={name}
                label={t(`employer.company.field.${name}`)}
                optional
                type="url"
                inputMode="url"
                placeholder="https://"
                {...field(name)}
              />
            ))}
          </Stack>
        </FieldGroup>
        <div>
          <Button type="submit" disabled={busy} data-testid="company-save">
            {t(props.company ? 'employer.common.save' : 'employer.company.create')}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
