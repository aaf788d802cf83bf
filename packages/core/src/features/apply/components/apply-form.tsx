import type { Offer, UserDocument } from '@jobboard/contracts';
import { APPLICATION_MESSAGE_MAX } from '@jobboard/contracts/constants';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FileInput } from '../../../components/forms/file-input';
import { ErrorSummary } from '../../../components/forms/error-summary';
import { invalidProps, TextField } from '../../../components/forms/text-field';
import styled from 'styled-components';
import {
  Button,
  Field,
  FieldMark,
  Muted,
  RequiredLegend,
  Stack,
  Textarea,
} from '../../../components/ui/primitives';
import { ApiError } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { notifyApiError } from '../../../lib/notify';
import { issuesToErrors } from '../../../lib/form-messages';
import { applyAndRegister, applyToOffer } from '../api/apply';
import { Form } from '../../../components/forms/form';

/** The resume to send: one choice a row, each row a 44 px tap target. */
const ResumeChoices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${(p) => p.theme.space[2]};
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space[3]};
    min-height: 44px;
    overflow-wrap: anywhere;
    cursor: pointer;
  }
`;

export interface ApplyFormProps {
  offer: Offer;
  /** The candidate's resumes; undefined for a visitor (apply and register in one step). */
  resumes: UserDocument[] | undefined;
  /** Uploads a new resume for a signed-in candidate and returns its id. */
  uploadResume: (file: File) => Promise<number>;
  /**
   * After a signed-in candidate's application (no message), or a visitor's apply-register:
   * `message` is the server's "check your e-mail" (it does not say whether the address was new).
   */
  onApplied: (message?: string) => void;
}

/**
 * The visitor's field rules (zod), fetched when the form is first focused or sent: the page's
 * first load does without them. Without them (a failed load), the server's 422 names the fields.
 */
const loadFieldRules = () =>
  import('../api/apply-fields').then(
    (m) => m.ApplyRegisterFieldsSchema,
    () => null,
  );

export function ApplyForm({ offer, resumes, uploadResume, onApplied }: ApplyFormProps) {
  const intl = useIntl();
  const { board } = useBrand();
  const [choice, setChoice] = useState<string>(resumes?.[0] ? String(resumes[0].id) : 'upload');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Read from the input, not only from its change event: a file chosen before the page was
    // hydrated fired no event React saw.
    const chosen = form.get('resume');
    const resumeFile = file ?? (chosen instanceof File && chosen.name ? chosen : null);
    // Every problem at once (the fields and the resume), the first one focused.
    const found: Record<string, string> = {};
    if (resumes === undefined) {
      setBusy(true);
      const schema = await loadFieldRules();
      setBusy(false);
      const parsed = schema?.safeParse(
        Object.fromEntries(
          ['first_name', 'last_name', 'email', 'password'].map((k) => [
            k,
            String(form.get(k) ?? ''),
          ]),
        ),
        { reportInput: true },
      );
      if (parsed && !parsed.success)
        Object.assign(found, issuesToErrors(parsed.error.issues, intl));
    }
    if ((resumes === undefined || choice === 'upload') && !resumeFile)
      found.file = t('apply.resumeRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (resumes === undefined) {
        const answer = await applyAndRegister(board, offer.id, form);
        onApplied(answer.message);
      } else {
        const resumeId = choice === 'upload' ? await uploadResume(resumeFile!) : Number(choice);
        const message = String(form.get('message') ?? '').trim();
        await applyToOffer(board, offer.id, {
          resume_id: resumeId,
          ...(message ? { message } : {}),
        });
        onApplied();
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setErrors(
          Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? ''])),
        );
      } else notifyApiError(error, intl);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: string, type = 'text', autoComplete?: string) => (
    <TextField
      id={`apply-${name}`}
      name={name}
      label={t(`apply.field.${name}`)}
      type={type}
      autoComplete={autoComplete}
      error={errors[name]}
      required
    />
  );

  return (
    <Form
      method="post"
      onSubmit={submit}
      encType="multipart/form-data"
      noValidate
      onFocus={resumes === undefined ? () => void loadFieldRules() : undefined}
      data-testid="apply-form"
    >
      <Stack $gap="4">
        <RequiredLegend />
        <ErrorSummary errors={errors} />
        {resumes === undefined ? (
          <>
            <p>{t('apply.visitorIntro')}</p>
            {field('first_name', 'text', 'given-name')}
            {field('last_name', 'text', 'family-name')}
            {field('email', 'email', 'email')}
            {field('password', 'password', 'new-password')}
          </>
        ) : (
          <ResumeChoices role="radiogroup" aria-required data-testid="apply-resume-choice">
            <legend>
              {t('apply.chooseResume')}
              <FieldMark required />
            </legend>
            {resumes.map((r) => (
              <label key={r.id}>
                <input
                  type="radio"
                  name="resume_id"
                  value={r.id}
                  checked={choice === String(r.id)}
                  onChange={() => setChoice(String(r.id))}
                />
                {r.name}
              </label>
            ))}
            <label>
              <input
                type="radio"
                name="resume_choice"
                value="upload"
                checked={choice === 'upload'}
                onChange={() => setChoice('upload')}
              />
              {t('apply.uploadNew')}
            </label>
          </ResumeChoices>
        )}
        {resumes === undefined || choice === 'upload' ? (
          <Field
            id="apply-file"
            label={t('apply.field.resume')}
            error={errors.file ?? errors.resume}
            required
          >
            <FileInput
              id="apply-file"
              aria-required
              {...invalidProps('apply-file', errors.file ?? errors.resume)}
              name="resume"
              accept=".pdf,.doc,.docx,.odt,.rtf,.txt"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Field>
        ) : null}
        {/* Optional, for both forms: the employer reads it with the application. */}
        <Field id="apply-message" label={t('apply.field.message')} error={errors.message} optional>
          <Textarea
            id="apply-message"
            name="message"
            rows={5}
            maxLength={APPLICATION_MESSAGE_MAX}
            {...invalidProps('apply-message', errors.message)}
            aria-describedby={errors.message ? 'apply-message-error' : 'apply-message-hint'}
          />
          <Muted id="apply-message-hint">
            {intl.formatMessage(
              { id: 'apply.field.messageHint' },
              { max: intl.formatNumber(APPLICATION_MESSAGE_MAX) },
            )}
          </Muted>
        </Field>
        <Button type="submit" disabled={busy} data-testid="apply-submit">
          {t('apply.submit')}
        </Button>
      </Stack>
    </Form>
  );
}
