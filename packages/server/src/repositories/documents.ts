import contentDisposition from 'content-disposition';
import { and, desc, eq, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import { MAX_DOCUMENT_STORAGE_BYTES, type UserDocument } from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import {
  applicationDocuments,
  applications,
  documentReservations,
  documents,
} from '../db/schema.js';
import { sniffDocument, type DocumentMimeType, type DocumentSample } from '../lib/file-types.js';

/**
 * A candidate's documents (resumes, cover letters, others). The file lives in app.storage; the
 * row keeps its sniffed type, size and storage path. Rows are always read through their owner:
 * another candidate's document is "not found", never "forbidden".
 */
export type DocumentRow = typeof documents.$inferSelect;
export type DocumentType = DocumentRow['type'];

/** How many documents a candidate may keep (uploads are disk space). */
export const MAX_DOCUMENTS_PER_USER = 20;

export const toDocument = (row: DocumentRow): UserDocument => ({
  id: row.id,
  name: row.name,
  type: row.type,
  mime_type: row.mimeType,
  size: row.size,
  created_at: row.createdAt.toISOString(),
});

/** RTF is text to the storage sniffer; it is recognised here by its header. */
export const RTF_MIME_TYPE = 'application/rtf';

export interface SniffedUpload {
  /** What the document row records and the download serves. */
  mimeType: DocumentMimeType | typeof RTF_MIME_TYPE;
  /** What the storage service files it as (RTF is kept as text). */
  storageType: DocumentMimeType;
  extension: string;
}

const EXTENSIONS: Record<SniffedUpload['mimeType'], string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'text/plain': 'txt',
  [RTF_MIME_TYPE]: 'rtf',
};

/** The accepted document formats (pdf, doc, docx, odt, rtf, txt) by content; null otherwise. */
export function sniffUpload(input: Buffer | DocumentSample): SniffedUpload | null {
  const sniffed = sniffDocument(input);
  if (!sniffed) return null;
  const head = Buffer.isBuffer(input) ? input : input.head;
  if (sniffed === 'text/plain' && head.subarray(0, 5).toString('latin1') === '{\\rtf')
    return { mimeType: RTF_MIME_TYPE, storageType: sniffed, extension: EXTENSIONS[RTF_MIME_TYPE] };
  return { mimeType: sniffed, storageType: sniffed, extension: EXTENSIONS[sniffed] };
}

/**
 * The extensions a client's file name may end with for each format: the name must not say
 * another format than the bytes (a text file named .doc is not a Word document).
 * WordPad and older tools save RTF as .doc, which Word opens: allowed.
 */
const NAME_EXTENSIONS: Record<SniffedUpload['mimeType'], readonly string[]> = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'text/plain': ['txt', 'text'],
  [RTF_MIME_TYPE]: ['rtf', 'doc'],
};

/**
 * Whether a client's file name fits the format its bytes are: its extension is one of the
 * format's, or it has none (a phone's share sheet may send a bare name).
 */
export function nameFitsFormat(fileName: string | undefined, mimeType: SniffedUpload['mimeType']) {
  const base = (fileName ?? '').split(/[\\/]/).pop()!.trim();
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return true;
  return NAME_EXTENSIONS[mimeType].includes(base.slice(dot + 1).toLowerCase());
}

/**
 * `attachment` with the name (RFC 6266, by the content-disposition package): an ASCII fallback
 * without accents for old clients, and the UTF-8 name as filename* when it has other letters.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
  return contentDisposition(fileName, { fallback: ascii || 'document' });
}

/** The Content-Type of a download: the stored (sniffed) type; text says its encoding. */
export const downloadContentType = (mimeType: string): string =>
  mimeType === 'text/plain' || mimeType === RTF_MIME_TYPE ? `${mimeType}; charset=utf-8` : mimeType;

/** The extension a download gets for a stored MIME type. */
export const extensionOf = (mimeType: string): string =>
  EXTENSIONS[mimeType as SniffedUpload['mimeType']] ?? 'bin';

/**
 * A display name from a client's file name: no path, no control characters, at most 150
 * characters; `fallback` when nothing is left.
 */
export function documentName(fileName: string | undefined, fallback: string): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || fallback).slice(0, 150);
}

