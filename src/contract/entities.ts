/**
 * The shapes the server replies with. Times are Unix seconds, money is integer shillings, rates are
 * percent (0.09 means 0.09 %).
 */
import type { LoanState, StepCodeValue } from './codes.ts';

/** Where the borrower goes next, and the routing query passed on unchanged to that screen. */
export interface LoanStep {
  stepCode: StepCodeValue | number;
  query: Record<string, string>;
}

export interface UserInfo {
  userId: number;
  /** 9-digit national form. */
  mobile: string;
  countryCode: string;
  firstName: string | null;
  lastName: string | null;
  /** The next loan step code (see src/loan/steps.ts). */
  stepCode: number;
  registeredAt: number;
}

export interface AuthResult {
  token: string;
  userInfo: UserInfo;
}

/** Saved answers of the application forms, by form name (`personal`, `work`, `questionnaire`). */
export type SavedForms = Partial<Record<string, Record<string, unknown>>>;

export interface Country {
  iso: string;
  name: string;
  callingCode: string;
  flag: string;
}

export interface Product {
  productId: string;
  name: string;
  minAmount: number;
  maxAmount: number;
  /** Amounts are offered in multiples of this. */
  amountStep: number;
  termDays: number;
  interestRatePerDay: number;
  /** Processing fee, percent of the amount, deducted upfront. */
  serviceFeeRate: number;
  /** Tax on the processing fee, percent (18 % VAT in Tanzania). */
  serviceFeeTaxRate: number;
  penaltyRatePerDay: number;
  /** A short mark (letters), never a URL: rendered as text. */
  logo: string;
}

/** Every figure of confirm borrow, computed by the server for the chosen amount (docs/decisions.md). */
export interface Quote {
  productId: string;
  productName: string;
  amount: number;
  termDays: number;
  interestRatePerDay: number;
  interest: number;
  serviceFee: number;
  serviceFeeTax: number;
  /** amount − serviceFee − serviceFeeTax: what reaches the wallet. */
  receivedAmount: number;
  /** amount + interest: what the borrower pays back by the due date. */
  repayAmount: number;
  /** interest + serviceFee + serviceFeeTax. */
  totalCostOfCredit: number;
  penaltyRatePerDay: number;
  /**
   * What the chosen coupon took off the service fee, integer shillings (0 without one): serviceFee, its
   * tax, receivedAmount and totalCostOfCredit above are already the figures with the coupon.
   */
  couponDiscount: number;
  /** Due date if the money goes out today. */
  dueDate: number;
}

/**
 * A mobile-money wallet's id as the server knows it (`mpesa`, `tigo`, `airtel`, `halopesa`, `mtn`…): one of
 * the market's `wallets` (markets/<id>.json), so a market adds a wallet by data.
 */
export type WalletId = string;

export interface WalletAccount {
  wallet: WalletId;
  /** The mobile-money number, 9-digit national form. */
  accountNumber: string;
}

/** A loan order as the borrower sees it (Home, Records, loan detail, review, lending). */
/** A loan keeps its figures with the coupon (if any) taken off; the coupon itself shows as used on it. */
export interface LoanOrder extends Omit<Quote, 'dueDate' | 'couponDiscount'> {
  orderNo: string;
  state: LoanState;
  stepCode: StepCodeValue;
  appliedAt: number;
  /** When the review or the disbursement is expected to be decided; null when nothing is pending. */
  expectedAt: number | null;
  disbursedAt: number | null;
  /** Null until the money went out. */
  dueDate: number | null;
  overdueDays: number;
  penalty: number;
  repaidAmount: number;
  /** repayAmount + penalty − repaidAmount. */
  unpaidAmount: number;
  wallet: WalletAccount | null;
  /** Rejected: when the borrower may apply again. */
  reapplyAt: number | null;
  /** Disbursing: the borrower may still stop it (loan/cancel-draw-money). */
  cancellable: boolean;
  /** Approved: the money must be taken before this, else the order is cancelled. */
  drawBefore: number | null;
}

export interface HomepageData {
  currency: string;
  minAmount: number;
  maxAmount: number;
  maxTermDays: number;
  interestRatePerDay: number;
  /** The signed-in borrower's next step; null for a visitor. */
  loan: LoanStep | null;
  /** The signed-in borrower's latest loan order; null for a visitor or before the first one. */
  order: LoanOrder | null;
}

