import type { OfferReportInput } from '@jobboard/contracts';
import { pathTo } from '@jobboard/contracts/routes';
import { moderationAddress, type BrandManifest } from '@jobboard/manifest';
import { t } from '../i18n/messages.js';
import { getOffer } from '../repositories/offers.js';
import { oneLine } from './mail.js';
import { boardMailBrand, boardOrigin } from './mail-brand.js';
import { queueMail, type Asker, type BoardMailApp } from './mail-queue.js';

/**
 * An offer reported to a board's moderators (docs/candidates.md#reporting-an-offer): mailed,
 * through the mail queue, to the board's moderation address (manifest `moderationEmail`, else its
 * privacy officer's), in the board's default language, with the offer's address, who posted it
 * (confidential or not) and the reporter's reason and detail; nothing about the reporter goes
 * with it, and nothing is stored. `not_found`: the offer is not readable on the board (unknown,
 * draft, another board's); nothing is sent.
 */
export async function reportOffer(
  app: BoardMailApp,
  asker: Asker,
  input: {
    board: BrandManifest;
    offerId: number;
    reason: OfferReportInput['reason'];
    detail?: string;
  },
): Promise<{ kind: 'not_found' } | { kind: 'reported' }> {
  const { board, reason, detail } = input;
  const offer = await getOffer(app.db, board.name, input.offerId);
  if (!offer) return { kind: 'not_found' };
  const lang = board.behaviour.defaultLanguage;
  const written = offer.contents[lang] ? lang : offer.primary_language;
  const content = offer.contents[written] ?? offer.contents.fr ?? offer.contents.en;
  const slug = content?.slug || 'offer';
  await queueMail(app, asker, {
    to: moderationAddress(board),
    template: 'offer-report',
    lang,
    brand: boardMailBrand(app, board, lang),
    data: {
      offerId: offer.id,
      offerTitle: oneLine(content?.title ?? ''),
      companyName: oneLine(
        (lang === 'fr' ? offer.company?.name_fr : offer.company?.name_en) ||
          offer.company?.name_fr ||
          offer.company?.name_en ||
          '',
      ),
      url: boardOrigin(app, board) + pathTo('offer', written, { slug, id: offer.id }),
      reason: t(lang, `offer_report_reason.${reason}`),
      detail: detail?.trim() ?? '',
    },
  });
  return { kind: 'reported' };
}
