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

/** Every figure of confirm borrow, computed by the server for the chosen amount (decisions.md). */
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
  /** Due date if the money goes out today. */
  dueDate: number;
}

export type WalletId = 'mpesa' | 'tigo' | 'airtel' | 'halopesa';

export interface WalletAccount {
  wallet: WalletId;
  /** The mobile-money number, 9-digit national form. */
  accountNumber: string;
}

/** A loan order as the borrower sees it (Home, Records, loan detail, review, lending). */
export interface LoanOrder extends Omit<Quote, 'dueDate'> {
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
}

export interface RepaymentDetail extends LoanOrder {
  /** Smallest amount a part payment may be. */
  minRepayAmount: number;
  /** Part payments must be a multiple of this (1 = any integer). */
  repayStep: number;
}

export interface ExtensionData {
  available: boolean;
  /** Days the due date moves: 7 in Tanzania. */
  days: number;
  fee: number;
  newDueDate: number;
}

export interface Coupon {
  couponId: string;
  title: string;
  amount: number;
  expiresAt: number;
  status: 'unused' | 'used' | 'expired';
}

/** 1 repaid bill not updated, 2 extend period, 3 other, 4 loan failure, 5 want to borrow, 6 want to repay, 7 loan not received. */
export type FeedbackType = 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** 1 and 2 platform processing, 3 I need to reply, 4 done. */
export type FeedbackStatus = 1 | 2 | 3 | 4;

export interface FeedbackMessage {
  from: 'user' | 'staff';
  text: string;
  at: number;
  images: string[];
}

export interface FeedbackTicket {
  feedbackId: string;
  type: FeedbackType;
  status: FeedbackStatus;
  remark: string;
  images: string[];
  contact: string;
  appointmentTime: number | null;
  resolved: boolean | null;
  messages: FeedbackMessage[];
  createdAt: number;
}
