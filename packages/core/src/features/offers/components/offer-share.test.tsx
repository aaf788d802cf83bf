import type { Offer } from '@jobboard/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listedOffer } from '../../../testing/offers';
import { renderWithApp } from '../../../testing/render';
import { OfferShare } from './offer-share';

const offer = listedOffer(7) as unknown as Offer;
const URL_FR = 'http://t.localhost/fr/offre/offre-7/7';

afterEach(() => vi.unstubAllGlobals());

describe('OfferShare', () => {
  it('copies the canonical address and says so in a live region', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithApp(<OfferShare offer={offer} />);
    expect(screen.getByRole('group', { name: 'Partager cette offre' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copier le lien' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lien copié' })).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith(URL_FR);
    expect(screen.getByRole('status').textContent).toMatch(/^Le lien de l’offre est copié/);
  });

  it('without a clipboard (or refused), shows the address selected to copy by hand', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    renderWithApp(<OfferShare offer={offer} />, { lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = (await screen.findByLabelText('Copy this link:')) as HTMLInputElement;
    expect(field.value).toBe('http://t.localhost/fr/offre/offre-7/7');
    expect(field.readOnly).toBe(true);
  });

  it('names its links for assistive technologies: LinkedIn opens a new window, safely', async () => {
    renderWithApp(<OfferShare offer={offer} />, { lang: 'en' });
    const linkedIn = screen.getByRole('link', { name: 'Share on LinkedIn (new window)' });
    expect(linkedIn.getAttribute('rel')).toBe('noopener noreferrer');
    expect(linkedIn.getAttribute('href')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(URL_FR)}`,
    );
    const mail = screen.getByRole('link', { name: 'By e-mail' });
    expect(mail.getAttribute('href')).toMatch(/^mailto:\?subject=Offre%207&body=/);
  });
});
