import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import enAccount from './account/en-CA.json';
import frAccount from './account/fr-CA.json';
import enMain from './en-CA.json';
import frMain from './fr-CA.json';

const fr: Record<string, string> = { ...frMain, ...frAccount };
const en: Record<string, string> = { ...enMain, ...enAccount };

describe('message catalogs', () => {
  it('hold the same keys', () => {
    expect(Object.keys(frMain).sort()).toEqual(Object.keys(enMain).sort());
    expect(Object.keys(frAccount).sort()).toEqual(Object.keys(enAccount).sort());
  });
  it('keep the sign-in and account pages’ messages apart, each key in one catalog', () => {
    const accountKey =
      /^(auth|apply|profile|documents|skills|application|myApplications|privacyCentre|privacyPage)\./;
    for (const key of Object.keys(frAccount)) expect(key).toMatch(accountKey);
    for (const key of Object.keys(frMain)) expect(key).not.toMatch(accountKey);
  });
  it('are valid ICU messages with the same arguments', () => {
    // The argument (and tag) names of a message, from its parsed form: a plural's branch text
    // such as `=0 {Filtres}` is text, not an argument.
    const args = (m: string) => {
      const names = new Set<string>();
      const walk = (elements: MessageFormatElement[]) => {
        for (const el of elements) {
          if (el.type !== TYPE.literal && el.type !== TYPE.pound) names.add(el.value);
          if ('options' in el) for (const option of Object.values(el.options)) walk(option.value);
          if ('children' in el) walk(el.children);
        }
      };
      walk(parse(m));
      return [...names].sort();
    };
    for (const [key, message] of Object.entries(fr)) {
      expect(() => parse(message), key).not.toThrow();
      expect(args(message), key).toEqual(args(en[key]!));
    }
  });
  it('formats fr-CA plurals and numbers', () => {
    const intl = createIntl({ locale: 'fr-CA', messages: fr });
    expect(intl.formatMessage({ id: 'search.results' }, { count: 0 })).toBe('Aucun emploi');
    expect(intl.formatMessage({ id: 'search.results' }, { count: 1 })).toBe('1 emploi');
    expect(intl.formatMessage({ id: 'search.results' }, { count: 1234 })).toBe(
      '1\u00a0234 emplois',
    );
    expect(intl.formatNumber(1234.56, { style: 'currency', currency: 'CAD' })).toBe(
      '1\u00a0234,56\u00a0$',
    );
  });
  it('uses the SPEC wording of the 404 page', () => {
    expect(en['errorPage.notFound.message']).toBe('This page could not be found');
  });
});
