import { describe, expect, it } from 'vitest';
import { pageRedirectLocation, routablePageUrl } from './redirect.js';

const ORIGINS = ['http://jobboard.localhost:3000', 'https://ats.example'];

describe('pageRedirectLocation', () => {
  it('keeps a path of the site and the allowed origins', () => {
    expect(pageRedirectLocation('/en/login?redirect=%2Fen%2Fprofile', ORIGINS)).toBe(
      '/en/login?redirect=%2Fen%2Fprofile',
    );
    expect(pageRedirectLocation('https://ats.example/sso?lg=fr', ORIGINS)).toBe(
      'https://ats.example/sso?lg=fr',
    );
    expect(pageRedirectLocation('http://jobboard.localhost:3000/fr', ORIGINS)).toBe(
      'http://jobboard.localhost:3000/fr',
    );
  });

  it.each([
    '/fr\r\nSet-Cookie: a=b',
    '/fr/emploi/\r\n',
    '/en/offer/a\nb/1',
    'https://ats.example/\r\nx',
    'https://ats.example.evil.example/',
    'https://user@ats.example/',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    `/${'x'.repeat(3000)}`,
  ])('refuses %j', (location) => {
    expect(pageRedirectLocation(location, ORIGINS)).toBeNull();
  });
});

describe('routablePageUrl', () => {
  it('keeps an ordinary path and query as they are', () => {
    expect(routablePageUrl('/fr/emplois?q=a%20b&page=2')).toBe('/fr/emplois?q=a%20b&page=2');
  });
  it('percent-encodes what the URL parser would read as another host or a slash', () => {
    expect(routablePageUrl('/\\')).toBe('/%5C');
    expect(routablePageUrl('/\\/')).toBe('/%5C/');
    expect(routablePageUrl('//evil.example/x')).toBe('/%2Fevil.example/x');
    expect(routablePageUrl('/fr?next=\\\\x')).toBe('/fr?next=%5C%5Cx');
  });
});
