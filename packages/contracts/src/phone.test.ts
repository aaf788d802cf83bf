import { describe, expect, it } from 'vitest';
import { formatPhone, formatPhoneAsYouType, isValidPhone, normalizePhone } from './phone.js';

describe('isValidPhone', () => {
  it('accepts a Quebec number for Canada', () => {
    expect(isValidPhone('514 872 1111', 'CA')).toBe(true);
    expect(isValidPhone('+1 418 641 6411', 'ca')).toBe(true);
  });
  it('rejects an American number for Canada although the calling code is shared', () => {
    expect(isValidPhone('212 253 1234', 'CA')).toBe(false);
    expect(isValidPhone('212 253 1234', 'US')).toBe(true);
  });
  it('rejects empty values and a missing country', () => {
    expect(isValidPhone('', 'CA')).toBe(false);
    expect(isValidPhone('   ', 'CA')).toBe(false);
    expect(isValidPhone('514 872 1111', null)).toBe(false);
  });
  it('checks a French number for France', () => {
    expect(isValidPhone('01 42 68 53 00', 'FR')).toBe(true);
    expect(isValidPhone('01 42 68 53 00', 'CA')).toBe(false);
  });
  it('normalizes to E.164', () => {
    expect(normalizePhone('(514) 872-1111', 'CA')).toBe('+15148721111');
    expect(normalizePhone('212 253 1234', 'CA')).toBeNull();
    expect(normalizePhone('514 872 1111', 'XX')).toBeNull();
  });
});

describe('formatPhone', () => {
  it('shows a stored E.164 number in the national format', () => {
    expect(formatPhone('+14185550199', 'CA')).toBe('418 555-0199');
    expect(formatPhone('+33142685300', 'FR')).toBe('01 42 68 53 00');
    // Another country's number keeps its international form.
    expect(formatPhone('+33142685300', 'CA')).toBe('+33 1 42 68 53 00');
    expect(formatPhone('', 'CA')).toBe('');
  });
  it('formats as the person types', () => {
    expect(formatPhoneAsYouType('418', 'CA')).toBe('418');
    expect(formatPhoneAsYouType('4185550', 'CA')).toBe('418 555-0');
    expect(formatPhoneAsYouType('4185550199', 'CA')).toBe('418 555-0199');
  });
});
