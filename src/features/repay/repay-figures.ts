import type repayTexts from '../../i18n/sections/repay.ts';
import type figureTexts from '../../i18n/sections/loan-figures.ts';
import type { RepaymentDetail } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import type { TranslateWith } from '../../i18n/i18n.ts';
import type { Figure } from '../../ui/FigureList.tsx';

type T = TranslateWith<typeof repayTexts | typeof figureTexts>;

/**
 * The repay detail's figures, in the order they add up: what was borrowed and its cost (amount, interest,
 * service fee and tax → loan and interest), the penalty of the days overdue, what was repaid, and what is
 * still owed (loan and interest + penalty − repaid, the server's `unpaidAmount`). Every number is the
 * server's; this only formats, so the figures agree when the server's do.
 */
export function repayFigures(t: T, d: RepaymentDetail): Figure[] {
  const figures: Figure[] = [
    { id: 'amount', label: t('loan.figures.amount'), value: formatMoney(d.amount) },
    {
      id: 'term',
      label: t('loan.figures.term'),
      value: t('loan.figures.termDays', { days: formatNumber(d.termDays) }),
    },
  ];
  if (d.dueDate !== null) {
    figures.push({ id: 'dueDate', label: t('loan.figures.dueDate'), value: formatDate(d.dueDate) });
  }
  figures.push(
    {
      id: 'interestPerDay',
      label: t('loan.figures.interestRate'),
      value: t('repay.figures.interestPerDay', {
        amount: formatMoney(d.interestPerDay),
        rate: formatNumber(d.interestRatePerDay),
      }),
    },
    { id: 'interest', label: t('loan.figures.interest'), value: formatMoney(d.interest) },
    { id: 'serviceFee', label: t('loan.figures.serviceFee'), value: formatMoney(d.serviceFee) },
    { id: 'serviceFeeTax', label: t('loan.figures.serviceFeeTax'), value: formatMoney(d.serviceFeeTax) },
    // Not "Total to repay": beside a larger "Still to pay" (with the penalty) that name reads as a contradiction.
    { id: 'repayAmount', label: t('repay.figures.loanAndInterest'), value: formatMoney(d.repayAmount) },
    {
      id: 'penaltyPerDay',
      label: t('loan.figures.penaltyRate'),
      value: t('repay.figures.penaltyPerDay', {
        amount: formatMoney(d.penaltyPerDay),
        rate: formatNumber(d.penaltyRatePerDay),
      }),
    },
  );
  if (d.overdueDays > 0 || d.penalty > 0) {
    figures.push(
      { id: 'overdueDays', label: t('loan.figures.overdueDays'), value: formatNumber(d.overdueDays) },
      { id: 'penalty', label: t('loan.figures.penalty'), value: formatMoney(d.penalty) },
    );
  }
  figures.push(
    { id: 'repaid', label: t('loan.figures.repaid'), value: formatMoney(d.repaidAmount) },
    {
      id: 'unpaid',
      label: t('loan.figures.unpaid'),
      value: formatMoney(d.unpaidAmount),
      emphasis: true,
    },
  );
  return figures;
}
