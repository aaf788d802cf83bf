import type { Salary } from '@jobboard/contracts';
import { screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en-CA.json';
import fr from '../../../i18n/fr-CA.json';
import { renderWithApp } from '../../../testing/render';
import { formatPay, PayRange } from './pay-range';

const intl = {
  fr: createIntl({ locale: 'fr-CA', messages: fr }),
  en: createIntl({ locale: 'en-CA', messages: en }),
};
/** Intl puts no-break spaces around French amounts; compare with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const pay = (
  min: number | null,
  max: number | null,
  period: Salary['period'] = 'hour',
): Salary => ({
  min,
  max,
  period,
  currency: 'CAD',
});

describe('formatPay', () => {
  it('formats a range for each language', () => {
    expect(plain(formatPay(intl.fr, pay(25, 30)))).toBe("25 $ – 30 $ de l'heure");
    expect(formatPay(intl.en, pay(25, 30))).toBe('$25–$30 an hour');
    expect(plain(formatPay(intl.fr, pay(60000, 75000, 'year')))).toBe(
      '60 000 $ – 75 000 $ par année',
    );
    expect(formatPay(intl.en, pay(60000, 75000, 'year'))).toBe('$60,000–$75,000 a year');
  });

  it('a minimum or a maximum alone, an exact amount, cents only when there are some', () => {
    expect(plain(formatPay(intl.fr, pay(70000, null, 'year')))).toBe(
      'À partir de 70 000 $ par année',
    );
    expect(formatPay(intl.en, pay(null, 30))).toBe('Up to $30 an hour');
    expect(formatPay(intl.en, pay(22.5, 22.5))).toBe('$22.50 an hour');
    expect(plain(formatPay(intl.fr, pay(22.5, null)))).toBe("À partir de 22,50 $ de l'heure");
  });
});

describe('PayRange', () => {
  it('shows the pay in the page language, nothing without one', () => {
    const { unmount } = renderWithApp(<PayRange salary={pay(25, 30)} />, { lang: 'en' });
    expect(screen.getByTestId('pay-range').textContent).toBe('$25–$30 an hour');
    unmount();
    renderWithApp(
      <>
        <PayRange salary={pay(25, 30)} />
        <PayRange salary={null} />
        <PayRange salary={pay(null, null)} />
      </>,
    );
    expect(screen.getAllByTestId('pay-range')).toHaveLength(1);
    expect(plain(screen.getByTestId('pay-range').textContent)).toBe("25 $ – 30 $ de l'heure");
  });
});
