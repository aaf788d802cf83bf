import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicationListParamsSchema,
  ApplicationsPageSchema,
  EmployerListQuerySchema,
  IdParamSchema,
} from '@jobboard/contracts';
import { notFound } from '../../../lib/http-errors.js';
import { requirePermission } from '../../../plugins/auth.js';
import { requireBoard } from '../../../plugins/brand.js';
import {
  findApplicationDocument,
  listOfferApplications,
} from '../../../repositories/employer-applications.js';
import { EMPLOYER_ERRORS, parseListParams, teamIdOf } from './shared.js';

/** `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266 / 5987). */
function attachment(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_').slice(0, 150) || 'document';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Applications to the team's offers (manage_candidates) and their documents. */
const applications: FastifyPluginAsyncZod = async (app) => {
  const guard = requirePermission('manage_candidates');

  app.get(
    '/jobboard/:board/employer/offer/:offerId/applications',
    {
      preValidation: [guard, requireBoard],
      schema: {
        tags: ['employers'],
        summary: 'Applications to an offer (j: URI-encoded JSON of the sort, page)',
        params: z.object({ board: z.string().max(40), offerId: IdParamSchema }),
        querystring: EmployerListQuerySchema,
        response: { 200: ApplicationsPageSchema, ...EMPLOYER_ERRORS },
      },
    },
    async (request) => {
      const params = parseListParams(ApplicationListParamsSchema, request.query.j);
      const page = await listOfferApplications(
        app.db,
        teamIdOf(request),
        request.params.offerId,
        params,
        request.query.page,
      );
      if (!page) throw notFound();
      return page;
    },
  );

  app.get(
    '/jobboard/:board/employer/offer/:offerId/applications/:applicationId/documents/:documentId',
    {
      preValidation: [guard, requireBoard],
      schema: {
        tags: ['employers'],
        summary: "Download a document of an application to one of the team's offers",
        params: z.object({
          board: z.string().max(40),
          offerId: IdParamSchema,
          applicationId: IdParamSchema,
          documentId: IdParamSchema,
        }),
        response: { 200: z.any(), ...EMPLOYER_ERRORS },
      },
    },
    async (request, reply) => {
      const { offerId, applicationId, documentId } = request.params;
      const document = await findApplicationDocument(app.db, teamIdOf(request), {
        offerId,
        applicationId,
        documentId,
      });
      if (!document) throw notFound();
      const info = await stat(app.storage.resolve(document.storagePath)).catch(() => undefined);
      if (!info?.isFile()) throw notFound();
      return reply
        .header('content-type', document.mimeType)
        .header('content-length', info.size)
        .header('content-disposition', attachment(document.name))
        .header('cache-control', 'private, no-store')
        .send(app.storage.createReadStream(document.storagePath));
    },
  );
};

export default applications;
