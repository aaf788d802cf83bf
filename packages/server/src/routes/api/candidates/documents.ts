import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClientFieldsSchema,
  DocumentRenameInputSchema,
  DocumentSchema,
  DocumentTypeSchema,
  errorAnswers,
  IdParamSchema,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_STORAGE_BYTES,
  dataOf,
} from '@jobboard/contracts';
import { HttpError, fieldError, notFound } from '../../../lib/http-errors.js';
import { sendDocument } from '../../send-document.js';
import { parseWith } from '../../../lib/validation.js';
import { requireBoard } from '../../../plugins/brand.js';
import {
  MAX_DOCUMENTS_PER_USER,
  deleteDocument,
  documentName,
  extensionOf,
  findOwnDocument,
  insertReservedDocument,
  listDocuments,
  releaseDocumentUpload,
  reserveDocumentUpload,
  toDocument,
  updateDocument,
} from '../../../repositories/documents.js';
import { readMultipart, type MultipartForm } from './multipart.js';
import { BoardParamsSchema, BoardParam } from '../offers/params.js';

/**
 * The candidate's documents: list, upload (multipart: type, name, file), rename,
 * delete, download. Registered inside the candidates module, behind its candidate guard. A file
 * is accepted by its bytes (pdf, doc, docx, odt, rtf, txt), never by its name or Content-Type.
 */
const DocumentParamsSchema = z.object({ board: BoardParam, id: IdParamSchema });
const UploadFieldsSchema = z.object({
  type: DocumentTypeSchema,
  name: z.string().trim().max(150).optional(),
});
const errors = errorAnswers(401, 403, 404, 409, 413, 415, 422);

const documents: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobboard/:board/user/documents',
    {
      preValidation: requireBoard,
      schema: {
        tags: ['candidates'],
        summary: "The candidate's documents, newest first",
        params: BoardParamsSchema,
        response: { 200: dataOf(z.array(DocumentSchema)), ...errors },
      },
    },
    async (request) => ({
      data: (await listDocuments(app.db, request.candidate!.id)).map(toDocument),
    }),
  );

  app.post(
    '/jobboard/:board/user/documents',
    {
      preValidation: requireBoard,
      schema: {
        tags: ['candidates'],
        summary: `Uploads a document (multipart: type, name, file); over the size limit: 413; past ${MAX_DOCUMENTS_PER_USER} documents or ${MAX_DOCUMENT_STORAGE_BYTES / (1024 * 1024)} MB in all: 422`,
        consumes: ['multipart/form-data'],
        params: BoardParamsSchema,
        response: { 201: dataOf(DocumentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.candidate!.id;
      // Counted and reserved before the body is read (uploads sent together are counted one by
      // one): a slot, and as many bytes as the body may bring.
      const declared = Number(request.headers['content-length']);
      const reservation = await reserveDocumentUpload(
        app.db,
        userId,
        Number.isSafeInteger(declared) && declared > 0
          ? Math.min(declared, MAX_DOCUMENT_BYTES)
          : MAX_DOCUMENT_BYTES,
      );
      if ('refused' in reservation)
        throw reservation.refused === 'count'
          ? fieldError('file', 'validation.documents_limit', { max: MAX_DOCUMENTS_PER_USER })
          : fieldError('file', 'validation.documents_storage_full', {
              max: MAX_DOCUMENT_STORAGE_BYTES / (1024 * 1024),
            });
      let form: MultipartForm | undefined;
      try {
        // The file is streamed to storage as it arrives; any refusal below removes it.
        form = await readMultipart(request, ['file']);
        const fields = parseWith(UploadFieldsSchema.extend(ClientFieldsSchema.shape), form.fields);
        const file = form.files.get('file');
        if (!file) throw fieldError('file', 'validation.required');
        const { sniffed, stored } = file;
        if (!sniffed || !stored) throw fieldError('file', 'validation.unsupported_document');
        const row = await insertReservedDocument(app.db, reservation.id, {
          userId,
          name: fields.name || documentName(file.filename, fields.type),
          type: fields.type,
          mimeType: sniffed.mimeType,
          size: stored.size,
          storagePath: stored.storagePath,
        });
        return reply.code(201).send({ data: toDocument(row) });
      } catch (error) {
        await form?.discard();
        await releaseDocumentUpload(app.db, reservation.id).catch((err: unknown) =>
          request.log.error({ err }, 'upload reservation not released (it expires by itself)'),
        );
        throw error;
      }
    },
  );

  app.put(
    '/jobboard/:board/user/documents/:id',
    {
      preValidation: requireBoard,
      schema: {
        tags: ['candidates'],
        summary: 'Renames a document (and may change its type)',
        params: DocumentParamsSchema,
        body: DocumentRenameInputSchema.extend(ClientFieldsSchema.shape),
        response: { 200: dataOf(DocumentSchema), ...errors },
      },
    },
    async (request) => {
      const row = await updateDocument(app.db, request.candidate!.id, request.params.id, {
        name: request.body.name,
        type: request.body.type,
      });
      if (!row) throw notFound();
      return { data: toDocument(row) };
    },
  );

  app.delete(
    '/jobboard/:board/user/documents/:id',
    {
      preValidation: requireBoard,
      schema: {
        tags: ['candidates'],
        summary: 'Deletes a document; 409 when an application holds it',
        params: DocumentParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const result = await deleteDocument(app.db, request.candidate!.id, request.params.id);
      if (result.status !== 'deleted')
        throw result.status === 'in_use' ? new HttpError(409, 'document_in_use') : notFound();
      await app.storage.remove(result.row.storagePath);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/jobboard/:board/user/documents/:id/download',
    {
      preValidation: requireBoard,
      schema: {
        tags: ['candidates'],
        summary: 'Downloads one of the candidate’s documents (attachment)',
        params: DocumentParamsSchema,
        // No response schema: the answer is the file's bytes (errors keep their JSON shape).
      },
    },
    async (request, reply) => {
      const row = await findOwnDocument(app.db, request.candidate!.id, request.params.id);
      if (!row) throw notFound();
      const extension = extensionOf(row.mimeType);
      const fileName = row.name.toLowerCase().endsWith(`.${extension}`)
        ? row.name
        : `${row.name}.${extension}`;
      return sendDocument(reply, app.storage, { ...row, fileName });
    },
  );
};

export default documents;