export interface OcrResult {
  nationalId: string;
  firstName: string;
  lastName: string;
}

export interface StoredImage {
  imageId: string;
  bytes: number;
}

/** Data-collection status flags (spec section 7): all set means collection is done. */
export interface CollectionFlags {
  appList: boolean;
  sms: boolean;
  exif: boolean;
  device: boolean;
  contact: boolean;
  callLog: boolean;
  location: boolean;
}

export interface RejectRecommendation {
  show: boolean;
  reapplyAt: number | null;
  products: Product[];
  /**
   * Our assumption (docs/protocol.md): why the latest application was rejected, in the language of the
   * `lang` header; absent or null when the server gives no reason (the app then says so in general words).
   */
  reason?: string | null;
  /** Our assumption: the borrower may apply for the suggested products now (the re-apply date has passed). */
  canApply?: boolean;
}

/** A way to repay (docs/decisions.md: for `tz` M-Pesa, Tigo Pesa, Airtel Money, HaloPesa and bank transfer). */
export type PayChannelId = 'mpesa' | 'tigo' | 'airtel' | 'halopesa' | 'bank';

/**
 * How a payment order is paid. `online`: the server sends a payment prompt to the borrower's wallet
 * (they approve it with their PIN) or, where a checkout page exists, `payUrl`; `bill`: the borrower pays
 * from their own wallet or bank app to the pay bill / business number (`payBill`) with `reference` (the
 * static cashier and the bank-transfer guide).
 */
export type PayMethod = 'online' | 'bill';

/** One channel of the cashier, as `loanMarket/repay/products` lists them. */
export interface PayChannel {
  channelId: PayChannelId | string;
  /** Shown as is: `M-Pesa`, `Tigo Pesa`, `Airtel Money`, `HaloPesa`, `Bank transfer`. */
  name: string;
  kind: 'wallet' | 'bank';
  methods: PayMethod[];
  /** Wallets: the pay bill / business (Lipa) number; bank: the account number to transfer to. */
  payBill: string;
  /** Whose account it is (the lender's licensed name). */
  accountName: string;
  /** Bank transfer only: the bank's name; null for wallets. */
  bankName: string | null;
  /** False: not taking payments now; confirming with it is refused ('There is no payment method…'). */
  available: boolean;
}

/** What a payment order pays: the loan itself, or the fee of a rollover. */
export type PayPurpose = 'repay' | 'rollover';

/**
 * `pending` until settled; `paid` counts towards the loan (or moves the due date, for a rollover);
 * `failed` ('The request failed Please try again'); `timed_out`: not paid before `expiresAt` ('This order
 * has timed out, please try again'); `cancelled`: replaced by a newer order for the same loan.
 */
export type PayOrderState = 'pending' | 'paid' | 'failed' | 'timed_out' | 'cancelled';

/** A payment order: what the cashier polls and everything its guides show. */
export interface PayOrder {
  payOrderId: string;
  orderNo: string;
  purpose: PayPurpose;
  amount: number;
  channelId: string;
  method: PayMethod;
  state: PayOrderState;
  createdAt: number;
  /** Pay before this; a pending order is `timed_out` after it. */
  expiresAt: number;
  /** When it was paid, failed, timed out or cancelled; null while pending. */
  settledAt: number | null;
  /** The channel's pay bill / business number (bank: account number), copied from the channel. */
  payBill: string;
  accountName: string;
  bankName: string | null;
  /** The reference (account number) the borrower types when paying by bill. */
  reference: string;
  /** A checkout page for online payment; null when the channel has none (the prompt goes to the phone). */
  payUrl: string | null;
  /** Text to show as a QR code (pay bill, reference and amount), scanned by the wallet app. */
  qrText: string;
  /** `online`: the wallet number the payment prompt was sent to (9 digits); null for bill payments. */
  promptTo: string | null;
  /**
   * `failed` and `timed_out`: the envelope code and message the server gives for it (BusinessCode
   * `paymentFailed` 'The request failed Please try again', `payOrderTimedOut` 'This order has timed out,
   * please try again', in the caller's language); null in the other states.
   */
  failure: { code: number; msg: string } | null;
}

/** The state of a manual payment proof: reviewed within 48 hours (spec section 4). */
export type ProofState = 'reviewing' | 'accepted' | 'refused';

