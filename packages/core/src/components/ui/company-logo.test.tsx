import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@jobboard/themes';
import { makeBrandContext } from '../../lib/brand';
import { testBrand } from '../../testing/brand';
import { renderWithApp } from '../../testing/render';
import { CompanyLogo, initialsOf, monogramColours } from './company-logo';
import { WideCompanyLogo } from './wide-company-logo';

const stem = '/api/uploads/images/2026-11/0123456789abcdef0123456789abcdef';

describe('CompanyLogo', () => {
  it('is a <picture> with AVIF and WebP sources and a PNG image, all square sizes', () => {
    const { container } = renderWithApp(
      <CompanyLogo
        name="Hôtel du Vieux-Port"
        logo={{ url: `${stem}.webp`, width: 160, height: 160, variants: stem }}
        size={48}
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      `${stem}-48.avif 48w, ${stem}-96.avif 96w, ${stem}-160.avif 160w`,
    );
    expect(sources[1]!.getAttribute('sizes')).toBe('48px');
    const img = screen.getByRole('img', { name: 'Hôtel du Vieux-Port' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe(`${stem}-48.png`);
    expect(img.getAttribute('srcset')).toContain(`${stem}-96.png 96w`);
    // The box is reserved before the image loads.
    expect(img.getAttribute('width')).toBe('48');
    expect(img.getAttribute('height')).toBe('48');
  });

  it('gives a wide logo a wide box where the layout has room, and a square elsewhere', () => {
    const wordmark = { url: `${stem}.webp`, width: 400, height: 100, variants: stem };
    const { container, unmount } = renderWithApp(
      <WideCompanyLogo name="Groupe Largeur" logo={wordmark} size={56} />,
    );
    const img = screen.getByRole('img', { name: 'Groupe Largeur' });
    // Its own proportions (4:1) capped at 2.5:1, the stored image rather than a square variant.
    expect(img.getAttribute('src')).toBe(`${stem}.webp`);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['140', '56']);
    expect(container.querySelector('picture')).toBeNull();
    unmount();
    // A card (CompanyLogo) keeps its square; a square logo stays square even where wide is allowed.
    const square = renderWithApp(<CompanyLogo name="Groupe Largeur" logo={wordmark} size={56} />);
    expect(square.container.querySelector('picture')).not.toBeNull();
    square.unmount();
    renderWithApp(
      <WideCompanyLogo name="Carré" logo={{ ...wordmark, width: 200, height: 180 }} size={56} />,
    );
    expect(screen.getByRole('img', { name: 'Carré' }).getAttribute('width')).toBe('56');
  });

  it('takes the PNG fallback at least as large as the box', () => {
    const { container } = renderWithApp(
      <CompanyLogo name="A" logo={{ url: 'x', width: 1, height: 1, variants: stem }} size={72} />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe(`${stem}-96.png`);
  });

  it('has an empty alt when the name is written beside it', () => {
    const { container } = renderWithApp(
      <CompanyLogo
        name="Groupe Boréal"
        logo={{ url: `${stem}.webp`, width: 160, height: 160, variants: stem }}
        size={48}
        decorative
      />,
    );
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('shows a logo stored without variants as its one image', () => {
    const { container } = renderWithApp(
      <CompanyLogo name="Acmé" logo={{ url: '/old.webp', width: 400, height: 200 }} size={96} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'Acmé' });
    expect(img.getAttribute('src')).toBe('/old.webp');
    expect(img.getAttribute('width')).toBe('96');
  });

  it('without a logo, shows the initials on a brand colour, named for assistive technology', () => {
    renderWithApp(
      <CompanyLogo name="Cabinet Juridique Tremblay & Associés" logo={null} size={48} />,
    );
    const monogram = screen.getByRole('img', { name: 'Cabinet Juridique Tremblay & Associés' });
    expect(monogram.textContent).toBe('CJ');
    expect(monogram.tagName).toBe('SPAN');
  });

  it('hides a decorative monogram from assistive technology', () => {
    renderWithApp(<CompanyLogo name="Groupe Boréal" logo={null} size={48} decorative />);
    const monogram = screen.getByTestId('company-monogram');
    expect(monogram.getAttribute('aria-hidden')).toBe('true');
    expect(monogram.textContent).toBe('GB');
  });
});

describe('monogram', () => {
  it('takes two initials, skipping small words and punctuation', () => {
    expect(initialsOf('Hôtel du Vieux-Port')).toBe('HV');
    expect(initialsOf('Banque Coopérative de l’Estrie')).toBe('BC');
    expect(initialsOf('Informatique Polaris')).toBe('IP');
    expect(initialsOf('écoles')).toBe('É');
    expect(initialsOf('  ')).toBe('?');
  });

  it('reads with at least 4.5:1 contrast on every colour it may take', () => {
    const { theme } = makeBrandContext(testBrand(), { origin: 'http://t', atsUrl: null });
    const names = ['Groupe Boréal', 'Hôtel du Vieux-Port', 'Informatique Polaris', 'A', 'B', 'C'];
    const pairs = new Set(names.map((n) => JSON.stringify(monogramColours(theme, n))));
    expect(pairs.size).toBeGreaterThan(1);
    for (const pair of pairs) {
      const { background, color } = JSON.parse(pair) as { background: string; color: string };
      expect(contrastRatio(background, color)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
