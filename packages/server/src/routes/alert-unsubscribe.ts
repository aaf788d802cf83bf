import type { FastifyPluginAsync } from 'fastify';
import { LANGS, routes } from '@jobboard/contracts/routes';
import { unsubscribeAlert } from '../repositories/alerts.js';
import { fastifyPath, oneClickUnsubscribeRoutes } from './one-click-unsubscribe.js';

/**
 * The one-click unsubscribe of a job alert mail (RFC 8058): the same URL as the unsubscribe page
 * (GET, rendered by the site, with its button), in both languages. Deletes the alert.
 */
const alertUnsubscribe: FastifyPluginAsync = async (app) => {
  oneClickUnsubscribeRoutes(app, {
    unsubscribe: (token) => unsubscribeAlert(app.db, token),
    done: 'alert_unsubscribed',
    paths: LANGS.map((lang) => ({
      url: fastifyPath(routes.alertUnsubscribe[lang]),
      langOf: () => lang,
    })),
  });
};

export default alertUnsubscribe;
