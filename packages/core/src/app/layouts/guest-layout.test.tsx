import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { GuestLayout } from './guest-layout';

const LANDMARKS =
  'header, main, footer, nav, aside, [role=banner], [role=main], [role=contentinfo]';

describe('GuestLayout', () => {
  it('puts every visible piece in a landmark: switcher and logo, card, copyright', () => {
    const { container } = renderWithApp(<GuestLayout />, { url: '/fr/connexion' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByTestId('language-switcher')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: /Test Emplois/ })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByText(/Tous droits réservés/)).toBeTruthy();
    // axe's "region" rule: no text or image outside a landmark.
    const outside = [...container.querySelectorAll('a, p, img, picture, h1, h2, span')].filter(
      (el) => !el.closest(LANDMARKS),
    );
    expect(outside.map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
  });
});
