import type { Offer } from '@jobboard/contracts';
import { pathTo, type Lang } from '@jobboard/contracts/routes';
import { offerContent, offerContentLang } from '../../../lib/job-posting';
import { offerLinkParams } from './offer-card';

/** LinkedIn's plain share address: a link, no script of theirs on the page. */
export const LINKEDIN_SHARE_URL = 'https://www.linkedin.com/sharing/share-offsite/';

/**
 * The addresses an offer is shared with, from its canonical URL: the brand's canonical origin
 * (the server's, never a request header) and the offer's address in the language it is written
 * in (an offer in one language shows it at its other address too, whose canonical is the
 * written one, as the page's <link rel="canonical">).
 */
export function offerShareLinks(
  origin: string,
  offer: Offer,
  lang: Lang,
  mailBody: (title: string, url: string) => string,
) {
  const written = offerContentLang(offer, lang);
  const url = origin + pathTo('offer', written, offerLinkParams(offer, written));
  const title = offerContent(offer, lang)?.title ?? '';
  const mail = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(mailBody(title, url))}`;
  const linkedIn = `${LINKEDIN_SHARE_URL}?url=${encodeURIComponent(url)}`;
  return { url, title, mail, linkedIn };
}
