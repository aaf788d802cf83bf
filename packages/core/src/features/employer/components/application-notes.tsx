import { APPLICATION_NOTE_MAX } from '@jobboard/contracts/constants';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, FieldErrorOf, Muted, Skeleton, Textarea } from '../../../components/ui/primitives';
import { ApiError } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { readableDate } from '../../../lib/dates';
import { TIME_ZONE } from '../../../i18n';
import { notifyApiError } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import {
  addApplicationNote,
  getApplicationNotesKey,
  type ApplicationNotes as NotesAnswer,
} from '../api/application-notes';

const Section = styled.section`
  margin-top: ${(p) => p.theme.space[3]};
  h3 {
    margin: 0;
  }
  ol {
    list-style: none;
    margin: ${(p) => p.theme.space[2]} 0 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space[2]};
  }
  li {
    padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
    border-left: 3px solid ${(p) => p.theme.colors.borderStrong};
    background: ${(p) => p.theme.colors.background};
    border-radius: 0 ${(p) => p.theme.radii.sm} ${(p) => p.theme.radii.sm} 0;
  }
  li p {
    margin: ${(p) => p.theme.space[1]} 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  form {
    margin-top: ${(p) => p.theme.space[3]};
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space[1]};
  }
  label {
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
`;
const NoteText = styled(Textarea)`
  min-height: 5rem;
`;
const FormFoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]};
`;

/**
 * The team's notes on an application (never shown to the candidate): the list, oldest first,
 * each with its author and date, and a form to add one (trimmed, 1–2,000 characters; the
 * server's 422 shows under the field).
 */
export function ApplicationNotes(props: {
  offerId: number;
  applicationId: number;
  onAdded?: () => void;
}) {
  const intl = useIntl();
  const { board } = useBrand();
  const id = useId();
  const key = getApplicationNotesKey(board, props.offerId, props.applicationId);
  const { data, mutate } = useApi<NotesAnswer>(key);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const t = (messageId: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: messageId }, values);
  const fieldId = `${id}-note`;
  const counterId = `${id}-count`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(t('employer.applications.notes.required'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const { data: note } = await addApplicationNote(board, props.offerId, props.applicationId, {
        body,
      });
      await mutate((current) => ({ data: [...(current?.data ?? []), note] }), {
        revalidate: false,
      });
      setBody('');
      props.onAdded?.();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.fieldError('body') : undefined;
      if (message) setError(message);
      else notifyApiError(failure, intl);
    } finally {
      setBusy(false);
    }
  };
  const notes = data?.data;
  return (
    <Section aria-labelledby={`${id}-title`} data-testid="application-notes">
      <h3 id={`${id}-title`}>{t('employer.applications.notes.title')}</h3>
      <Muted>{t('employer.applications.notes.private')}</Muted>
      {!notes ? (
        <Skeleton $h={48} />
      ) : notes.length ? (
        <ol>
          {notes.map((note) => (
            <li key={note.id} data-testid="application-note">
              <Muted>
                {t('employer.applications.notes.by', {
                  author: note.author
                    ? `${note.author.first_name} ${note.author.last_name}`.trim()
                    : t('employer.applications.notes.formerMember'),
                  date: readableDate(intl, note.created_at, 'medium'),
                  time: intl.formatTime(note.created_at, {
                    hour: 'numeric',
                    minute: '2-digit',
                    timeZone: TIME_ZONE,
                  }),
                })}
              </Muted>
              <p>{note.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p>
          <Muted>{t('employer.applications.notes.empty')}</Muted>
        </p>
      )}
      <form method="post" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor={fieldId}>{t('employer.applications.notes.add')}</label>
        <NoteText
          id={fieldId}
          rows={3}
          value={body}
          maxLength={APPLICATION_NOTE_MAX}
          $invalid={!!error}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${fieldId}-error` : '', counterId].filter(Boolean).join(' ')}
          onChange={(e) => {
            setBody(e.target.value);
            if (error) setError(undefined);
          }}
          data-testid="application-note-input"
        />
        <FieldErrorOf id={fieldId} error={error} />
        <FormFoot>
          <Muted id={counterId}>
            {t('employer.applications.notes.length', {
              count: body.length,
              max: APPLICATION_NOTE_MAX,
            })}
          </Muted>
          <Button
            type="submit"
            $variant="secondary"
            disabled={busy}
            data-testid="application-note-add"
          >
            {t('employer.applications.notes.submit')}
          </Button>
        </FormFoot>
      </form>
    </Section>
  );
}
