import type { LoanOrder } from '../contract/entities.ts';
import { get, type CallOptions } from './http.ts';
import { isLoanOrder } from './reply-checks.ts';

/**
 * The borrower's latest order (`portal/loan/order/latest`), checked like every reply drawn: an unknown
 * state or an impossible figure or date is a bad reply (Lending, review tips, the cashier). Its own module,
 * not portal.ts: portal.ts is in the first load with Home, which never asks for it.
 */
/** A readable order, or none yet. */
export const isLatestOrder = (value: unknown): value is LoanOrder | null =>
  value === null || isLoanOrder(value);

export const latestOrder = (options?: CallOptions) =>
  get('portal/loan/order/latest', {}, { ...options, check: isLatestOrder });
