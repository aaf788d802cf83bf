import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatFileSize', () => {
  it('says bytes under a kilobyte, kilobytes, then megabytes, in French', () => {
    const fr = createIntl({ locale: 'fr-CA' });
    expect(plain(formatFileSize(fr, 193))).toBe('193 o');
    expect(plain(formatFileSize(fr, 48 * 1024 + 100))).toBe('48 ko');
    expect(plain(formatFileSize(fr, 1.25 * 1024 * 1024))).toBe('1,3 Mo');
  });

  it('and in English', () => {
    const en = createIntl({ locale: 'en-CA' });
    expect(formatFileSize(en, 193)).toBe('193 bytes');
    expect(formatFileSize(en, 48 * 1024)).toBe('48 kB');
    expect(formatFileSize(en, 5 * 1024 * 1024)).toBe('5 MB');
  });
});
