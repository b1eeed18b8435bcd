/** Helpers for the loan tests: a borrower ready to apply, multipart uploads, the loan controls. */
import { DEMO_JPEG } from '../../../sandbox/data/demo-profile.ts';
import type { LoanOrder, LoanStep } from '../../../src/contract/entities.ts';
import { control } from '../../helpers/sandbox.ts';
import { callUrl, get, post, postMultipart, register } from './helpers.ts';
import type { Reply, TestSandbox } from './helpers.ts';

/** A real 8 × 8 baseline JPEG (141 bytes): what the app's compressed photos look like to the sandbox. */
export const JPEG = Buffer.from(DEMO_JPEG);

export const SECOND = 1000;
export const DAY = 24 * 60 * 60 * SECOND;

/**
 * Haraka Cash (p1), TZS 20,000 over 91 days: the figures worked by hand in whole shillings (the server
 * computes them; docs/decisions.md). Interest 20,000 × 0.09 % × 91 = 1,638; fee 8 % = 1,600; VAT 18 % of
 * 1,600 = 288.
 */
export const HARAKA_CASH_20000 = {
  amount: 20000,
  termDays: 91,
  interestRatePerDay: 0.09,
  interest: 1638,
  serviceFee: 1600,
  serviceFeeTax: 288,
  receivedAmount: 18112, // 20,000 − 1,600 − 288
  repayAmount: 21638, // 20,000 + 1,638
  totalCostOfCredit: 3526, // 1,638 + 1,600 + 288
  penaltyRatePerDay: 2,
  couponDiscount: 0,
};

/** A multipart upload as the app sends it, with one `file` part unless `files` says otherwise. */
export function upload<T = unknown>(
  sb: TestSandbox,
  path: string,
  token: string,
  payload: Record<string, unknown> = {},
  data: Uint8Array | null = JPEG,
): Promise<Reply<T>> {
  return postMultipart<T>(callUrl(sb, path), payload, data ? [{ data, type: 'image/jpeg' }] : [], { token });
}

/** Registers `mobile` and fills the whole application with the sandbox's demo data: ready to apply (step 14). */
export async function readyBorrower(sb: TestSandbox, mobile: string): Promise<string> {
  const { token } = await register(sb, mobile);
  const filled = await control(sb, 'POST', 'users/profile', { mobile, upTo: 'questionnaire' });
  if (filled.status !== 200) throw new Error(`profile: ${JSON.stringify(filled.body)}`);
  return token;
}

/** A borrower's application: `amount` (TZS 20,000 unless given) of `productId` (Haraka Cash, p1, unless given). */
type Application = [sb: TestSandbox, token: string, productId?: string, amount?: number];

/** Applies for `amount` of `productId` and returns the order number (throws on a refusal). */
export async function applyFor(
  ...[sb, token, productId = 'p1', amount = 20000]: Application
): Promise<string> {
  const reply = await post<LoanStep & { orderNo: string }>(
    sb,
    'loan/loan-order/apply-market',
    { productId, amount },
    { token },
  );
  if (reply.body.code !== 0) throw new Error(`apply: ${reply.body.code} ${reply.body.msg}`);
  return reply.body.data.orderNo;
}

/** Applies and submits: the loan is under review from the current clock. */
export async function submitted(...application: Application): Promise<string> {
  const [sb, token] = application;
  const orderNo = await applyFor(...application);
  const reply = await post(sb, 'user/submit', { orderNo }, { token });
  if (reply.body.code !== 0) throw new Error(`submit: ${reply.body.code} ${reply.body.msg}`);
  return orderNo;
}

export async function homepage(
  sb: TestSandbox,
  token: string,
): Promise<{ loan: LoanStep; order: LoanOrder }> {
  return (await get<{ loan: LoanStep; order: LoanOrder }>(sb, 'portal/homepage/data', {}, { token })).body
    .data;
}

export async function latestOrder(sb: TestSandbox, token: string): Promise<LoanOrder> {
  return (await get<LoanOrder>(sb, 'portal/loan/order/latest', {}, { token })).body.data;
}
