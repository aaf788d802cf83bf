import type { FastifyReply } from 'fastify';
import { attachmentHeader, downloadContentType } from '../repositories/documents.js';
import type { Storage } from '../services/storage.js';
import { notFound } from '../lib/http-errors.js';

/**
 * A stored document as a download, for its owner or for an employer after the access check:
 * the sniffed type (text with its encoding), `attachment` with the name we give it (RFC 6266),
 * nosniff, never cached by a shared cache. The file's bytes stream from the disk or the bucket
 * (the bucket stays private). A row whose file is gone is a 404.
 */
export async function sendDocument(
  reply: FastifyReply,
  storage: Storage,
  document: { storagePath: string; mimeType: string; fileName: string },
): Promise<FastifyReply> {
  const file = await storage.open(document.storagePath);
  if (!file) throw notFound();
  return reply
    .header('content-type', downloadContentType(document.mimeType))
    .header('content-length', file.size)
    .header('content-disposition', attachmentHeader(document.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
