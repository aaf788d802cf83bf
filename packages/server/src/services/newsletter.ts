import type { Language } from '@jobboard/contracts';
import { pathTo } from '@jobboard/contracts/routes';
import type { BrandManifest } from '@jobboard/manifest';
import { confirmationToken, requestSubscription } from '../repositories/newsletter.js';
import { afterAnswer } from './after-answer.js';
import { boardMailBrand, boardOrigin } from './mail-brand.js';
import { queueMail, type Asker, type BoardMailApp } from './mail-queue.js';

/**
 * A newsletter signup of the footer (double opt-in, docs/mail.md): the subscription recorded
 * (repositories/newsletter.ts requestSubscription) and, when it calls for one, the confirmation
 * mail with its confirmation and unsubscribe links, from the board's canonical origin
 * (PUBLIC_ORIGIN), never the request's Host. Queued like the other mails a visitor can have sent
 * to an address: counted against the recipient's limit (past it nothing is sent), on the
 * `mail.account` queue, retried, with the request's id.
 *
 * The mail is queued after the caller answers (afterAnswer: `queueing`, for the caller to keep
 * until the app closes): the answer takes the same time whether or not a mail goes, so its timing
 * does not tell whether an address is subscribed. A queue that fails is logged.
 */
export async function subscribeToNewsletter(
  app: BoardMailApp,
  asker: Asker,
  input: { board: BrandManifest; email: string; lang: Language },
): Promise<{ queueing: Promise<void> | null }> {
  const { board, email, lang } = input;
  const outcome = await requestSubscription(app.db, { board: board.name, email, language: lang });
  if (!outcome.send) return { queueing: null };
  const origin = boardOrigin(app, board);
  const queueing = afterAnswer(asker, 'newsletter confirmation not queued', () =>
    queueMail(app, asker, {
      to: email,
      template: 'newsletter-confirmation',
      lang,
      brand: boardMailBrand(app, board, lang),
      data: {
        url:
          origin +
          pathTo('newsletterConfirmation', lang, { email, token: confirmationToken(outcome.link) }),
        unsubscribeUrl:
          origin +
          pathTo('newsletterUnsubscribe', lang, { email, token: outcome.unsubscribeToken }),
      },
    }),
  );
  return { queueing };
}
