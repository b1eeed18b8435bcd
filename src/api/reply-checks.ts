import { LOAN_STATES } from '../contract/codes.ts';
import type { HomepageData, LoanOrder, LoanStep, Product } from '../contract/entities.ts';

/*
 * Replies are checked where they enter the app, against the wire contract's types (src/contract), for the
 * figures a borrower reads: a reply that fails is a bad reply (`errors.badReply`, the screen's error state
 * with retry), never "TZS NaN" or "up to 0 days". The checks are hand-written, not a schema validator:
 * they ship with the home screen, whose route has a byte budget.
 */

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * Ten billion shillings: far beyond any loan, fee or count this app can show. A figure above it (the
 * "TZS 1,000,000,000,000,000,000,000 still to pay" of issue 27) is a broken reply, not a debt.
 */
const MAX_FIGURE = 1e10;
/** An amount, a rate or a count: a finite number, not negative, not absurd. */
export const isFigure = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_FIGURE;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
/**
 * A date a loan of this app can have, in Unix seconds: from 2020 (the service is younger; 0 is the
 * "01-01-1970" of a missing date) to 2100 (milliseconds sent for seconds land far beyond it).
 */
export const isTime = (value: unknown): value is number =>
  isFigure(value) && value >= 1_577_836_800 && value <= 4_102_444_800;
/** No date yet, or one no earlier than the application: nothing about a loan happens before it exists. */
const isLaterOrNull = (value: unknown, appliedAt: number) =>
  value === null || (isTime(value) && value >= appliedAt);

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
] as const;
const ORDER_DATES = ['expectedAt', 'disbursedAt', 'dueDate', 'reapplyAt', 'drawBefore'] as const;

/**
 * A loan order in a state the app knows (an unknown one crashed Lending and Records), every figure a
 * sane amount, a loan of something for at least a day, never more owed than the loan and its penalty,
 * and dates from its application on.
 */
export function isLoanOrder(value: unknown): value is LoanOrder {
  return (
    isObject(value) &&
    isText(value.orderNo) &&
    (LOAN_STATES as readonly unknown[]).includes(value.state) &&
    ORDER_FIGURES.every((field) => isFigure(value[field])) &&
    (value.amount as number) > 0 &&
    (value.termDays as number) >= 1 &&
    (value.unpaidAmount as number) <= (value.repayAmount as number) + (value.penalty as number) &&
    isTime(value.appliedAt) &&
    ORDER_DATES.every((field) => isLaterOrNull(value[field], value.appliedAt as number))
  );
}

/** A product whose range is in order and whose rates and term are figures (Home, apply, the offer pages). */
export function isProduct(value: unknown): value is Product {
  return (
    isObject(value) &&
    isText(value.productId) &&
    isText(value.name) &&
    isFigure(value.minAmount) &&
    isFigure(value.maxAmount) &&
    value.minAmount <= value.maxAmount &&
    isFigure(value.amountStep) &&
    value.amountStep > 0 &&
    isFigure(value.termDays) &&
    value.termDays >= 1 &&
    ['interestRatePerDay', 'serviceFeeRate', 'serviceFeeTaxRate', 'penaltyRatePerDay'].every((field) =>
      isFigure(value[field]),
    )
  );
}

export const isProductList = (value: unknown): value is { products: Product[] } =>
  isObject(value) && Array.isArray(value.products) && value.products.every(isProduct);

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
