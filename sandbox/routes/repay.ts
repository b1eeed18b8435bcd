/**
 * Repayment (docs/sandbox.md "Repayment flow"): the repay detail, the cashier's channels, payment orders
 * and their state, the rollover, the manual payment proof, the repay colour. Every amount is checked by
 * spec section 5 on what the loan owes now; the loan service settles orders and proofs on the clock.
 */
import type { PayMethod } from '../../src/contract/entities.ts';
import { findChannel, REPAY_COLOR, repayTerms } from '../data/repayment.ts';
import type { RepayTerms } from '../data/repayment.ts';
import { ApiError, Code } from '../errors.ts';
import { checkRepayAmount, extensionOf, owedAt, takesPayments } from '../loans/repayment.ts';
import { channelsWith, toPayOrder, toProof, toRepaymentDetail } from '../loans/repay-views.ts';
import type { LoanRow } from '../loans/types.ts';
import { storeImage } from '../uploads.ts';
import { ownOrder, wrongState } from './apply.ts';
import { requireFile } from './kyc.ts';
import { route, signedIn } from './types.ts';
import type { CallContext, Route } from './types.ts';

/** Settings key: the channels a tester turned off (`/__sandbox/payments/channels`). */
export const UNAVAILABLE_CHANNELS = 'unavailable_channels';

/** Settings key: the borrowers (user ids) whose new payment orders wait for a tester (`/__sandbox/payments/hold`). */
export const HELD_PAYMENTS = 'held_payments';

/** Money went out: the detail can be shown (also once finished). */
const SHOWN = new Set(['disbursed', 'repaying', 'overdue', 'finished']);

/** The caller's order, as of now, that still takes payments; else the state's refusal. */
function payableOrder(ctx: CallContext, orderNo: string): LoanRow {
  const loan = ownOrder(ctx, orderNo);
  if (!takesPayments(loan)) throw wrongState(loan);
  return loan;
}

/** The channel, if it exists, takes payments now and offers the method; else 'There is no payment method…'. */
function requireChannel(ctx: CallContext, channelId: string, method: PayMethod): void {
  const channel = findChannel(channelId);
  const off = ctx.store.settings.list(UNAVAILABLE_CHANNELS).includes(channelId);
  if (!channel || off || !channel.methods.includes(method)) {
    throw ApiError.business(Code.noPaymentMethod, 'noPaymentMethod');
  }
}

function refuseAmount(amount: number, unpaid: number, terms: RepayTerms, step: boolean): void {
  const refusal = checkRepayAmount(amount, unpaid, terms, { step });
  if (refusal) throw ApiError.business(Code[refusal.key], refusal.key, refusal.params);
}

/** A tester holds this borrower's payments: they settle only when told (`/__sandbox/payments/hold`). */
const held = (ctx: CallContext): boolean =>
  ctx.store.settings.list(HELD_PAYMENTS).includes(String(signedIn(ctx).id));

/** Online payment: the prompt goes to the wallet the loan was paid out to (else the borrower's own number). */
function promptTo(ctx: CallContext, loan: LoanRow, method: PayMethod): string | null {
  if (method !== 'online') return null;
  return loan.account_number ?? signedIn(ctx).mobile;
}

export const repayRoutes: readonly Route[] = [
  route('loanMarket/repay/products', (ctx) => ({
    channels: channelsWith(ctx.store.settings.list(UNAVAILABLE_CHANNELS), ctx.lang),
  })),
  route('loanMarket/repay-color', (ctx) => {
    const open = ctx.user ? ctx.loans.open(ctx.user.id, ctx.nowMs) : undefined;
    return { color: open?.state === 'overdue' ? REPAY_COLOR.overdue : REPAY_COLOR.current };
  }),
  route('portal/repayment/detail', (ctx) => {
    const loan = ownOrder(ctx, ctx.payload.orderNo);
    if (!SHOWN.has(loan.state)) throw wrongState(loan);
    const { payments } = ctx.store;
    return toRepaymentDetail(loan, ctx.nowMs, ctx.lang, payments.orders(loan.id), payments.proofs(loan.id));
  }),
  route('portal/repayment/confirm', (ctx) => {
    const { orderNo, amount, channelId, method = 'bill' } = ctx.payload;
    const loan = payableOrder(ctx, orderNo);
    requireChannel(ctx, channelId, method);
    refuseAmount(amount, owedAt(loan, ctx.nowMs).unpaid, repayTerms(loan.product_id), true);
    const request = {
      purpose: 'repay' as const,
      amount,
      channelId,
      method,
      promptTo: promptTo(ctx, loan, method),
      held: held(ctx),
    };
    const order = ctx.loans.startPayment(loan, request, ctx.nowMs);
    if (order === 'refused') throw ApiError.business(Code.paymentFailed, 'paymentFailed');
    return toPayOrder(order, loan.order_no, ctx.lang);
  }),
  route('portal/repayment/status', (ctx) => {
    const { payOrderId } = ctx.payload;
    const order = ctx.loans.payOrder(payOrderId, ctx.nowMs);
    const loan = order && ctx.store.loans.byId(order.loan_id);
    if (!order || !loan || loan.user_id !== signedIn(ctx).id) {
      throw ApiError.invalidParam('paramUnknownPayOrder', { payOrderId });
    }
    return toPayOrder(order, loan.order_no, ctx.lang);
  }),
  route('repay/getExtensionData', (ctx) => {
    const loan = ownOrder(ctx, ctx.payload.orderNo);
    return extensionOf(loan, repayTerms(loan.product_id), ctx.nowMs);
  }),
  route('repay/confirmExtensionOrder', (ctx) => {
    const { orderNo, channelId, method = 'bill', amount } = ctx.payload;
    const loan = ownOrder(ctx, orderNo);
    const extension = extensionOf(loan, repayTerms(loan.product_id), ctx.nowMs);
    if (!extension.available) throw ApiError.business(Code.rolloverUnavailable, 'rolloverUnavailable');
    if (amount !== undefined && amount !== extension.fee) {
      throw ApiError.business(Code.rolloverFeeChanged, 'rolloverFeeChanged', { fee: String(extension.fee) });
    }
    requireChannel(ctx, channelId, method);
    const request = {
      purpose: 'rollover' as const,
      amount: extension.fee,
      channelId,
      method,
      promptTo: promptTo(ctx, loan, method),
      held: held(ctx),
    };
    const order = ctx.loans.startPayment(loan, request, ctx.nowMs);
    if (order === 'refused') throw ApiError.business(Code.paymentFailed, 'paymentFailed');
    return toPayOrder(order, loan.order_no, ctx.lang);
  }),
  route('portal/repayment/proof', (ctx) => {
    const { orderNo, amount, channelId, transactionId } = ctx.payload;
    const file = requireFile(ctx);
    const loan = payableOrder(ctx, orderNo);
    if (!findChannel(channelId)) throw ApiError.business(Code.noPaymentMethod, 'noPaymentMethod');
    if (ctx.store.payments.reviewing(loan.id).length > 0) {
      throw ApiError.business(Code.proofUnderReview, 'proofUnderReview');
    }
    // A proof reports what was paid: the floor and the amount owed apply, the step does not.
    refuseAmount(amount, owedAt(loan, ctx.nowMs).unpaid, repayTerms(loan.product_id), false);
    const stored = storeImage(ctx.uploadsDir, loan.user_id, file);
    const request = { amount, channelId, transactionId: transactionId ?? null, uploadId: stored.id };
    const proof = ctx.loans.submitProof(loan, request, ctx.nowMs);
    return toProof(proof, loan.order_no, ctx.lang);
  }),
];
