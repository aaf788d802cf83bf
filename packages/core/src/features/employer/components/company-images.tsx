import type { EmployerCompany } from '@jobboard/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FileInput } from '../../../components/forms/file-input';
import styled from 'styled-components';
import { WideCompanyLogo } from '../../../components/ui/wide-company-logo';
import { Button, Card, Field, Muted, Stack } from '../../../components/ui/primitives';
import { ApiError } from '../../../lib/api-client';
import { useLang } from '../../../lib/lang';
import { companyName } from '../../../lib/localize';
import { notify, notifyApiError } from '../../../lib/notify';
import { MAX_COMPANY_IMAGE_BYTES, uploadCompanyImages } from '../api/upload-company-images';
import { Form } from '../../../components/forms/form';

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

/* The logo as cards and pages show it (CompanyLogo, the initials without one), and beside it
   what it is: the current logo, the chosen file not yet uploaded, or none yet. */
const LogoPreview = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
`;

/** A local URL of the chosen image, to preview it before the upload (revoked when replaced). */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

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
  const lang = useLang();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = `company-${props.kind}`;
  const maxMb = Math.round(MAX_COMPANY_IMAGE_BYTES / 1024 / 1024);
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const current = props.company[props.kind];
  const previewUrl = usePreviewUrl(props.kind === 'logo' && file && !error ? file : null);

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
      // 413 is "file size exceeded" (docs/api.md#errors); 415 and 422 mean content that is not an
      // image the server can read (the only field error of a single chosen file): the catalogs say
      // so.
      if (err instanceof ApiError && err.status === 413)
        setError(t('employer.company.image.size', { max: maxMb }));
      else if (err instanceof ApiError && (err.status === 422 || err.status === 415))
        setError(t('employer.company.image.type'));
      else notifyApiError(err, intl);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      method="post"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid={`company-${props.kind}-form`}
    >
      <Stack $gap="2">
        <h3>{t(`employer.company.image.${props.kind}`)}</h3>
        {props.kind === 'logo' ? (
          <LogoPreview data-testid="company-logo-preview">
            <WideCompanyLogo
              name={companyName(props.company, lang)}
              logo={
                previewUrl
                  ? { url: previewUrl, width: 96, height: 96 }
                  : (props.company.logo ?? null)
              }
              size={96}
              eager
            />
            <Muted>
              {previewUrl
                ? t('employer.company.image.preview.logo')
                : current
                  ? t('employer.company.image.current.logo')
                  : t('employer.company.image.noLogo')}
            </Muted>
          </LogoPreview>
        ) : current ? (
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
        <Field id={id} label={t('employer.company.image.file')} error={error} required>
          <FileInput
            id={id}
            aria-required
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
    </Form>
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
