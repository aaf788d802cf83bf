import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OfferEventSchema, errorAnswers } from '@jobboard/contracts';
import { boardFromParams } from '../../../plugins/brand.js';
import { BoardParam, ResourceIdParam, toResourceId } from '../offers/params.js';

/**
 * What an offer's page reports once it is shown (a view) and when its Apply button is clicked
 * (docs/employers.md#offer-statistics): a beacon without a body, answered 204 at once. Nothing
 * about the visitor is read or kept (no cookie, no address): the count goes to the process's
 * recorder, which leaves out robots and writes in batches. An offer not listed on the board
 * counts nothing (the write's join), so the answer does not say whether the offer exists.
 */
const offerEvents: FastifyPluginAsyncZod = async (app) => {
  // A beacon may come as text/plain (sendBeacon's string) or without a type: its body is not read.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  app.post(
    '/jobboard/:jobboard/offers/:id/events/:event',
    {
      bodyLimit: 1024,
      schema: {
        tags: ['offers'],
        summary: "Count a view of an offer's page or a click on its Apply button (no body): 204",
        params: z.object({ jobboard: BoardParam, id: ResourceIdParam, event: OfferEventSchema }),
        response: {
          204: z.null().describe('Counted (or left out: a robot, an offer not on the board)'),
          ...errorAnswers(404, 422),
        },
      },
    },
    async (request, reply) => {
      const board = boardFromParams(request);
      app.offerStats.record({
        offerId: toResourceId(request.params.id),
        board: board.name,
        event: request.params.event,
        userAgent: request.headers['user-agent'],
      });
      return reply.code(204).send(null);
    },
  );
};

export default offerEvents;
