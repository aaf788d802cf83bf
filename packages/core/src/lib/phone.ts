import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * SPEC §5: phone valid = non-empty and valid for the user's country. libphonenumber-js accepts
 * a number of another country that shares the calling code (an American number for CA, see
 * TOOLCHAIN.md), so the parsed country must be the chosen one too.
 */
export function isValidPhone(
  value: string | null | undefined,
  country: string | null | undefined,
): boolean {
  const text = value?.trim();
  if (!text || !country) return false;
  const code = country.toUpperCase() as CountryCode;
  const parsed = parsePhoneNumberFromString(text, code);
  return Boolean(parsed && parsed.isValid() && parsed.country === code);
}

/** E.164 form for storage, or the input unchanged when it does not parse. */
export function normalizePhone(value: string, country: string): string {
  const parsed = parsePhoneNumberFromString(value.trim(), country.toUpperCase() as CountryCode);
  return parsed?.isValid() ? parsed.number : value.trim();
}
