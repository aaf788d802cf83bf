import type { FastifyInstance } from 'fastify';
import { sameSitePath } from '@jobboard/contracts/safe-redirect';
import type { PageRenderer } from './render-page.js';
import { routablePageUrl } from './redirect.js';
import { registerSignInForms } from './sign-in-form.js';
import type { Site } from './site.js';

/** The forms a page posts before its script runs (no JavaScript yet, or none at all). */
export async function registerNoJsPosts(
  app: FastifyInstance,
  site: Site,
  { renderHtml, sendPage }: PageRenderer,
): Promise<void> {
  const { bundleOf } = site;
  // A page's form sent before its script ran (a slow network, a click during hydration) is
  // posted here: the forms that hold a password say method="post" so that it never lands in a
  // URL, a history or a log. The sign-in forms sign in (sign-in-form.ts); any other's body is
  // dropped and the visitor comes back to the same page (Post/Redirect/Get), where the form
  // now works.
  await app.register(async (pages) => {
    // Any form encoding (url-encoded, multipart with a file) is accepted and left unread.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    // The sign-in forms sign in without JavaScript (sign-in-form.ts): their own parser and routes.
    await pages.register(async (forms) =>
      registerSignInForms(app, forms, async (request, reply, form) => {
        if (!bundleOf(request, reply)) return reply;
        const url = routablePageUrl(request.url);
        if (url === null) return reply.callNotFound();
        const { page } = await renderHtml(request, reply, url, { postedForm: form });
        return sendPage(request, reply, page);
      }),
    );
    pages.post('/*', async (request, reply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
      return reply.redirect(sameSitePath(request.url) ?? '/', 303);
    });
  });
}
