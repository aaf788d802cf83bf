import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { isLoopback } from '../lib/loopback.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The newest mails shown; older ones stay in DATA_DIR/outbox. */
const SHOWN = 50;

/**
 * GET /dev/outbox: the development outbox (docs/mail.md). It shows every mail, sign-in and
 * reset links included, so it exists only where mail goes to DATA_DIR/outbox (no SMTP_HOST),
 * never in production, and answers only a client on this machine (404 to any other). Each mail
 * as received: sender, recipient and subject, the HTML part in a sandboxed frame (no scripts, no
 * same-origin, no forms), the text part below it. Any host: it lists every board's mails.
 */
const devOutbox: FastifyPluginAsync = async (app) => {
  if (app.env.NODE_ENV === 'production' || app.env.SMTP_HOST) return;
  app.get(
    '/dev/outbox',
    { config: { brand: false }, schema: { hide: true } },
    async (request, reply) => {
      if (!isLoopback(request.ip)) return reply.callNotFound();
      const mails = (await app.mailer.listOutbox()).reverse().slice(0, SHOWN);
      const nonce = randomBytes(16).toString('base64');
      const items = mails
        .map(
          (mail) => `<article id="mail-${escapeHtml(mail.id)}" data-testid="outbox-mail">
  <h2>${escapeHtml(mail.subject)}</h2>
  <dl>
    <dt>From</dt><dd data-testid="outbox-from">${escapeHtml(mail.from)}</dd>
    <dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
    <dt>Date</dt><dd>${escapeHtml(mail.createdAt)}</dd>
    <dt>Template</dt><dd>${escapeHtml(`${mail.template}.${mail.lang}`)}</dd>
  </dl>
  <iframe sandbox="" referrerpolicy="no-referrer" title="${escapeHtml(`HTML: ${mail.subject}`)}" srcdoc="${escapeHtml(mail.html)}"></iframe>
  <details open><summary>Text</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`,
        )
        .join('\n');
      return (
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          // Its own policy: the mails' inline styles and their images (any board's origin), and
          // nothing that runs. A srcdoc frame inherits this policy on top of its sandbox.
          .header(
            'content-security-policy',
            `default-src 'none'; style-src 'nonce-${nonce}'; style-src-attr 'unsafe-inline'; img-src http: https: data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
          ).send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox (development)</title>
<style nonce="${nonce}">
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #1f2328; }
  header, main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
  article { background: #fff; border: 1px solid #d1d9e0; border-radius: 8px; padding: 1rem; margin-bottom: 1.5rem; }
  h2 { font-size: 1.1rem; margin: 0 0 .5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 1rem; font-size: .9rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 46rem; border: 1px solid #d1d9e0; border-radius: 4px; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f6f8fa; padding: .75rem; border-radius: 4px; }
</style>
</head>
<body>
<header><h1>Outbox (development)</h1>
<p><strong>Development only:</strong> every mail this server wrote, sign-in and reset links included. Never served in production, with SMTP configured, or to another machine.</p>
<p>${mails.length ? `The ${mails.length} newest mails written to ${escapeHtml(app.mailer.outboxDir)}, newest first.` : 'No mail yet.'}</p></header>
<main>
${items}
</main>
</body>
</html>`)
      );
    },
  );
};

export default devOutbox;
