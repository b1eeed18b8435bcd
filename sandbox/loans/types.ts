/** The loan row as stored (sandbox/db.ts migration 3) and the outcome a borrower's data decides. */
import type { LoanState } from '../../src/contract/codes.ts';

/** What review and payout will decide for a loan, chosen at apply time from the mobile's last digit. */
export type Outcome = 'approved' | 'rejected' | 'payoutFailed';

/** One row of `loans`. Money in integer shillings, rates in percent, times in epoch ms (sandbox clock). */
export interface LoanRow {
  readonly id: number;
  readonly order_no: string;
  readonly user_id: number;
  readonly product_id: string;
  readonly product_name: string;
  readonly amount: number;
  readonly term_days: number;
  readonly interest_rate_per_day: number;
  readonly interest: number;
  readonly service_fee: number;
  readonly service_fee_tax: number;
  readonly received_amount: number;
  readonly repay_amount: number;
  readonly penalty_rate_per_day: number;
  readonly state: LoanState;
  readonly outcome: Outcome;
  readonly applied_at: number;
  readonly submitted_at: number | null;
  /** When the pending review or payout is decided; null when nothing is pending. */
  readonly decide_at: number | null;
  readonly decided_at: number | null;
  readonly draw_before: number | null;
  readonly disbursing_at: number | null;
  readonly disbursed_at: number | null;
  readonly due_at: number | null;
  readonly closed_at: number | null;
  readonly repaid_amount: number;
  readonly reapply_at: number | null;
  readonly wallet: string | null;
  readonly account_number: string | null;
  /** How many rollovers have moved the due date (migration 4). */
  readonly rollovers: number;
}

/** The columns a transition may change (everything but the loan's identity and its figures). */
export type LoanProgress = Pick<
  LoanRow,
  | 'state'
  | 'submitted_at'
  | 'decide_at'
  | 'decided_at'
  | 'draw_before'
  | 'disbursing_at'
  | 'disbursed_at'
  | 'due_at'
  | 'closed_at'
  | 'repaid_amount'
  | 'reapply_at'
  | 'rollovers'
>;

export const DAY_MS = 24 * 60 * 60 * 1000;
