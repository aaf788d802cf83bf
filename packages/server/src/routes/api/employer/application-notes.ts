import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicationNoteInputSchema,
  ApplicationNoteSchema,
  ApplicationNotesSchema,
  ApplicationRatingInputSchema,
  ApplicationRatingSchema,
  IdParamSchema,
  OFFER_TIME_ZONE,
  dataOf,
  type Language,
} from '@jobboard/contracts';
import { csvDocument } from '../../../lib/csv.js';
import { notFound } from '../../../lib/http-errors.js';
import { t } from '../../../i18n/messages.js';
import { requirePermission } from '../../../plugins/auth.js';
import { requireBoard } from '../../../plugins/brand.js';
import {
  addApplicationNote,
  applicationsForExport,
  listApplicationNotes,
  setApplicationRating,
  type ExportedApplication,
} from '../../../repositories/application-notes.js';
import { attachmentHeader } from '../../../repositories/documents.js';
import { EMPLOYER_ERRORS, teamIdOf } from './shared.js';
import { BoardParam } from '../offers/params.js';

const offerParams = z.object({ board: BoardParam, offerId: IdParamSchema });
const applicationParams = offerParams.extend({ applicationId: IdParamSchema });

/** YYYY-MM-DD in the offers' time zone: a date a spreadsheet reads in either language. */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: OFFER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
function isoDay(date: Date): string {
  const parts = dayFormat.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The CSV of an offer's applications, headers and stages in `lang`. */
export function applicationsCsv(rows: ExportedApplication[], lang: Language): string {
  const header = (
    ['first_name', 'last_name', 'email', 'phone', 'stage', 'applied_on', 'rating'] as const
  ).map((key) => t(lang, `csv.${key}`));
  return csvDocument(
    header,
    rows.map((r) => [
      r.firstName,
      r.lastName,
      r.email,
      r.phoneNumber,
      t(lang, `stage.${r.stage}`),
      isoDay(r.createdAt),
      r.rating,
    ]),
  );
}

/**
 * What the team keeps on the applications to its offers (docs/employers.md#notes-rating-and-export):
 * notes, a rating 1–5, and the offer's applications as CSV. The same guard as the applications
 * themselves (manage_candidates, the host's board); another team's offer or application is a 404.
 * None of it is ever in a candidate's answer.
 */
const applicationNotes: FastifyPluginAsyncZod = async (app) => {
  const guard = requirePermission('manage_candidates');

  app.get(
    '/jobboard/:board/employer/offer/:offerId/applications/:applicationId/notes',
    {
      preValidation: [guard, requireBoard],
      schema: {
        tags: ['employers'],
        summary: "The team's notes on an application, oldest first",
        params: applicationParams,
        response: { 200: ApplicationNotesSchema, ...EMPLOYER_ERRORS },
      },
    },
    async (request) => {
      const notes = await listApplicationNotes(app.db, teamIdOf(request), request.params);
      if (!notes) throw notFound();
      return { data: notes };
    },
  );

  app.post(
    '/jobboard/:board/employer/offer/:offerId/applications/:applicationId/notes',
    {
      preValidation: [guard, requireBoard],
      schema: {
        tags: ['employers'],
        summary: 'Add a note to an application (team only; trimmed, 1–2,000 characters)',
        params: applicationParams,
        body: ApplicationNoteInputSchema,
        response: { 201: dataOf(ApplicationNoteSchema), ...EMPLOYER_ERRORS },
      },
    },
    async (request, reply) => {
      const note = await addApplicationNote(
        app.db,
        teamIdOf(request),
        request.params,
        request.employer!.id,
        request.body.body,
      );
      if (!note) throw notFound();
      return reply.code(201).send({ data: note });
    },
  );

  app.put(
    '/jobboard/:board/employer/offer/:offerId/applications/:applicationId/rating',
    {
      preValidation: [guard, requireBoard],
      schema: {
        tags: ['employers'],
        summary: "Set (1–5) or clear (null) the team's rating of an application",
        params: applicationParams,
        body: ApplicationRatingInputSchema,
        response: { 200: ApplicationRatingSchema, ...EMPLOYER_ERRORS },
      },
    },
    async (request) => {
      const { rating } = request.body;
      const found = await setApplicationRating(
        app.db,
        teamIdOf(request),
        request.params,
        request.employer!.id,
        rating,
      );
      if (!found) throw notFound();
      return { data: { rating } };
    },
  );

  app.get(
    '/jobboard/:board/employer/offer/:offerId/applications/export',
    {
      preValidation: [guard, requireBoard],
      schema: {
        tags: ['employers'],
        summary:
          "The offer's applications as CSV (UTF-8 with BOM, RFC 4180), headers and stages in lg",
        params: offerParams,
        querystring: z.object({ lg: z.enum(['fr', 'en']).optional() }),
        response: { 200: z.string(), ...EMPLOYER_ERRORS },
      },
    },
    async (request, reply) => {
      const { offerId } = request.params;
      const rows = await applicationsForExport(app.db, teamIdOf(request), offerId);
      if (!rows) throw notFound();
      const lang = request.lg;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          attachmentHeader(`${t(lang, 'csv.file_name', { id: offerId })}.csv`),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(applicationsCsv(rows, lang));
    },
  );
};

export default applicationNotes;
