import type { FastifyPluginAsync } from 'fastify';
import { LANGS, routes } from '@jobboard/contracts/routes';
import { unsubscribeForYouMail } from '../repositories/for-you-mails.js';
import { fastifyPath, oneClickUnsubscribeRoutes } from './one-click-unsubscribe.js';

/**
 * The unsubscribe of the weekly « Offres pour vous » mail (docs/mail.md#jobs-for-you), as the
 * job alerts' (routes/alert-unsubscribe.ts): RFC 8058's one-click POST on the mail's link, the
 * site's page with its button (GET, rendered by the site: a link scanner changes nothing), in
 * both languages; and the POST that button sends, `/api/for-you/unsubscribe/{token}` (its
 * language in `?lg=`, French by default).
 */
const forYouUnsubscribe: FastifyPluginAsync = async (app) => {
  oneClickUnsubscribeRoutes(app, {
    unsubscribe: (token) => unsubscribeForYouMail(app.db, token),
    done: 'for_you_unsubscribed',
    paths: [
      ...LANGS.map((lang) => ({
        url: fastifyPath(routes.forYouUnsubscribe[lang]),
        langOf: () => lang,
      })),
      {
        url: '/api/for-you/unsubscribe/:token',
        langOf: (query) => ((query as { lg?: string } | undefined)?.lg === 'en' ? 'en' : 'fr'),
      },
    ],
  });
};

export default forYouUnsubscribe;
