/** The repayment shapes of the contract, from stored rows: the repay detail, payment orders, proofs, coupons. */
import { BusinessCode } from '../../src/contract/codes.ts';
import type {
  Coupon,
  PayChannel,
  PaymentProof,
  PayOrder,
  RepaymentDetail,
} from '../../src/contract/entities.ts';
import { CHANNELS, findChannel, repayTerms } from '../data/repayment.ts';
import { message } from '../messages.ts';
import type { Lang } from '../messages.ts';
import type { CouponRow } from '../store/coupons.ts';
import type { PayOrderRow, ProofRow } from '../store/payments.ts';
import { percentOf } from './money.ts';
import { seconds, toLoanOrder } from './order.ts';
import { extensionOf, minRepayAmount, takesPayments } from './repayment.ts';
import type { LoanRow } from './types.ts';

const secondsOrNull = (ms: number | null): number | null => (ms === null ? null : seconds(ms));

/** What a QR code of the order holds: pay bill, reference and amount, readable by a person too. */
export function qrText(order: PayOrderRow, payBill: string): string {
  return `TZS;paybill=${payBill};ref=${order.pay_order_id};amount=${order.amount}`;
}

export function toPayOrder(order: PayOrderRow, orderNo: string, lang: Lang): PayOrder {
  const channel = findChannel(order.channel_id);
  const payBill = channel?.payBill ?? '';
  const failure =
    order.state === 'failed'
      ? { code: BusinessCode.paymentFailed, msg: message(lang, 'paymentFailed') }
      : order.state === 'timed_out'
        ? { code: BusinessCode.payOrderTimedOut, msg: message(lang, 'payOrderTimedOut') }
        : null;
  return {
    payOrderId: order.pay_order_id,
    orderNo,
    purpose: order.purpose,
    amount: order.amount,
    channelId: order.channel_id,
    method: order.method,
    state: order.state,
    createdAt: seconds(order.created_at),
    expiresAt: seconds(order.expires_at),
    settledAt: secondsOrNull(order.settled_at),
    payBill,
    accountName: channel?.accountName ?? '',
    bankName: channel?.bankName ?? null,
    reference: order.pay_order_id,
    // The sandbox has no checkout page: online payment is a prompt on the borrower's phone.
    payUrl: null,
    qrText: qrText(order, payBill),
    promptTo: order.prompt_to,
    failure,
  };
}

export function toProof(proof: ProofRow, orderNo: string, lang: Lang): PaymentProof {
  return {
    proofId: proof.proof_id,
    orderNo,
    amount: proof.amount,
    channelId: proof.channel_id,
    transactionId: proof.transaction_id,
    state: proof.state,
    submittedAt: seconds(proof.submitted_at),
    reviewBy: seconds(proof.review_at),
    reviewedAt: secondsOrNull(proof.reviewed_at),
    reason: proof.reason === null ? null : message(lang, proof.reason),
  };
}

/** Repay detail: the order's figures, the amount rules, and what is in progress on it. */
export function toRepaymentDetail(
  loan: LoanRow,
  nowMs: number,
  lang: Lang,
  orders: readonly PayOrderRow[],
  proofs: readonly ProofRow[],
): RepaymentDetail {
  const order = toLoanOrder(loan, nowMs);
  const terms = repayTerms(loan.product_id);
  const pending = orders.filter((o) => o.state === 'pending').at(-1);
  const proof = proofs.at(-1);
  return {
    ...order,
    interestPerDay: percentOf(loan.amount, loan.interest_rate_per_day),
    penaltyPerDay: percentOf(loan.amount, loan.penalty_rate_per_day),
    minRepayAmount: takesPayments(loan) ? minRepayAmount(terms, order.unpaidAmount) : 0,
    repayStep: terms.repayStep,
    rolloverAvailable: extensionOf(loan, terms, nowMs).available,
    pendingPayOrder: pending ? toPayOrder(pending, loan.order_no, lang) : null,
    proof: proof ? toProof(proof, loan.order_no, lang) : null,
  };
}

/** A coupon as the borrower sees it: unused, used, or expired (unused past its date). */
export function toCoupon(coupon: CouponRow, lang: Lang, nowMs: number, usedOn: string | null): Coupon {
  const status = coupon.used_at !== null ? 'used' : coupon.expires_at < nowMs ? 'expired' : 'unused';
  return {
    couponId: coupon.coupon_id,
    title: message(lang, 'couponTitle'),
    amount: coupon.amount,
    expiresAt: seconds(coupon.expires_at),
    status,
    orderNo: usedOn,
    usedAt: secondsOrNull(coupon.used_at),
  };
}

/** The cashier's channels in the caller's language, with those a tester turned off marked unavailable. */
export function channelsWith(unavailable: readonly string[], lang: Lang): PayChannel[] {
  return CHANNELS.map((channel) => ({
    ...channel,
    name: channel.name[lang],
    available: !unavailable.includes(channel.channelId),
  }));
}
