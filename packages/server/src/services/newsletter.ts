import type { FastifyInstance } from 'fastify';
import type { Language } from '@jobboard/contracts';
import { pathTo } from '@jobboard/contracts/routes';
import type { BrandManifest } from '@jobboard/manifest';
import { confirmationToken, requestSubscription } from '../repositories/newsletter.js';
import { boardMailBrand, boardOrigin } from './mail-brand.js';
import { allowMail, type Asker } from './mail-queue.js';

/** What a newsletter signup needs of the app. */
type NewsletterApp = Pick<FastifyInstance, 'db' | 'env' | 'brands' | 'mailer'>;

/**
 * A newsletter signup of the footer (double opt-in, docs/mail.md): the subscription recorded
 * (repositories/newsletter.ts requestSubscription) and, when it calls for one, the confirmation
 * mail with its confirmation and unsubscribe links, from the board's canonical origin
 * (PUBLIC_ORIGIN), never the request's Host. Past the recipient's mail limit nothing is sent.
 *
 * The mail is sent, not queued, and not awaited: its sending is returned (failures logged, it
 * never rejects) for the caller to wait for at shutdown, so the answer, the same whether or not
 * a mail goes, does not wait for SMTP either.
 */
export async function subscribeToNewsletter(
  app: NewsletterApp,
  asker: Asker,
  input: { board: BrandManifest; email: string; lang: Language },
): Promise<{ sending: Promise<void> | null }> {
  const { board, email, lang } = input;
  const outcome = await requestSubscription(app.db, { board: board.name, email, language: lang });
  if (!outcome.send) return { sending: null };
  const origin = boardOrigin(app, board);
  const message = {
    to: email,
    template: 'newsletter-confirmation',
    lang,
    brand: boardMailBrand(app, board, lang),
    data: {
      url:
        origin +
        pathTo('newsletterConfirmation', lang, { email, token: confirmationToken(outcome.link) }),
      unsubscribeUrl:
        origin + pathTo('newsletterUnsubscribe', lang, { email, token: outcome.unsubscribeToken }),
    },
  };
  if (!(await allowMail(app, asker, message))) return { sending: null };
  const sending = app.mailer
    .send(message)
    .then(() => undefined)
    .catch((err: unknown) => asker.log.error({ err }, 'newsletter confirmation mail not sent'));
  return { sending };
}
