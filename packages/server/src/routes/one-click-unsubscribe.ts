import type { FastifyInstance } from 'fastify';
import type { Language } from '@jobboard/contracts';
import { t, type MessageKey } from '../i18n/messages.js';

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
export const fastifyPath = (pattern: string) => pattern.replace(/\?$/, '');

/**
 * The POSTs of a mail's `List-Unsubscribe: <url>` with `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click` (RFC 8058), on each of `paths` (the unsubscribe page's own URLs),
 * for the plugin that calls it. `unsubscribe` deletes what the token names; idempotent: the same
 * 200 for a token that names nothing (a second click, a made-up token), whose message says the
 * link is no longer valid rather than `done`'s.
 */
export function oneClickUnsubscribeRoutes(
  app: FastifyInstance,
  options: {
    unsubscribe: (token: string) => Promise<boolean>;
    done: MessageKey;
    paths: Array<{ url: string; langOf: (query: unknown) => Language }>;
  },
): void {
  // The body is `List-Unsubscribe=One-Click` (form-encoded; multipart, which some clients send,
  // has the app's own parser): it carries nothing the route needs, so it is read and ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  for (const { url, langOf } of options.paths)
    app.post<{ Params: { token: string } }>(
      url,
      { config: { brand: false, oneClickUnsubscribe: true }, schema: { hide: true } },
      async (request, reply) => {
        const done = await options.unsubscribe(request.params.token);
        reply.header('cache-control', 'no-store');
        const lang = langOf(request.query);
        return { message: t(lang, done ? options.done : 'link_no_longer_valid') };
      },
    );
}
