import type { OfferListItem } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import { Grid, Skeleton } from '../../../components/ui/primitives';
import { OfferCard } from './offer-card';

export function OfferList({
  offers,
  loading,
}: {
  offers: OfferListItem[] | undefined;
  loading?: boolean;
}) {
  const intl = useIntl();
  if (!offers) {
    return loading ? (
      <Grid>
        <Skeleton $h={140} />
        <Skeleton $h={140} />
      </Grid>
    ) : null;
  }
  if (!offers.length)
    return <p data-testid="no-results">{intl.formatMessage({ id: 'search.noResults' })}</p>;
  return (
    <Grid data-testid="offer-list">
      {offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} />
      ))}
    </Grid>
  );
}
