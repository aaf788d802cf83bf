import type { FastifyPluginAsync } from 'fastify';
import { LANGS, routes } from '@jobboard/contracts/routes';
import { t } from '../i18n/messages.js';
import { unsubscribeAlert } from '../repositories/alerts.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * RFC 8058 one-click unsubscribe: a mail client POSTs from its own servers or pages, with no
     * cookie, so the cross-site check (plugins/security.ts) lets this route through. The token in
     * the path is the only authority; nothing else is changed by it.
     */
    oneClickUnsubscribe?: boolean;
  }
}

/** '/en/job-alerts/unsubscribe/:token?' → '/en/job-alerts/unsubscribe/:token' (Fastify's syntax). */
const fastifyPath = (pattern: string) => pattern.replace(/\?$/, '');

/**
 * The POST of a job alert mail's `List-Unsubscribe: <url>` with `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click` (RFC 8058): the same URL as the unsubscribe page (GET, rendered by
 * the site, with its button), in both languages. Deletes the alert; idempotent: the same 200 for
 * a token that names nothing (a second click, an alert already deleted, a made-up token), whose
 * message says the link is no longer valid rather than claiming an unsubscription.
 */
const alertUnsubscribe: FastifyPluginAsync = async (app) => {
  // The body is `List-Unsubscribe=One-Click` (form-encoded; multipart, which some clients send,
  // has the app's own parser): it carries nothing the route needs, so it is read and ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  for (const lang of LANGS)
    app.post<{ Params: { token: string } }>(
      fastifyPath(routes.alertUnsubscribe[lang]),
      { config: { brand: false, oneClickUnsubscribe: true }, schema: { hide: true } },
      async (request, reply) => {
        const deleted = await unsubscribeAlert(app.db, request.params.token);
        reply.header('cache-control', 'no-store');
        return { message: t(lang, deleted ? 'alert_unsubscribed' : 'link_no_longer_valid') };
      },
    );
};

export default alertUnsubscribe;
