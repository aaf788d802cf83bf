import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from './en-CA.json';
import fr from './fr-CA.json';

describe('message catalogs', () => {
  it('hold the same keys', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });
  it('are valid ICU messages with the same arguments', () => {
    const args = (m: string) =>
      [...new Set([...m.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((x) => x[1]))].sort();
    for (const [key, message] of Object.entries(fr)) {
      expect(() => parse(message), key).not.toThrow();
      expect(args(message), key).toEqual(args((en as Record<string, string>)[key]!));
    }
  });
  it('formats fr-CA plurals and numbers', () => {
    const intl = createIntl({ locale: 'fr-CA', messages: fr });
    expect(intl.formatMessage({ id: 'search.results' }, { count: 0 })).toBe('Aucune offre');
    expect(intl.formatMessage({ id: 'search.results' }, { count: 1 })).toBe('1 offre');
    expect(intl.formatMessage({ id: 'search.results' }, { count: 1234 })).toBe('1\u00a0234 offres');
    expect(intl.formatNumber(1234.56, { style: 'currency', currency: 'CAD' })).toBe(
      '1\u00a0234,56\u00a0$',
    );
  });
  it('uses the SPEC wording of the 404 page', () => {
    expect(en['errorPage.notFound.message']).toBe('This page could not be found');
  });
});
