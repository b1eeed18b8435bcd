import { get, post, upload, type CallOptions } from './http.ts';

/** Home page, latest order and repayment calls (`portal/*`). */

export interface LoanStep {
  stepCode: number;
  /** Routing query passed on unchanged to the step's screen. */
  query: Record<string, string>;
}

export interface HomepageData {
  currency: string;
  minAmount: number;
  maxAmount: number;
  maxTermDays: number;
  /** Percent per day, e.g. 0.09. */
  interestRatePerDay: number;
  /** The logged-in borrower's next step; null when anonymous. */
  loan: LoanStep | null;
}

export interface LoanOrder {
  orderNo: string;
  payOrderId?: string;
  productName?: string;
  amount: number;
  /** Seconds since epoch. */
  dueDate: number;
  overdueDays: number;
  penaltyRatePerDay: number;
  interestRatePerDay: number;
  serviceFee: number;
  repaidAmount: number;
  unpaidAmount: number;
  termDays: number;
  stepCode: number;
}

export interface RepaymentDetail extends LoanOrder {
  /** Smallest amount a part payment may be. */
  minRepayAmount: number;
  /** Part payments must be a multiple of this (1 = any integer). */
  repayStep: number;
}

export const homepageData = (options?: CallOptions) => get<HomepageData>('portal/homepage/data', {}, options);

export const latestOrder = () => get<LoanOrder | null>('portal/loan/order/latest');

export const repaymentDetail = (orderNo: string) =>
  get<RepaymentDetail>('portal/repayment/detail', { orderNo });

export const confirmRepayment = (body: { orderNo: string; amount: number; channelId: string }) =>
  post<{ payOrderId: string; payUrl?: string; reference?: string }>('portal/repayment/confirm', { ...body });

export const saveLivenessResult = (image: Blob, body: { orderNo: string; score?: number }) =>
  upload<{ passed: boolean }>('portal/liveness/detection/result/save', { file: image }, { ...body });
