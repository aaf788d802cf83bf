import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from '../../../lib/http-errors.js';
import { findNulStrings } from '../../../lib/validation.js';

export interface UploadedFile {
  buffer: Buffer;
  /** The client's file name: display only, never part of a path. */
  filename: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Map<string, UploadedFile>;
}

/**
 * Reads a whole multipart body into memory before anything is saved: the text fields, and the
 * files named in `fileFields` (others are drained and ignored). Limits come from the multipart
 * plugin (app.ts): a file over MAX_DOCUMENT_BYTES is a 413, too many parts a 413. The fields
 * become `request.body`, so `request.lg` reads the form's `lg` like a JSON payload's.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type');
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files = new Map<string, UploadedFile>();
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
        const buffer = await part.toBuffer();
        // A file input left empty still sends a part, with no name and no bytes.
        if (buffer.length > 0 || part.filename)
          files.set(part.fieldname, { buffer, filename: part.filename });
      } else if (!(part.fieldname in fields)) {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
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
  if (nul.length)
    throw new ValidationError(
      Object.fromEntries(nul.map((p) => [p || 'body', [{ key: 'validation.invalid_characters' }]])),
    );
  return { fields: body, files };
}
