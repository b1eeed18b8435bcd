import cashierTexts from '../../i18n/sections/cashier.ts';
import type { MessageKey, KeysOf } from '../../i18n/i18n.ts';

type TextKey = MessageKey | KeysOf<typeof cashierTexts>;

/**
 * What the cashier is asked to collect, read from its routing query: `orderNo`, `amount` (integer
 * shillings) and `purpose` (`rollover` for the rollover fee, else a repayment). The repay detail and
 * rollover screens build the query; a link that lost a part is said, never guessed. Pure.
 */

export type PaymentPurpose = 'repay' | 'rollover';

export interface CashierRequest {
  orderNo: string;
  amount: number;
  purpose: PaymentPurpose;
}

export type CashierQuery =
  { ok: true; request: CashierRequest } | { ok: false; problem: TextKey; orderNo: string };

/** Largest amount the wire contract takes (`money` in src/contract/calls.ts), shillings. */
export const MAX_AMOUNT = 100_000_000;

export function readCashierQuery(query: Record<string, string | undefined>): CashierQuery {
  const orderNo = (query.orderNo ?? '').trim();
  // Spec section 8: 'orderNo cannot be empty'.
  if (!orderNo) return { ok: false, problem: 'cashier.messages.orderNoEmpty', orderNo };
  const raw = (query.amount ?? '').trim();
  const amount = /^[0-9]{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > MAX_AMOUNT) {
    return { ok: false, problem: 'cashier.messages.amountMissing', orderNo };
  }
  const purpose: PaymentPurpose = query.purpose === 'rollover' ? 'rollover' : 'repay';
  return { ok: true, request: { orderNo, amount, purpose } };
}

/** The cashier's own link, e.g. for the static cashier's way back. */
export function cashierQuery(request: CashierRequest): Record<string, string> {
  const query: Record<string, string> = { orderNo: request.orderNo, amount: String(request.amount) };
  if (request.purpose === 'rollover') query.purpose = 'rollover';
  return query;
}
