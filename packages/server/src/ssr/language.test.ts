import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.js';

describe('detectLanguage', () => {
  it('prefers the cookie, then Accept-Language, then the default', () => {
    expect(detectLanguage('en', 'fr-CA,fr;q=0.9', 'fr')).toBe('en');
    expect(detectLanguage(undefined, 'en-US,en;q=0.9,fr;q=0.8', 'fr')).toBe('en');
    expect(detectLanguage(undefined, 'de-DE,fr;q=0.5,en;q=0.7', 'fr')).toBe('en');
    expect(detectLanguage(undefined, 'de-DE', 'en')).toBe('en');
    expect(detectLanguage('xx', undefined, 'fr')).toBe('fr');
  });
});
