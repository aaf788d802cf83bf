import { describe, expect, it } from 'vitest';
import { pageRedirectLocation } from './redirect.js';

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
