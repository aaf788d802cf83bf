import { pathTo } from '@jobboard/contracts/routes';
import type { BrandManifest } from '@jobboard/manifest';
import { findApplicationNotice } from '../repositories/applications.js';
import { oneLine } from './mail.js';
import { boardMailBrand, boardOrigin } from './mail-brand.js';
import { queueMail, type Asker, type BoardMailApp } from './mail-queue.js';

/**
 * Tells the offer's team that a candidate applied: one mail to each employer who reviews
 * applications (manage_candidates), in that employer's language, with a link to the
 * offer's applications page on the board the candidate applied on.
 *
 * Never throws: the application is saved and the employers' list shows it whatever happens to
 * the mail, so a failure (the lookup, or one recipient's mail) is logged and the others still go.
 */
export async function notifyEmployersOfApplication(
  app: BoardMailApp,
  asker: Asker,
  board: BrandManifest,
  applicationId: number,
): Promise<void> {
  const notice = await findApplicationNotice(app.db, applicationId).catch((err: unknown) => {
    asker.log.error({ err, applicationId }, 'new application e-mail: lookup failed');
    return undefined;
  });
  if (!notice) return;
  const { offer, candidate } = notice;
  const origin = boardOrigin(app, board);
  await Promise.all(
    notice.recipients.map(async (recipient) => {
      const lang = recipient.language;
      try {
        await queueMail(app, asker, {
          to: recipient.email,
          template: 'new-application',
          lang,
          brand: boardMailBrand(app, board, lang),
          data: {
            firstName: recipient.firstName,
            candidateName: oneLine(`${candidate.firstName} ${candidate.lastName}`),
            offerTitle: oneLine(offer.title[lang] || offer.title[offer.primaryLanguage] || ''),
            url: origin + pathTo('employerOfferApplications', lang, { id: offer.id }),
          },
        });
      } catch (err) {
        asker.log.error({ err, applicationId }, 'new application e-mail failed');
      }
    }),
  );
}

/**
 * The employers of applications a candidate's proof of address just delivered (the confirmation
 * link, a reset link: deliverHeldApplications, in the transaction that marked the address
 * confirmed) hear of them now, from the board each was made on. Never throws.
 */
export async function notifyEmployersOfDelivered(
  app: BoardMailApp,
  asker: Asker,
  delivered: Array<{ id: number; board: string | null }>,
): Promise<void> {
  const { brands } = app;
  for (const application of delivered) {
    const board = (application.board && brands.get(application.board)) || brands.defaultBrand;
    if (board) await notifyEmployersOfApplication(app, asker, board, application.id);
  }
}
