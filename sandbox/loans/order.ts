/** A stored loan as the borrower sees it: the contract's LoanOrder, with the figures of the moment. */
import { STATE_STEP } from '../../src/contract/codes.ts';
import type { LoanOrder, WalletId } from '../../src/contract/entities.ts';
import { owedAt } from './repayment.ts';
import type { LoanRow } from './types.ts';

/** Epoch ms → the protocol's Unix seconds. */
export const seconds = (ms: number): number => Math.floor(ms / 1000);
const secondsOrNull = (ms: number | null): number | null => (ms === null ? null : seconds(ms));

export function toLoanOrder(loan: LoanRow, nowMs: number): LoanOrder {
  // Overdue: the days so far; finished: the days it had when paid off, so repaid = to repay + penalty.
  const owed = owedAt(loan, nowMs);
  return {
    orderNo: loan.order_no,
    state: loan.state,
    stepCode: STATE_STEP[loan.state],
    productId: loan.product_id,
    productName: loan.product_name,
    amount: loan.amount,
    termDays: loan.term_days,
    interestRatePerDay: loan.interest_rate_per_day,
    interest: loan.interest,
    serviceFee: loan.service_fee,
    serviceFeeTax: loan.service_fee_tax,
    receivedAmount: loan.received_amount,
    repayAmount: loan.repay_amount,
    totalCostOfCredit: loan.interest + loan.service_fee + loan.service_fee_tax,
    penaltyRatePerDay: loan.penalty_rate_per_day,
    appliedAt: seconds(loan.applied_at),
    expectedAt: secondsOrNull(loan.decide_at),
    disbursedAt: secondsOrNull(loan.disbursed_at),
    dueDate: secondsOrNull(loan.due_at),
    overdueDays: owed.days,
    penalty: owed.penalty,
    repaidAmount: loan.repaid_amount,
    unpaidAmount: owed.unpaid,
    wallet:
      loan.wallet === null || loan.account_number === null
        ? null
        : { wallet: loan.wallet as WalletId, accountNumber: loan.account_number },
    reapplyAt: loan.state === 'rejected' ? secondsOrNull(loan.reapply_at) : null,
    // Before the payout is decided: the service advances the loan before it is shown, so a disbursing
    // loan here has not been decided yet.
    cancellable: loan.state === 'disbursing',
    drawBefore: loan.state === 'approved' ? secondsOrNull(loan.draw_before) : null,
  };
}
