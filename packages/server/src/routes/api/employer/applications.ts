import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicationListParamsSchema,
  ApplicationSchema,
  ApplicationStageInputSchema,
  ApplicationsPageSchema,
  BulkApplicationStageInputSchema,
  BulkApplicationStageResultSchema,
  EmployerListQuerySchema,
  IdParamSchema,
  dataOf,
  type Language,
} from '@jobboard/contracts';
import { fieldError, notFound } from '../../../lib/http-errors.js';
import { sendDocument } from '../../send-document.js';
import { requirePermission } from '../../../plugins/auth.js';
import { requireBoard } from '../../../plugins/brand.js';
import {
  changeApplicationStages,
  findApplicationDocument,
  listOfferApplications,
  markApplicationViewed,
  openOfferApplication,
} from '../../../repositories/employer-applications.js';
import { extensionOf } from '../../../repositories/documents.js';
import { scheduleStageMails } from '../../../services/stage-mails.js';
import { EMPLOYER_ERRORS, parseListParams, teamIdOf } from './shared.js';
import { BoardParam } from '../offers/params.js';

const applicationParams = z.object({
  board: BoardParam,
  offerId: IdParamSchema,
  applicationId: IdParamSchema,
});

const KIND_LABELS: Record<Language, Record<string, string>> = {
  fr: { resume: 'cv', cover_letter: 'lettre-de-presentation', misc: 'document' },
  en: { resume: 'resume', cover_letter: 'cover-letter', misc: 'document' },
};

/** Letters and digits of any script, the rest one hyphen: no path, quote or control character. */
const namePart = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);

/**
 * The name an employer's download is saved under: made by us from what the document is (kind,
 * candidate, application) and the extension of its sniffed type, never the candidate's own file
 * name (`cv.svg` holding text is saved as a .txt, and cannot name a path or inject a header).
 */
export function applicationDocumentFileName(
  document: { type: string; mimeType: string; firstName: string; lastName: string },
  applicationId: number,
  lang: Language,
): string {
  const kind = KIND_LABELS[lang][document.type] ?? 'document';
  const who = namePart(`${document.lastName} ${document.firstName}`);
  return (
    [kind, who, String(applicationId)].filter(Boolean).join('-') +
    `.${extensionOf(document.mimeType)}`
  );
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
        params: z.object({ board: BoardParam, offerId: IdParamSchema }),
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
          board: BoardParam,
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
      // A withdrawn application's documents are gone for the employer: 404 like any missing one.
      if (!document) throw notFound();
      await markApplicationViewed(app.db, applicationId);
      const fileName = applicationDocumentFileName(document, applicationId, request.lg);
      return sendDocument(reply, app.storage, { ...document, fileName });
    },
  );

  app.get(
    '/jobboard/:board/employer/offer/:offerId/applications/:applicationId',
    {
      preValidation: [guard, requireBoard],
      schema: {
        tags: ['employers'],
        summary:
          "One application to one of the team's offers; the employer's first opening marks it viewed",
        params: applicationParams,
        response: { 200: dataOf(ApplicationSchema), ...EMPLOYER_ERRORS },
      },
    },
    async (request) => {
      const { offerId, applicationId } = request.params;
      const application = await openOfferApplication(app.db, teamIdOf(request), {
        offerId,
        applicationId,
      });
      if (!application) throw notFound();
      return { data: application };
    },
  );

  app.put(
    '/jobboard/:board/employer/offer/:offerId/applications/:applicationId/stage',
    {
      preValidation: [guard, requireBoard],
      schema: {
        tags: ['employers'],
        summary: 'Move an application to a stage (the candidate may hear of it by mail)',
        params: applicationParams,
        body: ApplicationStageInputSchema,
        response: { 200: dataOf(ApplicationSchema), ...EMPLOYER_ERRORS },
      },
    },
    async (request) => {
      const { offerId, applicationId } = request.params;
      const teamId = teamIdOf(request);
      const result = await changeApplicationStages(
        app.db,
        teamId,
        offerId,
        [applicationId],
        request.body.stage,
      );
      if (result.kind === 'not_found') throw notFound();
      if (result.kind === 'withdrawn')
        throw fieldError('stage', 'validation.application_withdrawn');
      if (result.updated.length) await scheduleStageMails(app, request);
      const application = await openOfferApplication(app.db, teamId, { offerId, applicationId });
      if (!application) throw notFound();
      return { data: application };
    },
  );

  app.post(
    '/jobboard/:board/employer/offer/:offerId/applications/stage',
    {
      preValidation: [guard, requireBoard],
      schema: {
        tags: ['employers'],
        summary:
          'Move several applications of an offer to a stage (withdrawn ones are skipped; an id not of this offer refuses all)',
        params: z.object({ board: BoardParam, offerId: IdParamSchema }),
        body: BulkApplicationStageInputSchema,
        response: { 200: BulkApplicationStageResultSchema, ...EMPLOYER_ERRORS },
      },
    },
    async (request) => {
      const result = await changeApplicationStages(
        app.db,
        teamIdOf(request),
        request.params.offerId,
        request.body.application_ids,
        request.body.stage,
      );
      if (result.kind === 'not_found') throw notFound();
      // In a batch, a withdrawn application is skipped rather than refused.
      const updated = result.kind === 'done' ? result.updated : [];
      if (updated.length) await scheduleStageMails(app, request);
      return { data: { updated } };
    },
  );
};

export default applications;
