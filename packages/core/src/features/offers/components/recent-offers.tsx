import type { OfferListItem } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Grid } from '../../../components/ui/primitives';
import { useBrand } from '../../../lib/brand';
import { RECENT_OFFERS_SHOWN, useRecentOffers, type RecentOffer } from '../../../lib/recent';
import { OfferCard } from './offer-card';

const Section = styled.section`
  margin-bottom: ${(p) => p.theme.space[6]};
`;

/** A stored offer as the card shows it: what was kept of it, nothing more. */
export function recentListItem(r: RecentOffer): OfferListItem {
  const contents: OfferListItem['contents'] = {};
  for (const lang of ['fr', 'en'] as const) {
    const title = r.title[lang];
    if (title) contents[lang] = { title, slug: r.slug[lang] ?? '' };
  }
  return {
    id: r.id,
    is_confidential: !r.company,
    company: r.company
      ? { id: 0, slug: '', name_fr: r.company.fr, name_en: r.company.en, logo: r.logo }
      : null,
    contents,
    primary_language: r.primary,
    has_applied: false,
    attributes: [],
    city: r.city ? { id: 0, label: r.city, slug: '', featured: false } : null,
    address: null,
    salary: null,
    positions: 1,
    jobboards: [],
    status: 'published',
    created_at: r.posted,
    updated_at: r.posted,
    expires_at: null,
  };
}

/**
 * « Consultés récemment » on the home page: the offers this browser viewed last on this board
 * (lib/recent.ts). Lazy-loaded and rendered only once the page has hydrated; nothing when none.
 */
export default function RecentOffers() {
  const intl = useIntl();
  const { board } = useBrand();
  const offers = useRecentOffers(board).slice(0, RECENT_OFFERS_SHOWN);
  if (!offers.length) return null;
  return (
    <Section aria-labelledby="home-recent" data-testid="recent-offers">
      <h2 id="home-recent">{intl.formatMessage({ id: 'home.recentOffers' })}</h2>
      <Grid $min="320px">
        {offers.map((r) => (
          <OfferCard key={r.id} offer={recentListItem(r)} />
        ))}
      </Grid>
    </Section>
  );
}
