import { parse } from '@formatjs/icu-messageformat-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppIntl } from './app-intl';

const messages = {
  days: parse('{count, plural, one {# jour} other {# jours}}'),
  hello: parse('Bonjour {name}'),
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createAppIntl', () => {
  it('formats as react-intl does', () => {
    const intl = createAppIntl({ locale: 'fr-CA', messages });
    expect(intl.formatMessage({ id: 'days' }, { count: 1 })).toBe('1 jour');
    expect(intl.formatMessage({ id: 'days' }, { count: 3 })).toBe('3 jours');
    expect(intl.formatMessage({ id: 'hello' }, { name: 'Ana' })).toBe('Bonjour Ana');
    expect(intl.formatMessage({ id: 'hello' }, { name: 'Léo' })).toBe('Bonjour Léo');
  });

  it('finds a message’s formatter without serialising the message again', () => {
    const intl = createAppIntl({ locale: 'fr-CA', messages });
    intl.formatMessage({ id: 'hello' }, { name: 'Ana' });
    // react-intl's cache key is JSON.stringify of the call's arguments, on every call.
    const stringify = vi.spyOn(JSON, 'stringify');
    expect(intl.formatMessage({ id: 'hello' }, { name: 'Léo' })).toBe('Bonjour Léo');
    expect(stringify).not.toHaveBeenCalled();
  });

  it('leaves a default message to react-intl’s cache, formatted in its own locale', () => {
    const intl = createAppIntl({
      locale: 'fr-CA',
      defaultLocale: 'en-CA',
      messages,
      onError: () => undefined,
    });
    expect(
      intl.formatMessage({ id: 'missing', defaultMessage: 'Hi {name}' }, { name: 'Ana' }),
    ).toBe('Hi Ana');
    expect(intl.formatMessage({ id: 'days' }, { count: 2 })).toBe('2 jours');
  });
});
