/** Helpers for the repayment tests: a borrower with money out, and the repayment calls as the app makes them. */
import type {
  ExtensionData,
  PaymentProof,
  PayOrder,
  RepaymentDetail,
} from '../../../src/contract/entities.ts';
import { get, post } from './helpers.ts';
import type { Reply, TestSandbox } from './helpers.ts';
import { readyBorrower, submitted, upload } from './loan-helpers.ts';

/** The sandbox's default delays (sandbox/config.ts), which these tests rely on. */
export const REVIEW_MS = 6000;
export const PAYOUT_MS = 6000;
export const PAYMENT_MS = 5000;
export const PAY_ORDER_TTL_MS = 15 * 60 * 1000;
export const PROOF_REVIEW_MS = 8000;

/**
 * A registered borrower whose loan of `amount` of `productId` has been paid out at the current clock
 * (review and payout waited for on the clock). Returns the token and the order number.
 */
export async function paidOut(
  sb: TestSandbox,
  mobile: string,
  productId = 'p1',
  amount = 20000,
): Promise<{ token: string; orderNo: string; disbursedAt: number }> {
  const token = await readyBorrower(sb, mobile);
  const orderNo = await submitted(sb, token, productId, amount);
  sb.clock += REVIEW_MS;
  const drawn = await get(sb, 'loan/get-money', { orderNo }, { token });
  if (drawn.body.code !== 0) throw new Error(`get-money: ${drawn.body.code} ${drawn.body.msg}`);
  sb.clock += PAYOUT_MS;
  return { token, orderNo, disbursedAt: sb.clock };
}

export async function detail(sb: TestSandbox, token: string, orderNo: string): Promise<RepaymentDetail> {
  const reply = await get<RepaymentDetail>(sb, 'portal/repayment/detail', { orderNo }, { token });
  if (reply.body.code !== 0) throw new Error(`detail: ${reply.body.code} ${reply.body.msg}`);
  return reply.body.data;
}

export function confirm(
  sb: TestSandbox,
  token: string,
  payload: Record<string, unknown>,
  lang?: string,
): Promise<Reply<PayOrder>> {
  return post<PayOrder>(sb, 'portal/repayment/confirm', payload, lang ? { token, lang } : { token });
}

/** Confirms a payment that must be accepted; returns the payment order. */
export async function pay(
  sb: TestSandbox,
  token: string,
  orderNo: string,
  amount: number,
  channelId = 'mpesa',
): Promise<PayOrder> {
  const reply = await confirm(sb, token, { orderNo, amount, channelId });
  if (reply.body.code !== 0) throw new Error(`confirm: ${reply.body.code} ${reply.body.msg}`);
  return reply.body.data;
}

export function status(sb: TestSandbox, token: string, payOrderId: string, lang?: string) {
  return get<PayOrder>(sb, 'portal/repayment/status', { payOrderId }, lang ? { token, lang } : { token });
}

export function extension(sb: TestSandbox, token: string, orderNo: string) {
  return get<ExtensionData>(sb, 'repay/getExtensionData', { orderNo }, { token });
}

export function proof(
  sb: TestSandbox,
  token: string,
  payload: Record<string, unknown>,
  data?: Uint8Array | null,
): Promise<Reply<PaymentProof>> {
  return upload<PaymentProof>(sb, 'portal/repayment/proof', token, payload, data);
}
