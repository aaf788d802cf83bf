import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { readableDate } from './dates';

// As the app makes them: no time zone of their own (TIME_ZONE, i18n/index.ts).
const intl = (locale: string) => createIntl({ locale });

describe('readableDate', () => {
  it('writes the first of a month « 1er » in French, the other days as Intl does', () => {
    const fr = intl('fr-CA');
    expect(readableDate(fr, '2026-12-01T15:00:00Z').replace(/\u00a0/g, ' ')).toBe(
      '1er décembre 2026',
    );
    expect(readableDate(fr, '2026-12-11T15:00:00Z').replace(/\u00a0/g, ' ')).toBe(
      '11 décembre 2026',
    );
    expect(readableDate(fr, '2026-12-01T15:00:00Z', 'medium').replace(/\u00a0/g, ' ')).toBe(
      '1er déc. 2026',
    );
  });

  it('leaves English alone, and never writes an ISO date', () => {
    const en = intl('en-CA');
    expect(readableDate(en, '2026-12-01T15:00:00Z')).toBe('December 1, 2026');
    expect(readableDate(en, '2026-12-01T15:00:00Z', 'medium')).toBe('Dec 1, 2026');
    expect(readableDate(intl('fr-CA'), '2026-12-21T15:00:00Z')).not.toMatch(/\d{4}-\d{2}/);
  });

  it('reads a calendar day stored as UTC midnight in UTC when asked', () => {
    expect(
      readableDate(intl('fr-CA'), Date.UTC(2026, 11, 1), 'long', 'UTC').startsWith('1er'),
    ).toBe(true);
  });

  it('reads the day in the board’s time zone, not UTC', () => {
    // 02:00 UTC on the 2nd is still the 1st in Toronto.
    expect(readableDate(intl('fr-CA'), '2026-12-02T02:00:00Z').startsWith('1er')).toBe(true);
  });
});
