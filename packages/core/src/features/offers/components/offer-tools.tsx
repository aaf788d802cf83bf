import type { Offer } from '@jobboard/contracts';
import { ChunkMessages } from '../../../components/ui/chunk-messages';
import { Stack } from '../../../components/ui/primitives';
import type { Messages } from '../../../i18n';
import en from '../../../i18n/offer-tools/en-CA.json';
import fr from '../../../i18n/offer-tools/fr-CA.json';
import { OfferShare } from './offer-share';
import { ReportOffer } from './report-offer';

const CATALOGS: Record<'fr' | 'en', Messages> = { fr, en };

/**
 * What a reader does with an offer besides applying: share it, report it. One chunk, not in the
 * offer page's first load (offer.tsx loads it as a lazyComponent), with its own messages
 * (i18n/offer-tools, both languages: a few hundred bytes here rather than in the page's catalog).
 */
export function OfferTools({ offer }: { offer: Offer }) {
  return (
    <ChunkMessages catalogs={CATALOGS}>
      <Stack $gap="4">
        <OfferShare offer={offer} />
        <ReportOffer offer={offer} />
      </Stack>
    </ChunkMessages>
  );
}
