import { describe, expect, it, vi } from 'vitest';
import { goToRedirect, safeRedirect } from './safe-redirect';

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

describe('goToRedirect', () => {
  it('navigates in the app to a page, and loads an API path as a document', () => {
    const navigate = vi.fn();
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    try {
      goToRedirect(navigate, '/fr/profil');
      expect(navigate).toHaveBeenCalledWith('/fr/profil');
      expect(assign).not.toHaveBeenCalled();
      goToRedirect(navigate, '/api/jobboard/b/privacy/exports/tok');
      expect(assign).toHaveBeenCalledWith('/api/jobboard/b/privacy/exports/tok');
      expect(navigate).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
