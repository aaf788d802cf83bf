import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_LENGTH, safeRedirect, sameSitePath } from './safe-redirect';

/** Targets an attacker puts in a `redirect` parameter or a checkout's return path. */
export const HOSTILE_TARGETS = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/..//evil.example',
  '/./\\evil.example',
  'https:evil.example',
  'https://evil.example',
  'http:/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  ' /fr',
  '/fr\r\nSet-Cookie: a=b',
  '/fr\nLocation: //evil.example',
  '/\t/evil.example',
  '/fr%0d%0a'.replace('%0d%0a', '\r\n'),
  `/fr\u0000`,
  `/fr\u007f`,
  `/fr\u0085`,
  `/${'a'.repeat(MAX_REDIRECT_LENGTH)}`,
  'evil.example',
  '',
];

describe('sameSitePath', () => {
  it.each(HOSTILE_TARGETS.map((to) => [JSON.stringify(to).slice(0, 60), to]))(
    'refuses %s',
    (_, to) => {
      expect(sameSitePath(to)).toBeNull();
      expect(safeRedirect(`?redirect=${encodeURIComponent(to)}`, '/home')).toBe('/home');
    },
  );

  it('refuses what is not a string', () => {
    for (const to of [null, undefined, 1, ['/fr'], { toString: () => '/fr' }])
      expect(sameSitePath(to)).toBeNull();
  });

  it('keeps a path of this site with its query and hash', () => {
    expect(sameSitePath('/fr/profile')).toBe('/fr/profile');
    expect(sameSitePath('/en/find-a-job?q=chef&page=2#top')).toBe(
      '/en/find-a-job?q=chef&page=2#top',
    );
    expect(sameSitePath('/fr/emplois/montréal')).toBe('/fr/emplois/montr%C3%A9al');
    expect(sameSitePath(`/${'a'.repeat(MAX_REDIRECT_LENGTH - 1)}`)).toHaveLength(
      MAX_REDIRECT_LENGTH,
    );
  });
});

describe('safeRedirect', () => {
  it('reads the redirect parameter of a query string', () => {
    expect(safeRedirect('?redirect=/fr/profile', '/home')).toBe('/fr/profile');
    expect(safeRedirect('?redirect=%2Fen%2Ffind-a-job%3Fq%3Dchef', '/home')).toBe(
      '/en/find-a-job?q=chef',
    );
    expect(safeRedirect('', '/home')).toBe('/home');
    expect(safeRedirect('?other=1', '/home')).toBe('/home');
  });
});
