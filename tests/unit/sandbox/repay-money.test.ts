// @vitest-environment node
/**
 * The repayment arithmetic on worked examples, computed by hand in integer shillings: what a loan owes at a
 * moment (penalty per day, part payments, a finished loan), the repay-amount rules of spec section 5, the
 * rollover, and the testers' outcomes. Haraka Cash TZS 20,000 over 91 days throughout: interest 1,638, to
 * repay 21,638, penalty 2 % of 20,000 = 400 a day, rollover fee 7 % of 20,000 = 1,400.
 */
import { describe, expect, it } from 'vitest';
import { repayTerms } from '../../../sandbox/data/repayment.ts';
import {
  checkRepayAmount,
  extensionOf,
  minRepayAmount,
  owedAt,
  paymentOutcome,
  penaltyDays,
  proofOutcome,
  rolloverFee,
} from '../../../sandbox/loans/repayment.ts';
import type { LoanRow } from '../../../sandbox/loans/types.ts';
import { loanRow, T0 } from '../../helpers/records.ts';

const DAY = 24 * 60 * 60 * 1000;
const DUE = T0 + 91 * DAY;
const p1 = repayTerms('p1');
const p3 = repayTerms('p3');

/** A loan paid out at T0, due at DUE. */
const loan = (overrides: Partial<LoanRow> = {}): LoanRow =>
  loanRow({
    state: 'disbursed',
    submitted_at: T0,
    decided_at: T0,
    disbursing_at: T0,
    disbursed_at: T0,
    due_at: DUE,
    ...overrides,
  });

describe('what a loan owes', () => {
  it('on time: the amount to repay, less what was paid', () => {
    expect(owedAt(loan(), T0 + DAY)).toEqual({ days: 0, penalty: 0, unpaid: 21638 });
    // 21,638 − 5,000 = 16,638; then − 10,000 = 6,638.
    expect(owedAt(loan({ state: 'repaying', repaid_amount: 5000 }), T0 + DAY).unpaid).toBe(16638);
    expect(owedAt(loan({ state: 'repaying', repaid_amount: 15000 }), T0 + DAY).unpaid).toBe(6638);
  });

  it('overdue: 400 a day for each day begun since the due moment', () => {
    const overdue = loan({ state: 'overdue' });
    expect(penaltyDays(overdue, DUE + 1)).toBe(1); // 1 ms late is a day
    expect(owedAt(overdue, DUE + 1)).toEqual({ days: 1, penalty: 400, unpaid: 22038 });
    // Three days: 3 × 400 = 1,200; 21,638 + 1,200 = 22,838.
    expect(owedAt(overdue, DUE + 3 * DAY)).toEqual({ days: 3, penalty: 1200, unpaid: 22838 });
    expect(owedAt(overdue, DUE + 3 * DAY + 1).penalty).toBe(1600);
  });

  it('overdue with part payments: the penalty is on the principal, payments come off the total', () => {
    // 10 days: 4,000 penalty; 21,638 + 4,000 − 12,000 paid = 13,638.
    const partly = loan({ state: 'overdue', repaid_amount: 12000 });
    expect(owedAt(partly, DUE + 10 * DAY)).toEqual({ days: 10, penalty: 4000, unpaid: 13638 });
  });

  it('finished: keeps the penalty days it had when paid off, and owes nothing', () => {
    // Paid off 4 days late: 21,638 + 1,600 = 23,238 repaid.
    const late = loan({ state: 'finished', closed_at: DUE + 3 * DAY + 5, repaid_amount: 23238 });
    expect(owedAt(late, DUE + 100 * DAY)).toEqual({ days: 4, penalty: 1600, unpaid: 0 });
    const onTime = loan({ state: 'finished', closed_at: DUE, repaid_amount: 21638 });
    expect(owedAt(onTime, DUE + 100 * DAY)).toEqual({ days: 0, penalty: 0, unpaid: 0 });
  });

  it('before the money went out, nothing', () => {
    expect(owedAt(loan({ state: 'approved', due_at: null }), T0).unpaid).toBe(0);
    expect(owedAt(loan({ state: 'payout_failed', due_at: null }), T0).unpaid).toBe(0);
  });
});

