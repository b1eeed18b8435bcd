import type { LoanRow } from '../../sandbox/loans/types.ts';
import type { PayOrder } from '../../src/contract/entities.ts';

/** 2025-01-01T00:00:00Z: the moment the records below are made at. */
export const T0 = Date.UTC(2025, 0, 1);

/** A pending M-Pesa repayment of 5,000 for loan L1, as the client receives it; `overrides` changes it. */
export const payOrder = (overrides: Partial<PayOrder> = {}): PayOrder => ({
  payOrderId: 'PO1',
  orderNo: 'L1',
  purpose: 'repay',
  amount: 5000,
  channelId: 'mpesa',
  method: 'online',
  state: 'pending',
  createdAt: 1_764_000_000,
  expiresAt: 1_764_000_900,
  settledAt: null,
  payBill: '888111',
  accountName: 'Pesa Loan Microfinance Ltd',
  bankName: null,
  reference: 'L1',
  payUrl: null,
  qrText: 'PAYBILL:888111;REF:L1;AMOUNT:5000',
  promptTo: '712345678',
  failure: null,
  ...overrides,
});

/** The sandbox's row of a 20,000 Haraka Cash loan just applied for at T0; `overrides` moves it on. */
export const loanRow = (overrides: Partial<LoanRow> = {}): LoanRow => ({
  id: 1,
  order_no: 'L1',
  user_id: 1,
  product_id: 'p1',
  product_name: 'Haraka Cash',
  amount: 20000,
  term_days: 91,
  interest_rate_per_day: 0.09,
  interest: 1638,
  service_fee: 1600,
  service_fee_tax: 288,
  received_amount: 18112,
  repay_amount: 21638,
  penalty_rate_per_day: 2,
  state: 'applied',
  outcome: 'approved',
  applied_at: T0,
  submitted_at: null,
  decide_at: null,
  decided_at: null,
  draw_before: null,
  disbursing_at: null,
  disbursed_at: null,
  due_at: null,
  closed_at: null,
  repaid_amount: 0,
  reapply_at: null,
  wallet: 'mpesa',
  account_number: '712345678',
  rollovers: 0,
  ...overrides,
});
