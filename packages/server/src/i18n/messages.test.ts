import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS, messageSource, t } from './messages.js';

/** The argument names of an ICU message: `{name}` and `{name, plural, …}`. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]!))].sort();
}

describe('server messages', () => {
  it('has every key in both languages, each a valid ICU message with the same arguments', () => {
    for (const key of MESSAGE_KEYS) {
      const fr = messageSource('fr', key);
      const en = messageSource('en', key);
      expect(typeof fr, `fr ${key}`).toBe('string');
      expect(typeof en, `en ${key}`).toBe('string');
      const names = argumentsOf(fr);
      expect(argumentsOf(en), key).toEqual(names);
      // A message that does not parse comes back unformatted, its braces still in it.
      const values = Object.fromEntries(names.map((name) => [name, 2]));
      for (const lang of ['fr', 'en'] as const)
        expect(t(lang, key, values), `${lang} ${key}`).not.toMatch(/[{}]/);
    }
  });

  it('formats a plural in French (0 and 1 are singular) and in English (1 is)', () => {
    expect(t('fr', 'validation.too_few_items', { min: 1 })).toBe('Choisissez au moins 1 élément.');
    expect(t('fr', 'validation.too_few_items', { min: 0 })).toBe('Choisissez au moins 0 élément.');
    expect(t('fr', 'validation.too_few_items', { min: 3 })).toBe('Choisissez au moins 3 éléments.');
    expect(t('en', 'validation.too_few_items', { min: 1 })).toBe('Choose at least 1 item.');
    expect(t('en', 'validation.too_few_items', { min: 0 })).toBe('Choose at least 0 items.');
    expect(t('en', 'validation.too_few_items', { min: 3 })).toBe('Choose at least 3 items.');
  });

  it("words the alert mail's remaining offers with a plural", () => {
    expect(t('fr', 'mail.alert_more', { count: 1 })).toBe('… et 1 autre emploi.');
    expect(t('fr', 'mail.alert_more', { count: 15 })).toBe('… et 15 autres emplois.');
    expect(t('en', 'mail.alert_more', { count: 1 })).toBe('… and 1 more job.');
    expect(t('en', 'mail.alert_more', { count: 15 })).toBe('… and 15 more jobs.');
  });

  it('fills {name} arguments as before, apostrophes kept', () => {
    expect(t('fr', 'board_not_allowed', { board: 'emplois' })).toBe(
      'Votre équipe ne peut pas publier sur ce site d’emploi (emplois).',
    );
    expect(t('fr', 'not_found')).toBe("Cette page n'a pas pu être trouvée.");
    expect(t('en', 'alert.pay_min_hour', { amount: '25' })).toBe('At least $25 an hour');
  });
});
