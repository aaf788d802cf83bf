import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  RECOMMENDED_NEARBY_KM,
  type Language,
  type RecommendationReasons,
  type RecommendedOffer,
} from '@jobboard/contracts';
import { pathTo } from '@jobboard/contracts/routes';
import { t } from '../i18n/messages.js';
import {
  claimDueForYouMails,
  forYouUnsubscribeToken,
  type DueForYouMail,
} from '../repositories/for-you-mails.js';
import { candidateProfile, recommendedOffers } from '../repositories/recommended-offers.js';
import { JOBS } from './jobs.js';
import type { MailMessage } from './mail.js';
import { boardMailBrand, boardOrigin } from './mail-brand.js';
import { offerMailLine, oneClickUnsubscribeHeaders, sweepInBatches } from './offer-mails.js';

/** Mails claimed per batch: each is a ranking query, so a PGlite process gives pages a turn between batches. */
export const FOR_YOU_BATCH_SIZE = 50;

type ForYouApp = Pick<FastifyInstance, 'db' | 'dbKind' | 'brands' | 'env' | 'jobs'>;

/** The unsubscribe link of a weekly mail: the site's page (GET) and RFC 8058's POST target. */
export function forYouUnsubscribeUrl(origin: string, token: string, lang: Language): string {
  return origin + pathTo('forYouUnsubscribe', lang, { token });
}

/** « Laval · Soins infirmiers · 3 de vos compétences », as the home page words it. */
export function reasonText(
  reasons: RecommendationReasons,
  city: string | null,
  lang: Language,
): string {
  const parts: string[] = [];
  if (reasons.same_city && city) parts.push(city);
  else if (reasons.nearby && city)
    parts.push(t(lang, 'mail.for_you_near', { city, km: RECOMMENDED_NEARBY_KM }));
  else if (reasons.remote) parts.push(t(lang, 'mail.for_you_remote'));
  if (reasons.specialization) parts.push(reasons.specialization.label[lang]);
  if (reasons.skills > 0) parts.push(t(lang, 'mail.for_you_skills', { count: reasons.skills }));
  return parts.join(' · ');
}

/**
 * The weekly sweep (JOBS.forYouMails, hourly): batch after batch, claims the mails whose week has
 * passed, ranks each candidate's offers on the mail's board (the home page's list) and queues one
 * mail for each that has any, with the List-Unsubscribe headers of RFC 8058. The mail's singleton
 * key is the candidate, board and week: a retried sweep cannot mail the same week twice. Nothing
 * to recommend: no mail, the week is spent all the same.
 */
export async function sendDueForYouMails(
  app: ForYouApp,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<{ due: number; mailed: number }> {
  const { due, mailed } = await sweepInBatches(
    { dbKind: app.dbKind, batchSize: FOR_YOU_BATCH_SIZE, log, label: 'for-you mails batch sent' },
    (limit) => claimDueForYouMails(app.db, now, limit),
    async (batch) => {
      let mailed = 0;
      for (const due of batch) {
        const board = app.brands.get(due.board);
        if (!board) continue;
        const profile = await candidateProfile(app.db, due.userId);
        if (!profile) continue;
        const items = await recommendedOffers(app.db, due.board, profile, {
          boards: new Set(app.brands.keys),
        });
        const message = forYouMail(app, due, items);
        if (!message) continue;
        await app.jobs.send(JOBS.mail, message, {
          singletonKey: `for-you:${due.userId}:${due.board}:${now.toISOString().slice(0, 10)}`,
        });
        mailed++;
      }
      return mailed;
    },
  );
  return { due, mailed };
}

function forYouMail(
  app: ForYouApp,
  due: DueForYouMail,
  items: RecommendedOffer[],
): MailMessage | null {
  const board = app.brands.get(due.board);
  if (!board || !items.length) return null;
  const lang = due.language;
  const origin = boardOrigin(app, board);
  const offers = items.map(({ offer, reasons }) => ({
    ...offerMailLine(offer, lang, origin),
    why: reasonText(reasons, offer.city?.label ?? null, lang),
  }));
  const unsubscribeUrl = forYouUnsubscribeUrl(origin, forYouUnsubscribeToken(due), lang);
  return {
    to: due.email,
    template: 'for-you',
    lang,
    brand: boardMailBrand(app, board, lang),
    data: {
      offers,
      total: offers.length,
      single: offers.length === 1,
      homeUrl: `${origin}${pathTo('home', lang)}#home-for-you`,
      profileUrl: origin + pathTo('profile', lang),
      unsubscribeUrl,
    },
    headers: oneClickUnsubscribeHeaders(unsubscribeUrl),
  };
}
