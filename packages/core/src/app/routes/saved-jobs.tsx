import { useIntl } from 'react-intl';
import { Container, Muted, PageTitle } from '../../components/ui/primitives';
import { getMySavedOffersKey } from '../../features/saved-offers/api/saved-offers';
import { SavedOfferList } from '../../features/saved-offers/components/saved-offer-list';
import { catalogs } from '../../i18n';
import { getMeKey, type MeResponse } from '../../lib/get-me';
import { definePage } from '../page';

/**
 * « Emplois sauvegardés / Saved jobs » (docs/candidates.md#saved-jobs): public, as a visitor's
 * list is their browser's; a signed-in candidate's comes with the page.
 */
function SavedJobs() {
  const intl = useIntl();
  return (
    <Container>
      <PageTitle>{intl.formatMessage({ id: 'savedJobs.title' })}</PageTitle>
      <p>
        <Muted>{intl.formatMessage({ id: 'savedJobs.intro' })}</Muted>
      </p>
      <SavedOfferList />
    </Container>
  );
}

export default definePage({
  // The account's for the empty state's link to the search (item-list), and its own.
  prepare: catalogs('account', 'saved'),
  Component: SavedJobs,
  dependentKeys: ({ brand }, peek) => {
    const me = peek<MeResponse>(getMeKey(brand.board));
    return me?.data && me.data.guard !== 'ats' ? [getMySavedOffersKey(brand.board)] : [];
  },
  head: ({ intl }) => ({ title: intl.formatMessage({ id: 'savedJobs.title' }), noindex: true }),
});
