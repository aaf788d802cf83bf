import {
  AsYouType,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';

/**
 * The phone rule, one for the browser's check and the server's: a phone is valid when
 * non-empty and valid for the user's country. libphonenumber-js accepts a number of another
 * country that shares the calling code (an American number for CA, docs/toolchain.md), so the parsed
 * country must be the chosen one too. A subpath export (`@jobboard/contracts/phone`): the
 * metadata stays out of bundles that do not check phones.
 */

/** The E.164 form to store, or null when the number is not valid for the country. */
export function normalizePhone(
  value: string | null | undefined,
  country: string | null | undefined,
): string | null {
  const text = value?.trim();
  if (!text || !country) return null;
  const code = country.toUpperCase();
  if (!isSupportedCountry(code)) return null;
  const parsed = parsePhoneNumberFromString(text, code as CountryCode);
  if (!parsed || !parsed.isValid() || parsed.country !== code) return null;
  return parsed.number;
}

export const isValidPhone = (
  value: string | null | undefined,
  country: string | null | undefined,
): boolean => normalizePhone(value, country) !== null;

/** Whether a country code is one libphonenumber-js knows (a phone can be checked for it). */
export const isPhoneCountry = (country: string): boolean =>
  isSupportedCountry(country.toUpperCase());

/** North American numbers as Quebec writes them: "418 555-0199" (not "(418) 555-0199"). */
const nanp = (national: string) => national.replace(/^\((\d{3})\)\s*/, '$1 ').trimEnd();

/**
 * A stored (E.164) or typed number as its country writes it: "+14185550199" → "418 555-0199";
 * a number of another country keeps its international form. Text that does not parse is
 * returned as it is.
 */
export function formatPhone(value: string | null | undefined, country = 'CA'): string {
  const text = value?.trim() ?? '';
  if (!text) return '';
  const code = (
    isSupportedCountry(country.toUpperCase()) ? country.toUpperCase() : 'CA'
  ) as CountryCode;
  const parsed = parsePhoneNumberFromString(text, code);
  if (!parsed) return text;
  if (parsed.country !== code) return parsed.formatInternational();
  return nanp(parsed.formatNational());
}

/** Formats a number while it is typed ("4185550" → "418 555-0"), for the country. */
export function formatPhoneAsYouType(value: string, country = 'CA'): string {
  const code = (
    isSupportedCountry(country.toUpperCase()) ? country.toUpperCase() : 'CA'
  ) as CountryCode;
  const formatter = new AsYouType(code);
  return nanp(formatter.input(value));
}
