import figureTexts from 'virtual:screen-texts/loan.figures';
import type { RepaymentDetail } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { addTexts, type MessageKey, type MessageParams } from '../../i18n/i18n.ts';
import type { Figure } from '../../ui/FigureList.tsx';

// These texts travel with the screens that show them (src/i18n/screen-texts.ts).
addTexts(figureTexts);

type T = (key: MessageKey, params?: MessageParams) => string;

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
