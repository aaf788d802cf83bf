import type { IntlShape } from 'react-intl';
import { TIME_ZONE } from '../i18n';

const STYLES = {
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  medium: { year: 'numeric', month: 'short', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A date as people write it in the page's language: « 1er décembre 2026 », "December 1, 2026"
 * (`long`), « 1er déc. 2026 », "Dec 1, 2026" (`medium`). French writes the first of a month
 * « 1er », which Intl does not; a short numeric date would read as ISO in both Canadian locales
 * (2026-12-01), so it is not offered.
 */
export function readableDate(
  intl: IntlShape,
  value: string | number | Date,
  style: keyof typeof STYLES = 'long',
  /** A calendar day stored as UTC midnight is read in UTC (the same day in every time zone). */
  timeZone: 'UTC' | typeof TIME_ZONE = TIME_ZONE,
): string {
  const text = intl.formatDate(value, { ...STYLES[style], timeZone });
  // French puts the day first (« 1 décembre 2026 »): formatDateToParts is left out of the build.
  return intl.locale.startsWith('fr') ? text.replace(/^1(?=\s)/, '1er') : text;
}
