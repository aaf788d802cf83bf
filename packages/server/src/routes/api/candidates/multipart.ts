import type {} from '@fastify/multipart';
import { pipeline, Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from '../../../lib/http-errors.js';
import { findNulStrings } from '../../../lib/validation.js';
import {
  nameFitsFormat,
  sniffUpload,
  type SniffedUpload,
} from '../../../repositories/documents.js';
import { DocumentSniffer, SNIFF_HEAD_BYTES, type DocumentSample } from '../../../lib/file-types.js';
import type { StoredFile } from '../../../services/storage.js';

export interface UploadedFile {
  /** The client's file name: display only, never part of a path. */
  filename: string;
  /** The accepted format, from the bytes; null: refused (and nothing was stored). */
  sniffed: SniffedUpload | null;
  /** Where the bytes were streamed to (when accepted); the route removes it if it fails later. */
  stored: StoredFile | null;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Map<string, UploadedFile>;
  /** Removes the stored files: the route calls it when it fails after reading the form. */
  discard(): Promise<void>;
}

/**
 * Reads a multipart body: the text fields, and the documents named in `fileFields` (other files
 * are drained and ignored), each streamed to app.storage as it arrives — never held whole in
 * memory. A document's format is recognised from its first 64 KiB before anything is stored
 * (a refused one is drained, never stored) and confirmed on the whole stream (a docx names its
 * parts at the end of the zip). Limits come from the multipart plugin (app.ts): a file over
 * MAX_DOCUMENT_BYTES is a 413 and its partial file is removed, too many parts a 413. The fields
 * become `request.body`, so `request.lg` reads the form's `lg` like a JSON payload's. On any
 * error the files stored so far are removed.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type');
  const storage = request.server.storage;
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files = new Map<string, UploadedFile>();
  const discard = async () => {
    const stored = [...files.values()].flatMap((file) => (file.stored ? [file.stored] : []));
    await Promise.all(
      stored.map((file) =>
        storage.remove(file.storagePath).catch((err: unknown) => {
          request.log.error({ err, storagePath: file.storagePath }, 'upload not removed');
        }),
      ),
    );
  };
  // Set now and filled as fields arrive: an error on a later part (a file too large) is already
  // in the form's language when `lg` came before it.
  (request as { body: unknown }).body = fields;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname) || files.has(part.fieldname)) {
          part.file.resume();
          continue;
        }
        const file = await storeDocument(request, part.file, part.filename);
        // A file input left empty still sends a part, with no name and no bytes.
        if (file.size > 0 || part.filename) {
          files.set(part.fieldname, { filename: part.filename, ...file });
        }
        if (part.file.truncated) {
          // Over the size limit: busboy cut the stream short; the plugin's 413 follows.
          throw new request.server.multipartErrors.RequestFileTooLargeError();
        }
      } else if (!(part.fieldname in fields)) {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    await discard();
    // Limits (413) and our own errors keep their status; a broken body (no boundary, cut short,
    // bad part headers: busboy's plain errors) is the client's fault, not a 500.
    if (
      error instanceof HttpError ||
      typeof (error as { statusCode?: unknown }).statusCode === 'number'
    )
      throw error;
    throw new HttpError(400, 'malformed_request');
  }
  const body = { ...fields };
  (request as { body: unknown }).body = body;
  const nul = findNulStrings(body);
  if (nul.length) {
    await discard();
    throw new ValidationError(
      Object.fromEntries(nul.map((p) => [p || 'body', [{ key: 'validation.invalid_characters' }]])),
    );
  }
  return { fields: body, files, discard };
}

/**
 * One document part: its head is read (64 KiB at most) and sniffed; an accepted one (whose name,
 * if it has an extension, says the same format) streams to storage through a sniffer that
 * confirms the format on every byte.
 */
async function storeDocument(
  request: FastifyRequest,
  stream: Readable,
  fileName: string | undefined,
): Promise<{ sniffed: SniffedUpload | null; stored: StoredFile | null; size: number }> {
  const storage = request.server.storage;
  const head: Buffer[] = [];
  let headLength = 0;
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let done = false;
  while (headLength < SNIFF_HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    headLength += next.value.length;
  }
  const headBytes = Buffer.concat(head);
  if (headBytes.length === 0) return { sniffed: null, stored: null, size: 0 };
  // Before the end is seen, markers the zip's directory may still name count as present.
  const provisional: DocumentSample = {
    head: headBytes,
    size: done ? headBytes.length : Number.MAX_SAFE_INTEGER,
    contains: (marker) => !done || headBytes.includes(marker, 0, 'latin1'),
  };
  const sniffed = sniffUpload(provisional);
  if (!sniffed || !nameFitsFormat(fileName, sniffed.mimeType)) {
    stream.resume(); // drained: a refused file is never stored
    return { sniffed: null, stored: null, size: headBytes.length };
  }
  const sniffer = new DocumentSniffer();
  const rest = Readable.from(
    (async function* () {
      yield headBytes;
      if (done) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    })(),
  );
  // pipeline: a client that goes away mid-upload fails the save (and its partial file).
  const body = pipeline(rest, sniffer, () => undefined);
  const stored = await storage.save('documents', body, sniffed.storageType);
  const confirmed = sniffUpload(sniffer.sample());
  if (confirmed?.mimeType !== sniffed.mimeType) {
    await storage.remove(stored.storagePath);
    return { sniffed: null, stored: null, size: stored.size };
  }
  return { sniffed, stored, size: stored.size };
}
