import {
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';

/**
 * SPEC §5: a phone is valid when non-empty and valid for the user's country. libphonenumber-js
 * accepts a number of another country sharing the calling code (an American number for CA,
 * TOOLCHAIN.md), so the parsed country must be the chosen one too — the same rule as the
 * client's check (packages/core/src/lib/phone.ts). Returns the E.164 form to store, or null.
 */
export function normalizePhone(value: string, country: string): string | null {
  const code = country.toUpperCase();
  if (!isSupportedCountry(code)) return null;
  const parsed = parsePhoneNumberFromString(value.trim(), code as CountryCode);
  if (!parsed || !parsed.isValid() || parsed.country !== code) return null;
  return parsed.number;
}

/** Whether a country code is one libphonenumber-js knows (a phone can be checked for it). */
export const isPhoneCountry = (country: string): boolean =>
  isSupportedCountry(country.toUpperCase());
