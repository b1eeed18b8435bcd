/**
 * Every figure of a loan, in integer shillings, from a product and an amount (docs/decisions.md: the server
 * computes, the client only formats). Rates are percent with at most 4 decimals (0.09 means 0.09 %), so
 * everything is computed on integers and rounded once, half up: no binary fraction ever decides a shilling.
 */
import type { Product, Quote } from '../../src/contract/entities.ts';
import { DAY_MS } from './types.ts';

/** Percent rates are scaled by this to become integers (0.09 % → 900 per million). */
const RATE_SCALE = 10_000;
const PER_MILLION = 100 * RATE_SCALE;

/** `numerator / denominator` rounded half up; both non-negative integers. */
function roundDiv(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** `ratePercent` % of `amount`, rounded to the shilling. */
export function percentOf(amount: number, ratePercent: number): number {
  return roundDiv(amount * Math.round(ratePercent * RATE_SCALE), PER_MILLION);
}

export type Figures = Omit<Quote, 'productId' | 'productName' | 'dueDate'>;

/**
 * The figures of borrowing `amount` of `product`, as confirm borrow shows them and the loan keeps them.
 * A coupon of `couponAmount` shillings comes off the service fee (never below 0; what is left of the coupon
 * is lost) and the fee's tax is computed on the fee that remains, so what reaches the wallet and the total
 * cost follow; what is repaid (amount + interest) does not change.
 */
export function loanFigures(product: Product, amount: number, couponAmount = 0): Figures {
  const interest = roundDiv(
    amount * Math.round(product.interestRatePerDay * RATE_SCALE) * product.termDays,
    PER_MILLION,
  );
  const fullFee = percentOf(amount, product.serviceFeeRate);
  const couponDiscount = Math.min(fullFee, Math.max(0, Math.floor(couponAmount)));
  const serviceFee = fullFee - couponDiscount;
  const serviceFeeTax = percentOf(serviceFee, product.serviceFeeTaxRate);
  return {
    amount,
    termDays: product.termDays,
    interestRatePerDay: product.interestRatePerDay,
    interest,
    serviceFee,
    serviceFeeTax,
    receivedAmount: amount - serviceFee - serviceFeeTax,
    repayAmount: amount + interest,
    totalCostOfCredit: interest + serviceFee + serviceFeeTax,
    penaltyRatePerDay: product.penaltyRatePerDay,
    couponDiscount,
  };
}

/** The amounts a product offers: min to max in steps of amountStep. */
export function offeredAmounts(product: Product): number[] {
  const amounts: number[] = [];
  for (let amount = product.minAmount; amount <= product.maxAmount; amount += product.amountStep) {
    amounts.push(amount);
  }
  return amounts;
}

export function isOffered(product: Product, amount: number): boolean {
  return (
    Number.isInteger(amount) &&
    amount >= product.minAmount &&
    amount <= product.maxAmount &&
    (amount - product.minAmount) % product.amountStep === 0
  );
}

/** The due date of money paid out at `disbursedAtMs`: termDays later. */
export function dueAt(disbursedAtMs: number, termDays: number): number {
  return disbursedAtMs + termDays * DAY_MS;
}

/**
 * Days past due at `nowMs`: each day begun after the due moment counts, so an overdue loan always has at
 * least one day and a penalty (its state and its figures never disagree). 0 when not past due.
 */
export function overdueDays(dueAtMs: number | null, nowMs: number): number {
  if (dueAtMs === null || nowMs <= dueAtMs) return 0;
  return Math.ceil((nowMs - dueAtMs) / DAY_MS);
}

/** Late-payment penalty: penaltyRatePerDay % of the principal, per day overdue (spec: 2 % a day). */
export function penalty(amount: number, penaltyRatePerDay: number, days: number): number {
  return percentOf(amount, penaltyRatePerDay) * days;
}

/** What is still to pay: repayAmount + penalty − repaid, never below zero. */
export function unpaid(repayAmount: number, penaltyAmount: number, repaid: number): number {
  return Math.max(0, repayAmount + penaltyAmount - repaid);
}
