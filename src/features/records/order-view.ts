import type figureTexts from '../../i18n/sections/loan-figures.ts';
import type recordsTexts from '../../i18n/sections/records.ts';
import type { LoanState } from '../../contract/codes.ts';
import type { LoanOrder } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import type { KeysOf, TranslateWith } from '../../i18n/i18n.ts';
import { formatPhone } from '../../lib/phone.ts';
import { walletName } from '../../store/market.ts';

/*
 * What the records list and the loan detail show of an order, as data: the per-state hint with its
 * placeholders filled, and the figures that exist in the order's state. Every amount and date is the
 * server's, formatted here and never computed (docs/decisions.md).
 */

type Translate = TranslateWith<typeof figureTexts | typeof recordsTexts>;

/** States in which the money has gone out: only these have a due date and repayments. */
const MONEY_OUT: ReadonlySet<LoanState> = new Set(['disbursed', 'repaying', 'overdue', 'finished']);

/** One row of the loan detail: `id` names it for styling and tests (`data-figure`). */
export interface Figure {
  id: string;
  label: string;
  value: string;
}

type Row = [
  id: string,
  label: KeysOf<typeof figureTexts | typeof recordsTexts>,
  value: (o: LoanOrder, t: Translate) => string | null,
];

const money = (value: number) => formatMoney(value);

/** Every figure of an order in reading order; a null value means "not in this state". */
const ROWS: readonly Row[] = [
  ['orderNo', 'loan.figures.orderNo', (o) => o.orderNo],
  ['product', 'loan.figures.product', (o) => o.productName],
  ['amount', 'loan.figures.amount', (o) => money(o.amount)],
  ['term', 'loan.figures.term', (o, t) => t('loan.figures.termDays', { days: formatNumber(o.termDays) })],
  [
    'interestRate',
    'loan.figures.interestRate',
    (o, t) => t('loan.figures.rate', { rate: formatNumber(o.interestRatePerDay) }),
  ],
  ['interest', 'loan.figures.interest', (o) => money(o.interest)],
  ['serviceFee', 'loan.figures.serviceFee', (o) => money(o.serviceFee)],
  ['serviceFeeTax', 'loan.figures.serviceFeeTax', (o) => money(o.serviceFeeTax)],
  ['received', 'loan.figures.received', (o) => money(o.receivedAmount)],
  ['repayAmount', 'loan.figures.repayAmount', (o) => money(o.repayAmount)],
  ['totalCost', 'loan.figures.totalCost', (o) => money(o.totalCostOfCredit)],
  [
    'penaltyRate',
    'loan.figures.penaltyRate',
    (o, t) => t('loan.figures.penaltyRateValue', { rate: formatNumber(o.penaltyRatePerDay) }),
  ],
  ['appliedAt', 'loan.figures.appliedAt', (o) => formatDate(o.appliedAt)],
  [
    'dueDate',
    'loan.figures.dueDate',
    (o) => (MONEY_OUT.has(o.state) && o.dueDate !== null ? formatDate(o.dueDate) : null),
  ],
  [
    'overdueDays',
    'loan.figures.overdueDays',
    (o) => (MONEY_OUT.has(o.state) && o.overdueDays > 0 ? formatNumber(o.overdueDays) : null),
  ],
  [
    'penalty',
    'loan.figures.penalty',
    // A loan repaid late keeps the penalty it paid; an overdue one shows it from day one.
    (o) => (MONEY_OUT.has(o.state) && (o.state === 'overdue' || o.penalty > 0) ? money(o.penalty) : null),
  ],
  ['repaid', 'loan.figures.repaid', (o) => (MONEY_OUT.has(o.state) ? money(o.repaidAmount) : null)],
  [
    'unpaid',
    'loan.figures.unpaid',
    (o) => (MONEY_OUT.has(o.state) && o.state !== 'finished' ? money(o.unpaidAmount) : null),
  ],
  [
    'wallet',
    'loan.figures.wallet',
    (o, t) => {
      if (!o.wallet) return null;
      return t('records.wallet', {
        // The market's name for it; a wallet this app does not know yet shows as the server names it.
        wallet: walletName(o.wallet.wallet),
        number: formatPhone(o.wallet.accountNumber),
      });
    },
  ],
  [
    'reapplyAt',
    'loan.figures.reapplyAt',
    (o) => (o.state === 'rejected' && o.reapplyAt !== null ? formatDate(o.reapplyAt) : null),
  ],
];

/** The figures that exist for the order in its state, in reading order. */
export function orderFigures(order: LoanOrder, t: Translate): Figure[] {
  return ROWS.flatMap(([id, label, value]) => {
    const shown = value(order, t);
    return shown === null ? [] : [{ id, label: t(label), value: shown }];
  });
}
