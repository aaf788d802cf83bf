import type { Offer } from '@jobboard/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { descriptionBlocks, OfferDetails } from './offer-details';

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
  it('in an employer’s preview of a draft: no save button, and the day it would be published on', () => {
    const { unmount } = renderWithApp(<OfferDetails offer={offer()} />);
    expect(screen.getAllByRole('button').length).toBeGreaterThan(0);
    expect(document.querySelector('time')!.getAttribute('dateTime')).toBe(offer().created_at);
    unmount();
    renderWithApp(<OfferDetails offer={offer({ status: 'draft' })} preview />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    const posted = document.querySelector('time')!.getAttribute('dateTime')!;
    expect(posted.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
  });

  it('shows the text’s paragraphs as paragraphs and its dashed lines as a list', () => {
    const description =
      'Nous embauchons.\nÀ Québec.\n\nCe que vous ferez :\n- Accueillir les clients.\n- Tenir la caisse.\n\nFin.';
    renderWithApp(
      <OfferDetails
        offer={offer({
          contents: { fr: { title: 'Réceptionniste', slug: 'receptionniste', description } },
        })}
      />,
    );
    const body = screen.getByTestId('offer-description');
    expect([...body.children].map((el) => el.tagName)).toEqual(['P', 'P', 'UL', 'P']);
    expect(body.querySelector('p')!.textContent).toBe('Nous embauchons.\nÀ Québec.');
    expect([...body.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Accueillir les clients.',
      'Tenir la caisse.',
    ]);
  });

  it('reads nothing but lines from the text: a list item keeps its characters as typed', () => {
    expect(descriptionBlocks('• <b>un</b>\r\n* deux\r\n\r\n\r\ntrois - quatre')).toEqual([
      { kind: 'ul', items: ['<b>un</b>', 'deux'] },
      { kind: 'p', text: 'trois - quatre' },
    ]);
  });

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
