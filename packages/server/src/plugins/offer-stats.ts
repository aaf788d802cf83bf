import fp from 'fastify-plugin';
import { createOfferStatsRecorder, type OfferStatsRecorder } from '../services/offer-stats.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Views and Apply clicks of offers, counted in memory and written every few seconds. */
    offerStats: OfferStatsRecorder;
  }
}

/** The process's recorder of offer statistics; its last counts are written when the app closes. */
export default fp(
  async (app) => {
    const recorder = createOfferStatsRecorder(app.db, {
      onError: (error) => app.log.warn({ err: error }, 'offer statistics not written yet'),
    });
    app.decorate('offerStats', recorder);
    app.addHook('onClose', async () => recorder.close());
  },
  { name: 'offer-stats', dependencies: ['context'] },
);
