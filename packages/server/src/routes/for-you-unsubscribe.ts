import type { FastifyPluginAsync } from 'fastify';
import { LANGS, routes } from '@jobboard/contracts/routes';
import type { Language } from '@jobboard/contracts';
import { t } from '../i18n/messages.js';
import { unsubscribeForYouMail } from '../repositories/for-you-mails.js';

/** '/en/jobs-for-you/unsubscribe/:token?' → '/en/jobs-for-you/unsubscribe/:token' (Fastify's syntax). */
const fastifyPath = (pattern: string) => pattern.replace(/\?$/, '');

/**
 * The unsubscribe of the weekly « Offres pour vous » mail (docs/mail.md#jobs-for-you), as the
 * job alerts' (routes/alert-unsubscribe.ts): RFC 8058's one-click POST on the mail's link, the
 * site's page with its button (GET, rendered by the site: a link scanner changes nothing), in
 * both languages; and the POST that button sends, `/api/for-you/unsubscribe/{token}`. A mail
 * client posts from anywhere without a cookie (so the cross-site check lets it through: the
 * token is the only authority). Idempotent: a token that names nothing gets "no longer valid".
 */
const forYouUnsubscribe: FastifyPluginAsync = async (app) => {
  // `List-Unsubscribe=One-Click` (form-encoded) carries nothing the route needs: read, ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  const unsubscribe = (url: string, langOf: (query: unknown) => Language) =>
    app.post<{ Params: { token: string } }>(
      url,
      { config: { brand: false, oneClickUnsubscribe: true }, schema: { hide: true } },
      async (request, reply) => {
        const done = await unsubscribeForYouMail(app.db, request.params.token);
        reply.header('cache-control', 'no-store');
        const lang = langOf(request.query);
        return { message: t(lang, done ? 'for_you_unsubscribed' : 'link_no_longer_valid') };
      },
    );
  for (const lang of LANGS) unsubscribe(fastifyPath(routes.forYouUnsubscribe[lang]), () => lang);
  unsubscribe('/api/for-you/unsubscribe/:token', (query) =>
    (query as { lg?: string } | undefined)?.lg === 'en' ? 'en' : 'fr',
  );
};

export default forYouUnsubscribe;
