import type { Offer } from '@jobboard/contracts';

/** An offer's title in a language, else in its primary language. */
export function offerTitle(
  offer: Pick<Offer, 'contents' | 'primary_language'>,
  lang: 'fr' | 'en',
): string {
  return (
    offer.contents[lang]?.title ||
    offer.contents[offer.primary_language]?.title ||
    offer.contents.fr?.title ||
    offer.contents.en?.title ||
    ''
  );
}
