import type { PayChannel, PaymentProof, PayMethod, PayOrder } from '../contract/entities.ts';
import { get, post, upload, type CallOptions, type UploadOptions } from './http.ts';
import { repaymentDetail } from './repay.ts';

/**
 * The cashier's calls: the payment channels, a payment order (a repayment or a rollover fee) and its
 * state while the borrower pays, and the manual payment proof. Replies are checked where they enter the
 * app (as src/api/reply-checks.ts does for Home): a reply without what the cashier shows is a bad reply,
 * never a QR code of "undefined" or a copy button with nothing to copy.
 */

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isFilled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isFigure = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const METHODS: readonly unknown[] = ['online', 'bill'] satisfies PayMethod[];
const ORDER_STATES: readonly unknown[] = [
  'pending',
  'paid',
  'failed',
  'timed_out',
  'cancelled',
] satisfies PayOrder['state'][];

function isChannel(value: unknown): value is PayChannel {
  return (
    isObject(value) &&
    isFilled(value.channelId) &&
    isFilled(value.name) &&
    (value.kind === 'wallet' || value.kind === 'bank') &&
    Array.isArray(value.methods) &&
    value.methods.every((method) => METHODS.includes(method)) &&
    isText(value.payBill) &&
    isText(value.accountName) &&
    (value.bankName === null || isText(value.bankName)) &&
    typeof value.available === 'boolean'
  );
}

export function isChannelList(value: unknown): value is { channels: PayChannel[] } {
  return isObject(value) && Array.isArray(value.channels) && value.channels.every(isChannel);
}

/**
 * A payment order. `payOrderId` is not checked here: an empty one has its own message ('payOrderId
 * cannot be empty, please try again', spec section 8), which the screen gives.
 */
export function isPayOrder(value: unknown): value is PayOrder {
  return (
    isObject(value) &&
    isText(value.payOrderId) &&
    isFilled(value.orderNo) &&
    isFigure(value.amount) &&
    isText(value.channelId) &&
    METHODS.includes(value.method) &&
    ORDER_STATES.includes(value.state) &&
    isFigure(value.expiresAt) &&
    isText(value.payBill) &&
    isText(value.accountName) &&
    isText(value.reference) &&
    isText(value.qrText) &&
    (value.payUrl === null || isText(value.payUrl)) &&
    (value.promptTo === null || isText(value.promptTo)) &&
    (value.failure === null || (isObject(value.failure) && typeof value.failure.code === 'number'))
  );
}

export function isPaymentProof(value: unknown): value is PaymentProof {
  return (
    isObject(value) &&
    isFilled(value.proofId) &&
    (value.state === 'reviewing' || value.state === 'accepted' || value.state === 'refused') &&
    isFigure(value.amount) &&
    isFigure(value.reviewBy) &&
    (value.reason === null || isText(value.reason))
  );
}

/** The cashier's channels (`loanMarket/repay/products`). */
export const payChannels = (options?: CallOptions) =>
  get('loanMarket/repay/products', {}, { ...options, check: isChannelList });

export interface NewPayOrder {
  orderNo: string;
  amount: number;
  channelId: string;
  method: PayMethod;
}

/** A payment order for part or all of what the loan owes (`portal/repayment/confirm`). */
export const confirmRepayment = (body: NewPayOrder, options?: CallOptions) =>
  post('portal/repayment/confirm', body, { ...options, check: isPayOrder });

/** A payment order for the rollover fee (`repay/confirmExtensionOrder`); `amount` is the fee shown. */
export const confirmRolloverPayment = (body: NewPayOrder, options?: CallOptions) =>
  get('repay/confirmExtensionOrder', body, { ...options, check: isPayOrder });

/** How a payment order stands (`portal/repayment/status`), asked again until it settles. */
export const payOrderStatus = (payOrderId: string, options?: CallOptions) =>
  get('portal/repayment/status', { payOrderId }, { ...options, check: isPayOrder });

export interface ProofFields {
  orderNo: string;
  amount: number;
  channelId: string;
  /** Left out when the borrower did not type one. */
  transactionId?: string;
}

/** The screenshot of a manual payment (`portal/repayment/proof`, multipart), reviewed within 48 hours. */
export const sendPaymentProof = (image: Blob, fields: ProofFields, options?: UploadOptions) =>
  upload('portal/repayment/proof', { file: image }, fields, { ...options, check: isPaymentProof });

/** The latest payment proof of a loan and its review, from the (checked) repayment detail that carries it. */
export const latestProof = (orderNo: string, options?: CallOptions): Promise<PaymentProof | null> =>
  repaymentDetail(orderNo, options).then((detail) => detail.proof);
