import { LOAN_STATES } from '../contract/codes.ts';
import type { HomepageData, LoanOrder, LoanStep } from '../contract/entities.ts';

/*
 * Replies are checked where they enter the app, against the wire contract's types (src/contract), for the
 * figures a borrower reads: a reply that fails is a bad reply (`errors.badReply`, the screen's error state
 * with retry), never "TZS NaN" or "up to 0 days". The checks are hand-written, not a schema validator:
 * they ship with the home screen, whose route has a byte budget.
 */

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** An amount, a rate or a count: a finite number, not negative. */
const isFigure = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isTimeOrNull = (value: unknown) => value === null || isFigure(value);

function isLoanStep(value: unknown): value is LoanStep {
  return isObject(value) && Number.isInteger(value.stepCode) && isObject(value.query);
}

const ORDER_FIGURES = [
  'amount',
  'termDays',
  'interest',
  'serviceFee',
  'serviceFeeTax',
  'receivedAmount',
  'repayAmount',
  'totalCostOfCredit',
  'overdueDays',
  'penalty',
  'repaidAmount',
  'unpaidAmount',
  'appliedAt',
] as const;

export function isLoanOrder(value: unknown): value is LoanOrder {
  return (
    isObject(value) &&
    isText(value.orderNo) &&
    (LOAN_STATES as readonly unknown[]).includes(value.state) &&
    ORDER_FIGURES.every((field) => isFigure(value[field])) &&
    isTimeOrNull(value.dueDate) &&
    isTimeOrNull(value.reapplyAt) &&
    isTimeOrNull(value.drawBefore) &&
    isTimeOrNull(value.expectedAt)
  );
}

/** `portal/homepage/data`: a range whose ends are amounts in order, a term of at least a day. */
export function isHomepageData(value: unknown): value is HomepageData {
  return (
    isObject(value) &&
    isText(value.currency) &&
    isFigure(value.minAmount) &&
    isFigure(value.maxAmount) &&
    value.minAmount <= value.maxAmount &&
    isFigure(value.maxTermDays) &&
    value.maxTermDays >= 1 &&
    isFigure(value.interestRatePerDay) &&
    (value.loan === null || isLoanStep(value.loan)) &&
    (value.order === null || isLoanOrder(value.order))
  );
}
