import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../../i18n/messages.js';
import { forbidden, notFound } from '../../../lib/http-errors.js';
import { requireEmployer } from '../../../plugins/auth.js';
import type { TestPaymentProvider } from '../../../services/payments/index.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const params = z.object({ sessionId: z.string().regex(/^cs_test_[A-Za-z0-9_-]{10,64}$/) });

/**
 * The local test provider's checkout page (clearly marked as a test). Only an
 * employer of the team that opened the session may see or act on it; the buttons are POST forms,
 * which SameSite=Lax session cookies do not follow from another site.
 */
const testCheckout: FastifyPluginAsync<{ payments: TestPaymentProvider }> = async (
  instance,
  { payments },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const sessionOf = (sessionId: string, teamId: number | null | undefined) => {
    const session = payments.get(sessionId);
    if (!session) throw notFound();
    if (session.teamId !== teamId) throw forbidden();
    return session;
  };

  app.get(
    '/test-checkout/:sessionId',
    { preValidation: requireEmployer, schema: { tags: ['payments'], hide: true, params } },
    async (request, reply) => {
      const session = sessionOf(request.params.sessionId, request.employer?.teamId);
      const lang = request.lg;
      const id = encodeURIComponent(session.id);
      const amount = new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
        style: 'currency',
        currency: session.currency,
      }).format(session.amountCents / 100);
      const body =
        session.status === 'open'
          ? `<p class="item">${escapeHtml(session.description)}</p>
    <p class="amount">${escapeHtml(amount)}</p>
    <form method="post" action="/api/test-checkout/${id}/pay"><button type="submit">${escapeHtml(t(lang, 'test_checkout.pay'))}</button></form>
    <form method="post" action="/api/test-checkout/${id}/cancel"><button type="submit" class="secondary">${escapeHtml(t(lang, 'test_checkout.cancel'))}</button></form>`
          : `<p>${escapeHtml(t(lang, 'test_checkout.closed', { status: session.status }))}</p>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex').send(`<!doctype html>
<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(t(lang, 'test_checkout.title'))}</title>
  <style nonce="${escapeHtml(reply.cspNonce?.style ?? '')}">
    body { font-family: system-ui, sans-serif; background: #f4f4f4; color: #111; margin: 0; }
    main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; }
    .banner { background: #ffd84d; color: #111; font-weight: 700; padding: .75rem 1rem; border-radius: 4px; }
    .amount { font-size: 1.75rem; font-weight: 700; }
    form { display: inline-block; margin-right: .5rem; }
    button { font: inherit; padding: .6rem 1.2rem; border-radius: 4px; border: 0; background: #0b5394; color: #fff; cursor: pointer; }
    button.secondary { background: #ddd; color: #111; }
  </style>
</head>
<body>
  <main>
    <p class="banner" role="alert">${escapeHtml(t(lang, 'test_checkout.notice'))}</p>
    <h1>${escapeHtml(t(lang, 'test_checkout.title'))}</h1>
    ${body}
  </main>
</body>
</html>`);
    },
  );

  // The test page's buttons are plain HTML forms; their (empty) urlencoded body carries nothing.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  for (const outcome of ['pay', 'cancel'] as const) {
    app.post(
      `/test-checkout/:sessionId/${outcome}`,
      { preValidation: requireEmployer, schema: { tags: ['payments'], hide: true, params } },
      async (request, reply) => {
        const session = sessionOf(request.params.sessionId, request.employer?.teamId);
        const target = payments.complete(session.id, outcome === 'pay' ? 'paid' : 'canceled');
        // Already paid or canceled: back to the page, which says so.
        return reply.redirect(
          target ?? `/api/test-checkout/${encodeURIComponent(session.id)}`,
          303,
        );
      },
    );
  }
};

export default testCheckout;
