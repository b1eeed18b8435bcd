import type { PayloadOf } from '../contract/calls.ts';
import type { Quote } from '../contract/entities.ts';
import { get, type CallOptions } from './http.ts';

/**
 * The quote of confirm borrow (`loan/confirm/product-info`), with its reply check. Its own module, so the
 * check travels with the confirm screen's chunk, not with Home's first load (tests/e2e/bundle.e2e.test.ts).
 */

const QUOTE_FIGURES = [
  'amount',
  'termDays',
  'interestRatePerDay',
  'interest',
  'serviceFee',
  'serviceFeeTax',
  'receivedAmount',
  'repayAmount',
  'totalCostOfCredit',
  'penaltyRatePerDay',
  'dueDate',
] as const;

const isFigure = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** The quote of confirm borrow: every figure a finite, non-negative number; the coupon's an integer. */
export function isQuote(value: unknown): value is Quote {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const fields = value as Record<string, unknown>;
  return (
    typeof fields.productId === 'string' &&
    typeof fields.productName === 'string' &&
    QUOTE_FIGURES.every((field) => isFigure(fields[field])) &&
    Number.isInteger(fields.couponDiscount) &&
    isFigure(fields.couponDiscount)
  );
}

export const confirmProductInfo = (query: PayloadOf<'loan/confirm/product-info'>, options?: CallOptions) =>
  get('loan/confirm/product-info', query, { ...options, check: isQuote });
