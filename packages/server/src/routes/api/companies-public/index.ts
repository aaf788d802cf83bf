import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompanySchema,
  GroupedOffersQuerySchema,
  GroupedOffersSchema,
  OfferListItemSchema,
  dataOf,
  pageOf,
  errorAnswers,
} from '@jobboard/contracts';
import { notFound } from '../../../lib/http-errors.js';
import { loadCandidate } from '../../../plugins/auth.js';
import { boardFromParams } from '../../../plugins/brand.js';
import { searchOffers } from '../../../repositories/offers.js';
import {
  companyExists,
  getPublicCompany,
  groupedOffers,
} from '../../../repositories/public-companies.js';
import { BoardParam, ResourceIdParam, toResourceId } from '../offers/params.js';

/** Offers per page on a company's page. */
export const COMPANY_OFFERS_PER_PAGE = 10;

const errors = errorAnswers(404, 422);

/** Company pages of the public site and the "companies hiring" list. */
const companiesPublic: FastifyPluginAsyncZod = async (app) => {
  const servedBoards = new Set(app.brands.keys);

  app.get(
    '/jobboard/:jobboard/company/:id',
    {
      schema: {
        tags: ['companies'],
        summary: 'A company, with the number of its offers listed on the board',
        params: z.object({ jobboard: BoardParam, id: ResourceIdParam }),
        response: { 200: dataOf(CompanySchema), ...errors },
      },
    },
    async (request) => {
      const board = boardFromParams(request);
      const company = await getPublicCompany(app.db, board.name, toResourceId(request.params.id));
      if (!company) throw notFound();
      return { data: company };
    },
  );

  app.get(
    '/jobboard/:jobboard/company/:id/offers',
    {
      preHandler: loadCandidate,
      schema: {
        tags: ['companies'],
        summary: 'Offers of a company listed on the board (confidential ones never appear)',
        params: z.object({ jobboard: BoardParam, id: ResourceIdParam }),
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: { 200: pageOf(OfferListItemSchema), ...errors },
      },
    },
    async (request) => {
      const board = boardFromParams(request);
      const id = toResourceId(request.params.id);
      if (!(await companyExists(app.db, id))) throw notFound();
      return searchOffers(app.db, {
        board: board.name,
        company: id,
        page: request.query.page,
        perPage: COMPANY_OFFERS_PER_PAGE,
        candidateId: request.candidate?.id ?? null,
        boards: servedBoards,
      });
    },
  );

  app.get(
    '/jobboard/:jobboard/offers-grouped-by-companies',
    {
      preHandler: loadCandidate,
      schema: {
        tags: ['companies'],
        summary: 'Companies hiring on the board, each with its newest offers',
        params: z.object({ jobboard: BoardParam }),
        querystring: GroupedOffersQuerySchema,
        response: { 200: GroupedOffersSchema, ...errors },
      },
    },
    async (request) => {
      const board = boardFromParams(request);
      return groupedOffers(app.db, board.name, request.query.offset, {
        candidateId: request.candidate?.id ?? null,
        boards: servedBoards,
      });
    },
  );
};

export default companiesPublic;
