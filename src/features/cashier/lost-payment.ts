import type { NewPayOrder } from '../../api/payment.ts';
import { repaymentDetail } from '../../api/repay.ts';
import type { PayOrder } from '../../contract/entities.ts';
import type { PaymentPurpose } from './cashier-query.ts';

/**
 * A payment order asked for once (docs/protocol.md "Idempotency keys"): the call carries the key made when
 * the borrower tapped Pay, the same key on every retry of that tap, so the server never makes a second
 * order for it. When the reply is lost (no connection, no answer in time, a 5xx, a reply cut short) the
 * screen does not offer Pay again blind: it first asks the server what happened, by the repayment detail's
 * `pendingPayOrder` ("the latest payment order still pending, for the cashier to resume"), and lands on
 * that order when it is this tap's. Pure of React, so it is tested without a browser.
 */

/** What the borrower chose on the cashier: one decision, one key. */
export interface PayChoice extends NewPayOrder {
  purpose: PaymentPurpose;
}

/**
 * What one tap on Pay came to:
 * - `replied`: the server answered with the order (`order`), or refused (thrown, as before);
 * - `happened`: the reply was lost and the server has a pending order for exactly this choice: resume it;
 * - `notHappened`: the reply was lost and the server has no such order: paying again is offered, with the
 *   same key (should the order exist after all, the server answers with it instead of making another);
 * - `unknown`: the reply was lost and the server could not be asked either: the same, said differently.
 */
export type PayOutcome =
  | { kind: 'replied'; order: PayOrder }
  | { kind: 'happened'; order: PayOrder }
  | { kind: 'notHappened' }
  | { kind: 'unknown' };

/** The order is this choice's: the same loan, purpose, amount, channel and way to pay. */
export function isChoiceOrder(order: PayOrder | null, choice: PayChoice): order is PayOrder {
  return (
    order !== null &&
    order.state === 'pending' &&
    order.orderNo === choice.orderNo &&
    order.purpose === choice.purpose &&
    order.amount === choice.amount &&
    order.channelId === choice.channelId &&
    order.method === choice.method
  );
}

/** Asks the server whether this choice's payment order exists (after a lost reply, or on return to the screen). */
export async function askWhatHappened(choice: PayChoice): Promise<Exclude<PayOutcome, { kind: 'replied' }>> {
  try {
    const detail = await repaymentDetail(choice.orderNo, { background: true, quiet: true });
    const pending = detail.pendingPayOrder;
    return isChoiceOrder(pending, choice) ? { kind: 'happened', order: pending } : { kind: 'notHappened' };
  } catch {
    return { kind: 'unknown' };
  }
}