export async function listDocuments(db: DbLike, userId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

/** Advisory lock class of an account's document uploads (its second key is the account). */
const UPLOAD_LOCK = 727277;
/** An upload that has not ended this long after it began is taken for dead. */
const RESERVATION_MINUTES = 60;

export type UploadReservation = { id: number } | { refused: 'count' | 'bytes' };

/**
 * Reserves a document slot and `bytes` for an upload, BEFORE its body is read: one statement
 * counts the account's documents and the uploads under way and inserts the reservation only
 * below MAX_DOCUMENTS_PER_USER and MAX_DOCUMENT_STORAGE_BYTES. The account's advisory lock,
 * taken first in the same transaction, makes uploads arriving together (on any process of the
 * database) count one after the other; the statement after it sees every one committed before.
 * `bytes`: what the upload may weigh at most (its body's length, bounded by MAX_DOCUMENT_BYTES);
 * the document row then records what it did weigh.
 */
export async function reserveDocumentUpload(
  db: DbLike,
  userId: number,
  bytes: number,
): Promise<UploadReservation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK}::int, ${userId}::int)`);
    const { rows } = await tx.execute<{ id: number | null; n: number; used: string }>(sql`
      with stale as (
        delete from document_reservations where user_id = ${userId} and expires_at <= now()
      ), usage as (
        select
          (select count(*) from documents where user_id = ${userId})
            + (select count(*) from document_reservations
                where user_id = ${userId} and expires_at > now()) as n,
          (select coalesce(sum(size), 0) from documents where user_id = ${userId})
            + (select coalesce(sum(bytes), 0) from document_reservations
                where user_id = ${userId} and expires_at > now()) as used
      ), reserved as (
        insert into document_reservations (user_id, bytes, expires_at)
        select ${userId}, ${bytes}, now() + ${RESERVATION_MINUTES}::int * interval '1 minute'
          from usage
         where n < ${MAX_DOCUMENTS_PER_USER} and used + ${bytes} <= ${MAX_DOCUMENT_STORAGE_BYTES}
        returning id
      )
      select (select id from reserved) as id, n, used from usage`);
    const row = rows[0]!;
    if (row.id !== null) return { id: Number(row.id) };
    return { refused: Number(row.n) >= MAX_DOCUMENTS_PER_USER ? 'count' : 'bytes' };
  });
}

/** An upload that failed (or was refused after all): its slot and bytes go back. */
export async function releaseDocumentUpload(db: DbLike, reservationId: number): Promise<void> {
  await db.delete(documentReservations).where(eq(documentReservations.id, reservationId));
}

/** The uploaded document's row, written in one transaction with its reservation's release. */
export async function insertReservedDocument(
  db: DbLike,
  reservationId: number,
  input: Parameters<typeof insertDocument>[1],
): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    await releaseDocumentUpload(tx, reservationId);
    return insertDocument(tx, input);
  });
}

/** A document of this user, or undefined (also for another user's document). */
export async function findOwnDocument(
  db: DbLike,
  userId: number,
  id: number,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .limit(1);
  return row;
}

export async function insertDocument(
  db: DbLike,
  input: {
    userId: number;
    name: string;
    type: DocumentType;
    mimeType: string;
    size: number;
    storagePath: string;
  },
): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(input).returning();
  if (!row) throw new Error('document not created');
  return row;
}

export async function updateDocument(
  db: DbLike,
  userId: number,
  id: number,
  changes: { name: string; type?: DocumentType },
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(documents)
    .set(changes.type ? { name: changes.name, type: changes.type } : { name: changes.name })
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .returning();
  return row;
}

/**
 * Deletes a document unless a live application holds it (its employer may still download it: the
 * candidate is told so, rather than the application silently losing its resume). A withdrawn
 * application's documents are no longer served to anyone, so they hold nothing back. The check
 * and the delete are one statement, so an application made meanwhile cannot lose its document.
 */
export async function deleteDocument(
  db: DbLike,
  userId: number,
  id: number,
): Promise<{ status: 'deleted'; row: DocumentRow } | { status: 'in_use' | 'not_found' }> {
  const [row] = await db
    .delete(documents)
    .where(
      and(
        eq(documents.id, id),
        eq(documents.userId, userId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(applicationDocuments)
            .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
            .where(
              and(
                eq(applicationDocuments.documentId, documents.id),
                ne(applications.stage, 'withdrawn'),
                // An application whose team closed: no employer reads it any more.
                isNotNull(applications.offerId),
              ),
            ),
        ),
      ),
    )
    .returning();
  if (row) return { status: 'deleted', row };
  return (await findOwnDocument(db, userId, id)) ? { status: 'in_use' } : { status: 'not_found' };
}
