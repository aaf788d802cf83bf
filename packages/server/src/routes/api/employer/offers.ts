import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClientFieldsSchema,
  EmployerOfferDetailSchema,
  EmployerOfferSchema,
  IdParamSchema,
  OfferInputSchema,
  OfferListParamsSchema,
  OfferSchema,
  OfferStepInputSchemas,
  dataOf,
  type OfferInput,
} from '@jobboard/contracts';
import { ValidationError, notFound } from '../../../lib/http-errors.js';
import { requirePermission } from '../../../plugins/auth.js';
import { requireBoard } from '../../../plugins/brand.js';
import {
  createEmployerOffer,
  getEmployerOffer,
  getOfferPreview,
  listEmployerOffers,
  offerReferenceErrors,
  updateEmployerOffer,
} from '../../../repositories/employer-offers.js';
import type { DbLike } from '../../../db/client.js';
import { publicOffer } from '../offers/index.js';
import { addTeamListRoute, EMPLOYER_ERRORS, teamIdOf } from './shared.js';
import { BoardParamsSchema } from '../offers/params.js';

const idParams = z.object({ id: IdParamSchema });
const offerBody = OfferInputSchema.and(ClientFieldsSchema);

/** The zod rules passed (schema); now the ones that need the database. */
async function checkReferences(db: DbLike, teamId: number, input: Partial<OfferInput>) {
  const fields = await offerReferenceErrors(db, teamId, input);
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}

/** The team's offers (manage_offers) and the three validation steps. */
const offers: FastifyPluginAsyncZod = async (app) => {
  const guard = requirePermission('manage_offers');

  addTeamListRoute(app, {
    url: '/ats/offers',
    summary: "The team's offers with status and boards (j: URI-encoded JSON, page)",
    preValidation: guard,
    paramsSchema: OfferListParamsSchema,
    itemSchema: EmployerOfferSchema,
    list: listEmployerOffers,
  });

  app.get(
    '/ats/offers/:id',
    {
      preValidation: guard,
      schema: {
        tags: ['employers'],
        params: idParams,
        response: { 200: dataOf(EmployerOfferDetailSchema), ...EMPLOYER_ERRORS },
      },
    },
    async (request) => {
      const offer = await getEmployerOffer(app.db, teamIdOf(request), request.params.id);
      if (!offer) throw notFound();
      return { data: offer };
    },
  );

  app.get(
    '/ats/offers/:id/preview',
    {
      preValidation: guard,
      schema: {
        tags: ['employers'],
        summary:
          "The team's offer as candidates will see it (the public Offer), whatever its status",
        params: idParams,
        response: { 200: dataOf(OfferSchema), ...EMPLOYER_ERRORS },
      },
    },
    async (request) => {
      const offer = await getOfferPreview(app.db, teamIdOf(request), request.params.id);
      if (!offer) throw notFound();
      return { data: publicOffer(offer) };
    },
  );

  app.post(
    '/ats/offers',
    {
      preValidation: guard,
      schema: {
        tags: ['employers'],
        summary: 'Create an offer (a draft) from the three steps together',
        body: offerBody,
        response: { 201: dataOf(EmployerOfferDetailSchema), ...EMPLOYER_ERRORS },
      },
    },
    async (request, reply) => {
      const teamId = teamIdOf(request);
      await checkReferences(app.db, teamId, request.body);
      const id = await createEmployerOffer(app.db, teamId, request.body, request.employer?.id);
      const offer = await getEmployerOffer(app.db, teamId, id);
      if (!offer) throw notFound();
      return reply.code(201).send({ data: offer });
    },
  );

  app.put(
    '/ats/offers/:id',
    {
      preValidation: guard,
      schema: {
        tags: ['employers'],
        params: idParams,
        body: offerBody,
        response: { 200: dataOf(EmployerOfferDetailSchema), ...EMPLOYER_ERRORS },
      },
    },
    async (request) => {
      const teamId = teamIdOf(request);
      const id = request.params.id;
      if (!(await getEmployerOffer(app.db, teamId, id))) throw notFound();
      await checkReferences(app.db, teamId, request.body);
      if (!(await updateEmployerOffer(app.db, teamId, id, request.body))) throw notFound();
      const offer = await getEmployerOffer(app.db, teamId, id);
      if (!offer) throw notFound();
      return { data: offer };
    },
  );

  // The three steps of the offer form (docs/employers.md): 204 when valid, 422 with field errors.
  for (const [step, schema] of Object.entries(OfferStepInputSchemas)) {
    app.post(
      `/jobboard/:board/employer/offers/validation/${step}`,
      {
        preValidation: [guard, requireBoard],
        schema: {
          tags: ['employers'],
          summary: `Validate the "${step}" step of the offer form`,
          params: BoardParamsSchema,
          body: schema.and(ClientFieldsSchema),
          response: { 204: z.null(), ...EMPLOYER_ERRORS },
        },
      },
      async (request, reply) => {
        await checkReferences(app.db, teamIdOf(request), request.body as Partial<OfferInput>);
        return reply.code(204).send(null);
      },
    );
  }
};

export default offers;
