import type { Salary } from '@jobboard/contracts';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';

/** Whether an offer shows a pay range (a minimum, a maximum or both). */
export const hasPay = (salary: Salary | null | undefined): salary is Salary =>
  !!salary && (salary.min !== null || salary.max !== null);

/**
 * An offer's pay range in the page's language, currency formatted by Intl.NumberFormat through
 * react-intl: "25 $ – 30 $ de l'heure", "$25–$30 an hour", "À partir de 70 000 $ par année",
 * "Up to $30 an hour". Cents only when the amount has some.
 */
export function formatPay(intl: IntlShape, salary: Salary): string {
  const money = (n: number) =>
    intl.formatNumber(n, {
      style: 'currency',
      currency: salary.currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: n % 1 ? 2 : 0,
      maximumFractionDigits: n % 1 ? 2 : 0,
    });
  const unit = salary.period;
  if (salary.min !== null && salary.max !== null && salary.min !== salary.max)
    return intl.formatMessage(
      { id: 'pay.range' },
      { min: money(salary.min), max: money(salary.max), unit },
    );
  if (salary.min !== null)
    return intl.formatMessage(
      { id: salary.max === null ? 'pay.from' : 'pay.exact' },
      { amount: money(salary.min), unit },
    );
  return intl.formatMessage({ id: 'pay.upTo' }, { amount: money(salary.max!), unit });
}

/** The pay line of a card or an offer; nothing when the offer gives no pay. */
export function PayRange({ salary }: { salary: Salary | null | undefined }) {
  const intl = useIntl();
  if (!hasPay(salary)) return null;
  return <span data-testid="pay-range">{formatPay(intl, salary)}</span>;
}
