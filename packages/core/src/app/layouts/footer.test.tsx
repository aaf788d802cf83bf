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
  it('renders configured social links', () => {
    const brand = testBrand({ social: { facebook: 'https://facebook.com/x' } });
    renderWithApp(<Footer />, { brand });
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      'https://facebook.com/x',
    );
  });
});
