import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testBrand } from '../../testing/brand';
import { renderWithApp } from '../../testing/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows only the links and social icons the brand has, and the copyright', () => {
    renderWithApp(<Footer />);
    expect(screen.getByRole('link', { name: 'À propos' }).getAttribute('href')).toBe(
      'https://example.com/a-propos',
    );
    expect(screen.queryByRole('link', { name: 'Nous joindre' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Facebook' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Emplois' }).getAttribute('href')).toBe(
      '/fr/emploi/emplois-test',
    );
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Test Emplois. Tous droits réservés.`),
    ).toBeTruthy();
  });
  it('has one privacy link, to the board’s privacy page, beside the cookie settings', () => {
    const brand = testBrand({
      links: {
        about: { fr: 'https://example.com/a-propos', en: 'https://example.com/about' },
        privacy: { fr: 'https://example.com/confidentialite', en: 'https://example.com/privacy' },
      },
    });
    for (const lang of ['fr', 'en'] as const) {
      const { unmount } = renderWithApp(<Footer />, { brand, lang });
      const privacy = screen.getAllByRole('link', {
        name: /^(politique de )?confidentialité$|^privacy( policy)?$/i,
      });
      expect(privacy.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
        lang === 'fr'
          ? ['Politique de confidentialité', '/fr/confidentialite']
          : ['Privacy policy', '/en/privacy'],
      ]);
      // The brand's own policy is linked from that page, not a second time here.
      const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
      expect(hrefs.filter((href) => href?.startsWith('https://example.com/'))).toEqual([
        lang === 'fr' ? 'https://example.com/a-propos' : 'https://example.com/about',
      ]);
      expect(
        screen.getByRole('link', {
          name: lang === 'fr' ? 'Paramètres des témoins' : 'Cookie settings',
        }),
      ).toBeTruthy();
      unmount();
    }
  });
  it('renders configured social links', () => {
    const brand = testBrand({ social: { facebook: 'https://facebook.com/x' } });
    renderWithApp(<Footer />, { brand });
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      'https://facebook.com/x',
    );
  });
});
