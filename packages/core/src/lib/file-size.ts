import type { IntlShape } from 'react-intl';

/**
 * A file's size in the unit that reads best, in the page's language: « 193 o », « 48 ko »,
 * « 1,2 Mo » / "193 bytes", "48 kB", "1.2 MB". A file under a kilobyte is never « 0 ko ».
 */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  const [value, unit, digits] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), 'megabyte', 1]
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte', 0]
        : [bytes, 'byte', 0];
  return intl.formatNumber(value, { style: 'unit', unit, maximumFractionDigits: digits });
}
