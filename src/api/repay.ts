import type { ExtensionData, RepaymentDetail } from '../contract/entities.ts';
import { get, type CallOptions } from './http.ts';
import { isLoanOrder } from './reply-checks.ts';

/**
 * What the borrower owes and the rules of a part payment (`portal/repayment/detail`), and the rollover offer.
 * The rollover fee's payment order is the cashier's (src/api/payment.ts).
 */

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFigure = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isTimeOrNull = (value: unknown) => value === null || isFigure(value);

/**
 * The figures the repay screen reads and judges the borrower's amount by: a reply without them is a bad
 * reply (the error state with retry), never "TZS NaN" or a rule that lets anything through.
 */
export function isRepaymentDetail(value: unknown): value is RepaymentDetail {
  return (
    isLoanOrder(value) &&
    isObject(value) &&
    isFigure(value.interestPerDay) &&
    isFigure(value.penaltyPerDay) &&
    isFigure(value.minRepayAmount) &&
    isFigure(value.repayStep) &&
    typeof value.rolloverAvailable === 'boolean'
  );
}

/** A rollover offer that says what it costs and what it changes, or says it is not available. */
export function isExtensionData(value: unknown): value is ExtensionData {
  return (
    isObject(value) &&
    typeof value.available === 'boolean' &&
    isFigure(value.days) &&
    isFigure(value.fee) &&
    isFigure(value.unpaidAmount) &&
    isTimeOrNull(value.dueDate) &&
    isTimeOrNull(value.newDueDate) &&
    // An offer the borrower can take names its dates.
    (!value.available || (value.dueDate !== null && value.newDueDate !== null))
  );
}

export const repaymentDetail = (orderNo: string, options?: CallOptions) =>
  get('portal/repayment/detail', { orderNo }, { ...options, check: isRepaymentDetail });

export const extensionData = (orderNo: string, options?: CallOptions) =>
  get('repay/getExtensionData', { orderNo }, { ...options, check: isExtensionData });