const check = (amount: number, unpaid = 21638, terms = p1) => checkRepayAmount(amount, unpaid, terms);

describe('repay-amount rules (spec section 5)', () => {
  it('accepts a whole amount from 1,000 to what is owed', () => {
    expect(check(1000)).toBeNull();
    expect(check(5001)).toBeNull();
    expect(check(21638)).toBeNull();
  });

  it('refuses each broken rule with its message key, in the order the screen shows them', () => {
    expect(check(1000.5)).toEqual({ key: 'repayNotInteger', params: {} });
    expect(check(21639)).toEqual({ key: 'repayAboveUnpaid', params: { max: '21638' } });
    expect(check(999)).toEqual({ key: 'repayBelowFloor', params: {} });
    expect(check(4000, 21638, p3)).toEqual({ key: 'repayBelowMinimum', params: { min: '5000' } });
    expect(check(5050, 21638, p3)).toEqual({ key: 'repayNotStep', params: { step: '100' } });
    expect(checkRepayAmount(5050, 21638, p3, { step: false })).toBeNull();
  });

  it('the whole rest always passes, even below the minimum or off the step', () => {
    expect(check(638, 638)).toBeNull();
    expect(check(1234, 1234, p3)).toBeNull();
    expect(minRepayAmount(p3, 1234)).toBe(1234);
    expect(check(600, 638)).toEqual({ key: 'repayBelowMinimum', params: { min: '638' } });
  });
});

describe('rollover', () => {
  it('costs 7 % of the principal and moves the due date 7 days; the amount owed stays', () => {
    expect(rolloverFee(loan(), p1)).toBe(1400);
    expect(rolloverFee(loan({ amount: 1000 }), p1)).toBe(70);
    expect(rolloverFee(loan({ amount: 60000, product_id: 'p3' }), p3)).toBe(4200);
    expect(extensionOf(loan({ state: 'repaying', repaid_amount: 5000 }), p1, T0 + DAY)).toEqual({
      available: true,
      refusal: null,
      days: 7,
      fee: 1400,
      dueDate: Math.floor(DUE / 1000),
      newDueDate: Math.floor((DUE + 7 * DAY) / 1000),
      unpaidAmount: 16638,
      rolloversUsed: 0,
      maxRollovers: 3,
    });
  });

  it('is not offered overdue, finished, before the payout, or after three', () => {
    expect(extensionOf(loan({ state: 'overdue' }), p1, DUE + 1).refusal).toBe('overdue');
    expect(extensionOf(loan({ state: 'finished' }), p1, T0).refusal).toBe('notRepaying');
    expect(extensionOf(loan({ state: 'approved', due_at: null }), p1, T0)).toMatchObject({
      refusal: 'notRepaying',
      dueDate: null,
      newDueDate: null,
    });
    expect(extensionOf(loan({ rollovers: 3 }), p1, T0).refusal).toBe('limitReached');
  });
});

describe('testers’ outcomes', () => {
  it('a part payment by its last digit: 1 fails, 2 times out, 3 is refused, others are paid', () => {
    expect(paymentOutcome(5001, 21638)).toBe('failed');
    expect(paymentOutcome(5002, 21638)).toBe('timeout');
    expect(paymentOutcome(5003, 21638)).toBe('refused');
    expect(paymentOutcome(5000, 21638)).toBe('paid');
    expect(paymentOutcome(5009, 21638)).toBe('paid');
  });

  it('the whole rest is always paid; a proof of a part ending in 1 is refused', () => {
    expect(paymentOutcome(1001, 1001)).toBe('paid');
    expect(paymentOutcome(2002, 2002)).toBe('paid');
    expect(proofOutcome(5001, 21638)).toBe('refused');
    expect(proofOutcome(5000, 21638)).toBe('accepted');
    expect(proofOutcome(1001, 1001)).toBe('accepted');
  });
});