export interface PaymentProof {
  proofId: string;
  orderNo: string;
  /** The amount the borrower says they paid. */
  amount: number;
  channelId: string;
  /** The transaction id from the wallet's or bank's receipt, when the borrower typed it. */
  transactionId: string | null;
  state: ProofState;
  submittedAt: number;
  /** When the review result is due (the sandbox: seconds; the real service: up to 48 hours). */
  reviewBy: number;
  reviewedAt: number | null;
  /** Refused: why, in the caller's language; null otherwise. */
  reason: string | null;
}

/** Repay detail: the order's figures plus the rules of the repay amount and what is in progress. */
export interface RepaymentDetail extends LoanOrder {
  /** interestRatePerDay % of the amount, in shillings a day. */
  interestPerDay: number;
  /** penaltyRatePerDay % of the amount, in shillings for each day overdue. */
  penaltyPerDay: number;
  /** Smallest amount a part payment may be (never above unpaidAmount: the whole rest is always allowed). */
  minRepayAmount: number;
  /** Part payments must be a multiple of this (1 = any integer); paying the whole rest always is allowed. */
  repayStep: number;
  /** The rollover is offered (details from `repay/getExtensionData`). */
  rolloverAvailable: boolean;
  /** The latest payment order still pending, for the cashier to resume; null when none. */
  pendingPayOrder: PayOrder | null;
  /** The latest payment proof of this order and its review state; null when none was sent. */
  proof: PaymentProof | null;
}

/** Why a rollover is not offered; null when it is. */
export type RolloverRefusal = 'notRepaying' | 'overdue' | 'limitReached';

export interface ExtensionData {
  available: boolean;
  /** Null when available; else why not. */
  refusal: RolloverRefusal | null;
  /** Days the due date moves: 7 in Tanzania. */
  days: number;
  /** The fee, paid through the cashier (purpose `rollover`). */
  fee: number;
  /** The due date now, and after the rollover (dueDate + days); null before the money went out. */
  dueDate: number | null;
  newDueDate: number | null;
  /** What stays owed: a rollover does not reduce the amount due. */
  unpaidAmount: number;
  rolloversUsed: number;
  maxRollovers: number;
}

export interface Coupon {
  couponId: string;
  title: string;
  /** Taken off what is owed when used on a loan. */
  amount: number;
  expiresAt: number;
  status: 'unused' | 'used' | 'expired';
  /** Used: the loan order it was used on, and when. */
  orderNo: string | null;
  usedAt: number | null;
}

/** 1 repaid bill not updated, 2 extend period, 3 other, 4 loan failure, 5 want to borrow, 6 want to repay, 7 loan not received. */
export type FeedbackType = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const FEEDBACK_TYPES: readonly FeedbackType[] = [1, 2, 3, 4, 5, 6, 7];
/**
 * 1 and 2 platform processing (1: sent, nobody has answered yet; 2: the borrower wrote again), 3 I need to
 * reply (staff answered or asked something), 4 done.
 */
export type FeedbackStatus = 1 | 2 | 3 | 4;
export const FEEDBACK_STATUSES: readonly FeedbackStatus[] = [1, 2, 3, 4];

/** One message of a ticket's conversation. `text` is plain text from a person: shown as text, never as HTML. */
export interface FeedbackMessage {
  messageId: string;
  from: 'user' | 'staff';
  text: string;
  /** Epoch seconds. */
  at: number;
  /** References of the pictures sent with it (feedback/upload/credential). */
  images: string[];
}

export interface FeedbackTicket {
  feedbackId: string;
  type: FeedbackType;
  status: FeedbackStatus;
  /** The borrower's description (the form's `description`, sent as `remark`). */
  remark: string;
  /** References of the ticket's pictures (feedback/uploadFile). */
  images: string[];
  /** Phone number or e-mail address for the reply; '' when none was given. */
  contact: string;
  /** When the borrower would like to be called back: a slot of the form's options, or null. */
  appointmentTime: string | null;
  /** The borrower's rating once done: true resolved, false unresolved, null not rated yet. */
  resolved: boolean | null;
  /** Staff replies the borrower has not opened yet (the red dot). */
  unread: number;
  /** Sent only while nobody has answered (status 1): the borrower may still change it. */
  editable: boolean;
  /** The conversation after the description, oldest first. */
  messages: FeedbackMessage[];
  /** Epoch seconds. */
  createdAt: number;
  /** Epoch seconds of the last message or change. */
  updatedAt: number;
}
