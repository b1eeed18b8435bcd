import type borrowTexts from '../../i18n/sections/borrow.ts';
import type figureTexts from '../../i18n/sections/loan-figures.ts';
import type { LoanOrder, Quote } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import type { TranslateWith } from '../../i18n/i18n.ts';
import type { Figure } from '../../ui/FigureList.tsx';

type T = TranslateWith<typeof borrowTexts | typeof figureTexts>;

/**
 * The disclosure before a borrower accepts (docs/decisions.md, Bank of Tanzania consumer protection): amount,
 * term, interest, each fee and its tax, what they receive, what they repay, the total cost and the
 * late-payment penalty. Every number is the server's; this only formats.
 */
export function quoteFigures(
  t: T,
  q: Quote | LoanOrder,
  dueDate: number | null,
  /** The chosen coupon's worth (confirm borrow): a coupon worth more than its discount shows both. */
  couponAmount?: number,
): Figure[] {
  const figures: Figure[] = [
    { id: 'amount', label: t('loan.figures.amount'), value: formatMoney(q.amount) },
    { id: 'term', label: t('loan.figures.term'), value: t('loan.figures.termDays', { days: q.termDays }) },
    {
      id: 'interestRate',
      label: t('loan.figures.interestRate'),
      value: t('loan.figures.rate', { rate: formatNumber(q.interestRatePerDay) }),
    },
    { id: 'interest', label: t('loan.figures.interest'), value: formatMoney(q.interest) },
    { id: 'serviceFee', label: t('loan.figures.serviceFee'), value: formatMoney(q.serviceFee) },
    { id: 'serviceFeeTax', label: t('loan.figures.serviceFeeTax'), value: formatMoney(q.serviceFeeTax) },
    // The coupon chosen at confirm: already taken off the fee above (the server's figure, shown as is),
    // "TZS 1,600 of TZS 2,000" when only part of the coupon counts.
    ...('couponDiscount' in q && q.couponDiscount > 0
      ? [
          {
            id: 'couponDiscount',
            label: t('borrow.couponDiscount'),
            value:
              couponAmount !== undefined && couponAmount > q.couponDiscount
                ? t('borrow.couponDiscountPart', {
                    used: formatMoney(q.couponDiscount),
                    amount: formatMoney(couponAmount),
                  })
                : formatMoney(q.couponDiscount),
          },
        ]
      : []),
    {
      id: 'received',
      label: t('loan.figures.received'),
      value: formatMoney(q.receivedAmount),
      emphasis: true,
    },
    {
      id: 'repayAmount',
      label: t('loan.figures.repayAmount'),
      value: formatMoney(q.repayAmount),
      emphasis: true,
    },
    { id: 'totalCost', label: t('loan.figures.totalCost'), value: formatMoney(q.totalCostOfCredit) },
    {
      id: 'penaltyRate',
      label: t('loan.figures.penaltyRate'),
      value: t('loan.figures.penaltyRateValue', { rate: formatNumber(q.penaltyRatePerDay) }),
    },
  ];
  if (dueDate !== null) {
    figures.push({ id: 'dueDate', label: t('loan.figures.dueDate'), value: formatDate(dueDate) });
  }
  return figures;
}
