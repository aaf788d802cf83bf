import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PostedForm } from '@jobboard/contracts';
import { LANGS, pathTo } from '@jobboard/contracts/routes';
import { sameSitePath } from '@jobboard/contracts/safe-redirect';

/** An e-mail and a password are a few hundred bytes; anything longer is not a sign-in form. */
const BODY_LIMIT = 4096;
/** The longest e-mail address (RFC 5321) kept in the answered form. */
const MAX_EMAIL = 320;

/** Each side's sign-in page and the API's sign-in route of its guard. */
const SIGN_IN_PAGES = [
  { name: 'login', api: '/api/jobboard/auth/login' },
  { name: 'employerLogin', api: '/api/ats/auth/login' },
] as const;

/**
 * The sign-in forms of both sides sent before their script ran, or without JavaScript (they say
 * method="post": the password never lands in a URL). The page's POST signs in as the form's
 * script would, through the same API route (its rate limit and login throttle, as this client):
 * - signed in: the session's cookies and a 303 back to the same sign-in address, whose guard
 *   sends the person on to its `?redirect=` (the one safe-redirect function) or their first page;
 * - refused (bad credentials, a field, the throttle): the sign-in page again, with the API's
 *   answer shown as the script shows it and the e-mail kept (never the password).
 * Other pages' forms keep the catch-all of ssr/no-js-posts.ts (the page again, Post/Redirect/Get).
 */
export function registerSignInForms(
  app: FastifyInstance,
  pages: FastifyInstance,
  renderForm: (request: FastifyRequest, reply: FastifyReply, form: PostedForm) => Promise<unknown>,
): void {
  pages.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, new URLSearchParams(String(body))),
  );
  for (const { name, api } of SIGN_IN_PAGES) {
    for (const lang of LANGS) {
      pages.post(pathTo(name, lang), async (request, reply) => {
        const fields =
          request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
        const email = (fields.get('email') ?? '').trim().slice(0, MAX_EMAIL);
        const password = fields.get('password') ?? '';
        const answer = await app.inject({
          method: 'POST',
          url: api,
          // As this client: its address (rate limits), its cookies (a session it replaces), its
          // language (the messages); the request's Host names the brand.
          remoteAddress: request.ip,
          headers: {
            host: request.headers.host ?? '',
            cookie: request.headers.cookie ?? '',
            'accept-language': request.headers['accept-language'] ?? '',
            'content-type': 'application/json',
            accept: 'application/json',
          },
          payload: JSON.stringify({ email, password }),
        });
        reply.header('cache-control', 'no-store');
        if (answer.statusCode === 200) {
          // The session the API opened, set by the API itself.
          const setCookie = answer.headers['set-cookie'];
          if (setCookie) reply.header('set-cookie', setCookie);
          return reply.redirect(sameSitePath(request.url) ?? pathTo(name, lang), 303);
        }
        let body: unknown;
        try {
          body = JSON.parse(answer.body);
        } catch {
          body = undefined;
        }
        return renderForm(request, reply, {
          values: { email },
          status: answer.statusCode,
          body,
        });
      });
    }
  }
}
