import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@jobboard/contracts';
import { t } from '../i18n/messages.js';
import { unsubscribeForYouMail } from '../repositories/for-you-mails.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const WORDS = {
  fr: {
    title: 'Offres pour vous',
    ask: 'Ne plus recevoir chaque semaine les offres pour vous par courriel?',
    button: 'Me désabonner',
  },
  en: {
    title: 'Jobs for you',
    ask: 'Stop receiving jobs for you by e-mail every week?',
    button: 'Unsubscribe',
  },
} as const;

/** A bare page (no brand: the token names the board, the host may not): a title and a text or a form. */
function page(lang: Language, body: string): string {
  return `<!doctype html><html lang="${lang}-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${WORDS[lang].title}</title></head><body><main><h1>${WORDS[lang].title}</h1>${body}</main></body></html>`;
}

const langOf = (request: FastifyRequest): Language =>
  (request.query as { lg?: string }).lg === 'en' ? 'en' : 'fr';

/**
 * The unsubscribe link of the weekly « Offres pour vous » mail (docs/mail.md#jobs-for-you):
 * RFC 8058's one-click POST (`List-Unsubscribe-Post`), which a mail client sends from anywhere
 * without a cookie (so the cross-site check lets it through: the token is the only authority),
 * and the same URL in the mail's body, whose GET only shows a button that posts (a link
 * scanner's GET changes nothing). Idempotent: a token that names nothing gets "no longer valid".
 */
const forYouUnsubscribe: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  const path = '/api/for-you/unsubscribe/:token';
  app.get<{ Params: { token: string } }>(
    path,
    { config: { brand: false }, schema: { hide: true } },
    async (request, reply: FastifyReply) => {
      const lang = langOf(request);
      const words = WORDS[lang];
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const action = `/api/for-you/unsubscribe/${encodeURIComponent(request.params.token)}?lg=${lang}`;
      return page(
        lang,
        `<p>${words.ask}</p><form method="post" action="${escapeHtml(action)}"><button type="submit">${words.button}</button></form>`,
      );
    },
  );
  app.post<{ Params: { token: string } }>(
    path,
    { config: { brand: false, oneClickUnsubscribe: true }, schema: { hide: true } },
    async (request, reply) => {
      const lang = langOf(request);
      const done = await unsubscribeForYouMail(app.db, request.params.token);
      const message = t(lang, done ? 'for_you_unsubscribed' : 'link_no_longer_valid');
      reply.header('cache-control', 'no-store');
      // The body's form (a browser) gets a page; a mail client's one-click POST, JSON.
      if (request.headers.accept?.includes('text/html'))
        return reply
          .type('text/html; charset=utf-8')
          .send(page(lang, `<p>${escapeHtml(message)}</p>`));
      return { message };
    },
  );
};

export default forYouUnsubscribe;
