import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeRedirect('?redirect=/fr/profile', '/home')).toBe('/fr/profile');
    expect(safeRedirect('?redirect=%2Fen%2Ffind-a-job%3Fq%3Dchef', '/home')).toBe(
      '/en/find-a-job?q=chef',
    );
  });

  it('refuses anything that leaves the site', () => {
    for (const to of [
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      ' /fr',
    ])
      expect(safeRedirect(`?redirect=${encodeURIComponent(to)}`, '/home'), to).toBe('/home');
    expect(safeRedirect('', '/home')).toBe('/home');
  });
});
