import type { Offer } from '@jobboard/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { OfferDetails } from './offer-details';

const offer = (over: Partial<Offer> = {}): Offer => ({
  id: 5,
  is_confidential: false,
  company: { id: 3, slug: 'hotel', name_fr: 'Hôtel Boréal', name_en: 'Boreal Hotel', logo: null },
  contents: {
    fr: { title: 'Réceptionniste', slug: 'receptionniste', description: 'Accueillir les clients.' },
  },
  primary_language: 'fr',
  has_applied: false,
  attributes: [],
  city: { id: 1, label: 'Québec', slug: 'quebec', featured: true },
  address: null,
  salary: null,
  positions: 1,
  jobboards: [],
  status: 'published',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  expires_at: null,
  ...over,
});

describe('OfferDetails', () => {
  it('names remote work and applicants anywhere in Canada in the workplace line', () => {
    renderWithApp(<OfferDetails offer={offer({ remote: true, open_to_canada: true })} />);
    const workplace = screen.getByTestId('offer-workplace');
    expect(workplace.textContent).toBe('TélétravailCandidatures de partout au Canada');
    expect(screen.getByText('Lieu de travail').tagName).toBe('DT');
  });

  it('has no workplace line for an on-site offer open to local applicants', () => {
    renderWithApp(<OfferDetails offer={offer({ remote: false, open_to_canada: false })} />);
    expect(screen.queryByTestId('offer-workplace')).toBeNull();
  });
});
