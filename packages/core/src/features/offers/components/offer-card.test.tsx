import type { OfferListItem } from '@jobboard/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en-CA.json';
import fr from '../../../i18n/fr-CA.json';
import { renderWithApp } from '../../../testing/render';
import { getSavedIds, setSavedIds } from '../../../lib/saved-offers';
import { OfferCard, postedAgo } from './offer-card';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const frIntl = createIntl({ locale: 'fr-CA', messages: fr });
const enIntl = createIntl({ locale: 'en-CA', messages: en });
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const DAY = 86_400_000;

const offer = (over: Partial<OfferListItem> = {}): OfferListItem => ({
  id: 5,
  is_confidential: false,
  company: { id: 3, slug: 'hotel', name_fr: 'Hôtel Boréal', name_en: 'Boreal Hotel', logo: null },
  contents: { fr: { title: 'Réceptionniste', slug: 'receptionniste' } },
  primary_language: 'fr',
  has_applied: false,
  attributes: [
    {
      id: 41,
      type: 'schedule',
      label: { fr: 'Temps plein', en: 'Full time' },
      slug: { fr: 'temps-plein', en: 'full-time' },
      parent_id: null,
    },
    {
      id: 33,
      type: 'experience',
      label: { fr: '2 à 5 ans', en: '2 to 5 years' },
      slug: { fr: '2-5', en: '2-5' },
      parent_id: null,
    },
  ],
  city: { id: 1, label: 'Québec', slug: 'quebec', featured: true },
  address: null,
  salary: { min: 45000, max: 55000, period: 'year', currency: 'CAD' },
  positions: 1,
  jobboards: [],
  status: 'published',
  created_at: ago(3 * DAY + 3_600_000),
  updated_at: ago(3 * DAY),
  expires_at: null,
  ...over,
});

describe('postedAgo', () => {
  it('says how long ago in the largest unit that fits, in both languages', () => {
    expect(postedAgo(frIntl, ago(3 * DAY + 5000), NOW)).toBe('il y a 3 jours');
    expect(postedAgo(enIntl, ago(3 * DAY + 5000), NOW)).toBe('3 days ago');
    expect(postedAgo(frIntl, ago(DAY + 5000), NOW)).toBe('hier');
    expect(postedAgo(enIntl, ago(5 * 3_600_000), NOW)).toBe('5 hours ago');
    expect(postedAgo(enIntl, ago(10 * 60_000), NOW)).toBe('10 minutes ago');
    expect(postedAgo(enIntl, ago(65 * DAY), NOW)).toBe('2 months ago');
    // A clock a little behind the server's never says "in 2 minutes".
    expect(postedAgo(enIntl, new Date(NOW + 120_000).toISOString(), NOW)).toBe('this minute');
  });
});

describe('OfferCard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows title, company, city, schedule, experience, pay and relative date, as one link', () => {
    renderWithApp(<OfferCard offer={offer()} />);
    const card = screen.getByTestId('offer-card');
    const links = card.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.textContent).toBe('Réceptionniste');
    expect(links[0]!.getAttribute('href')).toBe('/fr/offre/receptionniste/5');
    expect(links[0]!.closest('h3')).not.toBeNull();
    expect(card.textContent).toContain('Hôtel Boréal');
    expect(card.textContent).toContain('Québec');
    expect(card.textContent).toContain('Temps plein');
    expect(card.textContent).toContain('2 à 5 ans');
    expect(screen.getByTestId('offer-pay').textContent).toMatch(/45.000.\$/);
    const posted = screen.getByTestId('offer-posted');
    expect(posted.textContent).toBe('il y a 3 jours');
    expect(posted.getAttribute('datetime')).toBe(offer().created_at);
  });

  it('shows no pay line without a salary, and never the company of a confidential offer', () => {
    renderWithApp(
      <OfferCard offer={offer({ salary: null, is_confidential: true, company: null })} />,
    );
    expect(screen.queryByTestId('offer-pay')).toBeNull();
    expect(screen.getByTestId('offer-card').textContent).toContain('Employeur confidentiel');
  });

  it('shows the version in the visitor’s language, else the other one marked with its language', () => {
    const both = offer({
      contents: {
        fr: { title: 'Réceptionniste', slug: 'receptionniste' },
        en: { title: 'Receptionist', slug: 'receptionist' },
      },
    });
    const { unmount } = renderWithApp(<OfferCard offer={both} />, { lang: 'en' });
    let title = screen.getByTestId('offer-card').querySelector('h3')!;
    expect(title.textContent).toBe('Receptionist');
    expect(title.querySelector('a')!.getAttribute('href')).toBe('/en/offer/receptionist/5');
    expect(title.hasAttribute('lang')).toBe(false);
    expect(screen.queryByTestId('offer-lang-mark')).toBeNull();
    unmount();
    renderWithApp(<OfferCard offer={offer()} />, { lang: 'en' });
    title = screen.getByTestId('offer-card').querySelector('h3')!;
    // The French title, marked FR, and named "(in French)" in the page's language.
    expect(title.getAttribute('lang')).toBe('fr-CA');
    expect(screen.getByTestId('offer-lang-mark').textContent).toBe('FR');
    expect(screen.getByTestId('offer-lang-mark').getAttribute('aria-hidden')).toBe('true');
    const hidden = title.querySelector('.visually-hidden')!;
    expect(hidden.textContent).toBe(' (in French)');
    expect(hidden.getAttribute('lang')).toBe('en-CA');
    expect(title.textContent).toBe('RéceptionnisteFR (in French)');
  });

  it('says Télétravail on a remote offer, and nothing on an on-site one', () => {
    const { unmount } = renderWithApp(<OfferCard offer={offer({ remote: true })} />);
    expect(screen.getByTestId('offer-remote').textContent).toBe('Télétravail');
    unmount();
    renderWithApp(<OfferCard offer={offer({ remote: false })} />);
    expect(screen.queryByTestId('offer-remote')).toBeNull();
  });

  it('shows the logo and name, or leaves both out under the company heading of companies hiring', () => {
    const { unmount } = renderWithApp(<OfferCard offer={offer()} />);
    expect(screen.getByTestId('company-monogram')).toBeTruthy();
    expect(screen.getByTestId('offer-card').textContent).toContain('Hôtel Boréal');
    unmount();
    renderWithApp(<OfferCard offer={offer()} withLogo={false} />);
    expect(screen.queryByTestId('company-monogram')).toBeNull();
    // The heading above names the company once; the card keeps its city.
    expect(screen.getByTestId('offer-card').textContent).not.toContain('Hôtel Boréal');
    expect(screen.getByTestId('offer-card').querySelector('.where')?.textContent).toBe(
      offer().city!.label,
    );
  });

  it('has a heart named after the offer, pressed once saved, kept in the browser', async () => {
    localStorage.clear();
    setSavedIds([]);
    const { unmount } = renderWithApp(<OfferCard offer={offer()} />);
    const heart = screen.getByRole('button', {
      name: 'Sauvegarder l’offre «\u00a0Réceptionniste\u00a0»',
    });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    // Signed out: the browser keeps it, nothing is sent.
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await userEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(getSavedIds()).toEqual([5]);
    expect(fetchSpy).not.toHaveBeenCalled();
    unmount();
    // Another card of the same offer (another page) starts pressed.
    renderWithApp(<OfferCard offer={offer()} />, { lang: 'en' });
    expect(
      screen
        .getByRole('button', { name: 'Save the job “Réceptionniste”' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    vi.unstubAllGlobals();
    setSavedIds([]);
  });
});
