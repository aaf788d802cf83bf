import type { UserDocument } from '@jobboard/contracts';
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from '../../../config/constants';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FileInput } from '../../../components/forms/file-input';
import styled from 'styled-components';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { Button, Field, Input, Row, Select, Stack } from '../../../components/ui/primitives';
import { useBrand } from '../../../lib/brand';
import { notify } from '../../../lib/notify';
import { useSubmit } from '../../../lib/use-submit';
import {
  deleteDocument,
  documentDownloadUrl,
  renameDocument,
  uploadDocument,
  useDocuments,
} from '../api/documents';
import { Form } from '../../../components/forms/form';
import { readableDate } from '../../../lib/dates';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${(p) => p.theme.space[4]};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
    padding: ${(p) => p.theme.space[2]} 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  li > :first-child {
    flex: 1;
    min-width: 200px;
  }
`;

/** Resumes and cover letters: upload, rename, delete (the profile page). */
export function DocumentsPanel() {
  const intl = useIntl();
  const { board } = useBrand();
  const { data, mutate } = useDocuments();
  const { busy, errors, run } = useSubmit();
  const [editing, setEditing] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  const upload = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const file = fileRef.current?.files?.[0];
    const type = String(new FormData(form).get('type')) as UserDocument['type'];
    if (!file) return;
    if (file.size > MAX_DOCUMENT_BYTES) {
      notify.warning(t('errors.fileTooLarge'));
      return;
    }
    void run(async () => {
      await uploadDocument(board, file, type);
      form.reset();
      await mutate();
      notify.success(t('documents.uploaded'));
    });
  };
  const rename = (doc: UserDocument) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const name = String(new FormData(e.currentTarget).get('name') ?? '').trim();
    if (!name) return;
    void run(async () => {
      await renameDocument(board, doc.id, name);
      setEditing(null);
      await mutate();
    });
  };
  const remove = (doc: UserDocument) =>
    run(async () => {
      await deleteDocument(board, doc.id);
      await mutate();
    });

  return (
    <Stack $gap="3">
      <List data-testid="documents">
        {(data?.data ?? []).map((doc) =>
          editing === doc.id ? (
            <li key={doc.id}>
              <Form
                method="post"
                onSubmit={rename(doc)}
                style={{ display: 'flex', gap: 8, flex: 1 }}
              >
                <label className="visually-hidden" htmlFor={`rename-${doc.id}`}>
                  {t('documents.name')}
                </label>
                <Input id={`rename-${doc.id}`} name="name" defaultValue={doc.name} autoFocus />
                <Button type="submit" disabled={busy}>
                  {t('common.save')}
                </Button>
                <Button type="button" $variant="ghost" onClick={() => setEditing(null)}>
                  {t('common.cancel')}
                </Button>
              </Form>
            </li>
          ) : (
            <li key={doc.id} data-testid="document">
              <span>
                <a href={documentDownloadUrl(board, doc.id)}>{doc.name}</a> ·{' '}
                {t(`documents.type.${doc.type}`)} ·{' '}
                <time dateTime={doc.created_at}>{readableDate(intl, doc.created_at)}</time>
              </span>
              <Button type="button" $variant="ghost" onClick={() => setEditing(doc.id)}>
                {t('documents.rename')}
              </Button>
              {/* Asked in place, in the page's own controls (not the browser's confirm box). */}
              <ConfirmButton
                question={t('documents.confirmDelete', { name: doc.name })}
                onConfirm={() => remove(doc)}
                testId="document-delete"
              >
                {t('common.delete')}
              </ConfirmButton>
            </li>
          ),
        )}
        {data && !data.data.length ? <li>{t('documents.none')}</li> : null}
      </List>
      <Form method="post" onSubmit={upload} data-testid="document-upload">
        <Row>
          <Field id="doc-type" label={t('documents.typeLabel')} required>
            <Select id="doc-type" name="type" defaultValue="resume" aria-required>
              {DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`documents.type.${type}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="doc-file" label={t('documents.file')} error={errors.file} required>
            <FileInput
              id="doc-file"
              ref={fileRef}
              name="file"
              accept=".pdf,.doc,.docx,.odt,.rtf,.txt"
              required
              aria-required
            />
          </Field>
          <Button type="submit" disabled={busy}>
            {t('documents.upload')}
          </Button>
        </Row>
      </Form>
    </Stack>
  );
}
