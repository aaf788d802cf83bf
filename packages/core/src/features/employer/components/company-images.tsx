import type { EmployerCompany } from '@jobboard/contracts';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Card, Field, Input, Muted, Stack } from '../../../components/ui/primitives';
import { ApiError } from '../../../lib/api-client';
import { notify, notifyApiError } from '../../../lib/notify';
import { MAX_COMPANY_IMAGE_BYTES, uploadCompanyImages } from '../api/upload-company-images';

/** What the server accepts (it checks the bytes; this only spares a useless upload). */
export const COMPANY_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'];

const Preview = styled.img<{ $kind: 'logo' | 'banner' }>`
  display: block;
  max-width: ${(p) => (p.$kind === 'logo' ? '160px' : '100%')};
  max-height: ${(p) => (p.$kind === 'logo' ? '160px' : '200px')};
  object-fit: contain;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.background};
`;

/** The reason a chosen file cannot be sent, or null. */
export function imageFileError(file: File): 'type' | 'size' | null {
  if (!COMPANY_IMAGE_TYPES.includes(file.type)) return 'type';
  if (file.size > MAX_COMPANY_IMAGE_BYTES) return 'size';
  return null;
}

function ImageUpload(props: {
  kind: 'logo' | 'banner';
  company: EmployerCompany;
  onUploaded: (company: EmployerCompany) => void;
}) {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = `company-${props.kind}`;
  const maxMb = Math.round(MAX_COMPANY_IMAGE_BYTES / 1024 / 1024);
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const current = props.company[props.kind];

  const choose = (chosen: File | null) => {
    setFile(chosen);
    const problem = chosen ? imageFileError(chosen) : null;
    setError(
      problem === 'type'
        ? t('employer.company.image.type')
        : problem === 'size'
          ? t('employer.company.image.size', { max: maxMb })
          : undefined,
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file || error) {
      if (!file) setError(t('employer.company.image.choose'));
      return;
    }
    setBusy(true);
    try {
      const res = await uploadCompanyImages(props.company.id, { [props.kind]: file });
      notify.success(t(`employer.company.image.saved.${props.kind}`));
      setFile(null);
      (e.target as HTMLFormElement).reset();
      props.onUploaded(res.data);
    } catch (err) {
      // SPEC §8: 413 is "file size exceeded"; 422 names the field (unsupported content).
      if (err instanceof ApiError && err.status === 413)
        setError(t('employer.company.image.size', { max: maxMb }));
      else if (err instanceof ApiError && err.status === 422)
        setError(err.fieldError(props.kind) ?? Object.values(err.errors)[0]?.[0] ?? err.message);
      else notifyApiError(err, intl);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid={`company-${props.kind}-form`}>
      <Stack $gap="2">
        <h3>{t(`employer.company.image.${props.kind}`)}</h3>
        {current ? (
          <Preview
            $kind={props.kind}
            src={current.url}
            width={current.width}
            height={current.height}
            alt={t(`employer.company.image.current.${props.kind}`)}
          />
        ) : (
          <Muted>{t('employer.company.image.none')}</Muted>
        )}
        <Field id={id} label={t('employer.company.image.file')} error={error}>
          <Input
            id={id}
            type="file"
            accept={COMPANY_IMAGE_TYPES.join(',')}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            $invalid={!!error}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
          />
        </Field>
        <Muted id={`${id}-hint`}>
          {t(`employer.company.image.hint.${props.kind}`, { max: maxMb })}
        </Muted>
        <div>
          <Button type="submit" $variant="secondary" disabled={busy || !file}>
            {t('employer.company.image.upload')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** Logo and banner of a company, each uploaded on its own (POST /ats/companies/{id}/images). */
export function CompanyImages(props: {
  company: EmployerCompany;
  onUploaded: (company: EmployerCompany) => void;
}) {
  const intl = useIntl();
  return (
    <Card aria-labelledby="company-images" data-testid="company-images">
      <h2 id="company-images">{intl.formatMessage({ id: 'employer.company.images' })}</h2>
      <Stack $gap="5">
        <ImageUpload kind="logo" {...props} />
        <ImageUpload kind="banner" {...props} />
      </Stack>
    </Card>
  );
}
