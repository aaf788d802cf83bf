import type { OfferListItem } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import { Grid, Skeleton } from '../../../components/ui/primitives';
import { OfferCard } from './offer-card';

export function OfferList({
  offers,
  loading,
  min = '320px',
  withLogos = true,
}: {
  offers: OfferListItem[] | undefined;
  loading?: boolean;
  /**
   * The narrowest a card may be (columns of the grid). 320 px by default: a narrower card
   * stacks its tags one per line beside the logo.
   */
  min?: string;
  /** False when the list sits under its company's heading and logo (companies hiring). */
  withLogos?: boolean;
}) {
  const intl = useIntl();
  if (!offers) {
    return loading ? (
      <Grid $min={min}>
        <Skeleton $h={140} />
        <Skeleton $h={140} />
      </Grid>
    ) : null;
  }
  if (!offers.length)
    return <p data-testid="no-results">{intl.formatMessage({ id: 'search.noResults' })}</p>;
  return (
    <Grid $min={min} data-testid="offer-list">
      {offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} withLogo={withLogos} />
      ))}
    </Grid>
  );
}
