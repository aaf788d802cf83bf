import type { OfferListItem } from '@jobboard/contracts';

/** A published French offer of a list (search results, home), as the API answers it. */
export const listedOffer = (id: number): OfferListItem => ({
  id,
  is_confidential: false,
  company: { id: 3, slug: 'hotel', name_fr: 'Hôtel', name_en: 'Hotel', logo: null },
  contents: { fr: { title: `Offre ${id}`, slug: `offre-${id}` } },
  primary_language: 'fr',
  has_applied: false,
  attributes: [],
  city: null,
  address: null,
  salary: null,
  positions: 1,
  jobboards: [],
  status: 'published',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  expires_at: null,
});
