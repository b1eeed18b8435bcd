// @vitest-environment node
/** Loan figures on worked examples, computed by hand in integer shillings (docs/decisions.md: the server computes). */
import { describe, expect, it } from 'vitest';
import { loanTimingFromEnv } from '../../../sandbox/config.ts';
import { PRODUCTS } from '../../../sandbox/data/products.ts';
import {
  isOffered,
  loanFigures,
  offeredAmounts,
  overdueDays,
  penalty,
  percentOf,
  unpaid,
} from '../../../sandbox/loans/money.ts';
import type { Product } from '../../../src/contract/entities.ts';
import { HARAKA_CASH_20000 } from './loan-helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
const product = (id: string): Product => {
  const found = PRODUCTS.find((p) => p.productId === id);
  if (!found) throw new Error(id);
  return found;
};

describe('loanFigures', () => {
  it('Haraka Cash, TZS 20,000 over 91 days', () => {
    // Worked by hand beside HARAKA_CASH_20000 (loan-helpers.ts): interest 1,638, fee 1,600, VAT 288.
    expect(loanFigures(product('p1'), 20000)).toEqual(HARAKA_CASH_20000);
  });

  it('rounds each figure once, half up: TZS 1,000 over 91 days', () => {
    // 1,000 × 0.09 % × 91 = 81.9 → 82; fee 80; VAT 18 % of 80 = 14.4 → 14.
    expect(loanFigures(product('p1'), 1000)).toMatchObject({
      interest: 82,
      serviceFee: 80,
      serviceFeeTax: 14,
      receivedAmount: 906,
      repayAmount: 1082,
      totalCostOfCredit: 176,
    });
  });

  it('Mkopo Bora, TZS 60,000 over 180 days', () => {
    // 60,000 × 0.09 % × 180 = 9,720; fee 4,800; VAT 864.
    expect(loanFigures(product('p3'), 60000)).toMatchObject({
      interest: 9720,
      serviceFee: 4800,
      serviceFeeTax: 864,
      receivedAmount: 54336,
      repayAmount: 69720,
      totalCostOfCredit: 15384,
    });
  });

  it('a half shilling rounds up, without binary-fraction surprises', () => {
    // 0.5 exactly: 0.09 % of 5,000 over 1 day is 4.5 → 5; 18 % of 25 is 4.5 → 5.
    expect(percentOf(5000, 0.09)).toBe(5);
    expect(percentOf(25, 18)).toBe(5);
    expect(percentOf(1, 0.07)).toBe(0);
  });
});

describe('amounts offered', () => {
  it('min to max by the step', () => {
    expect(offeredAmounts(product('p2'))).toHaveLength(36); // 5,000 … 40,000 by 1,000
    expect(offeredAmounts(product('p1')).slice(0, 3)).toEqual([1000, 2000, 3000]);
    expect(offeredAmounts(product('p1')).at(-1)).toBe(20000);
  });

  it.each([
    [20000, true],
    [1000, true],
    [1500, false],
    [21000, false],
    [0, false],
    [2000.5, false],
  ])('%d is offered by Haraka Cash: %s', (amount, expected) => {
    expect(isOffered(product('p1'), amount)).toBe(expected);
  });
});

describe('overdue', () => {
  const due = Date.UTC(2025, 3, 2);

  it('counts each day begun after the due moment', () => {
    expect(overdueDays(due, due)).toBe(0);
    expect(overdueDays(due, due - DAY)).toBe(0);
    expect(overdueDays(due, due + 1)).toBe(1);
    expect(overdueDays(due, due + DAY)).toBe(1);
    expect(overdueDays(due, due + 3 * DAY + 1)).toBe(4);
    expect(overdueDays(null, due)).toBe(0);
  });

  it('penalty: 2 % of the principal a day; unpaid: repay + penalty − repaid', () => {
    // TZS 20,000 three days late: 400 a day → 1,200; 21,638 + 1,200 − 5,000 repaid = 17,838.
    expect(penalty(20000, 2, 3)).toBe(1200);
    expect(unpaid(21638, 1200, 5000)).toBe(17838);
    expect(unpaid(21638, 0, 30000)).toBe(0);
  });
});

describe('loanTimingFromEnv', () => {
  it('takes whole numbers from SANDBOX_… variables and ignores anything else', () => {
    const timing = loanTimingFromEnv({
      SANDBOX_REVIEW_DELAY_MS: '0',
      SANDBOX_DISBURSEMENT_DELAY_MS: '60000',
      SANDBOX_DRAW_WINDOW_MS: 'soon',
      SANDBOX_REAPPLY_AFTER_DAYS: '-1',
    });
    expect(timing).toMatchObject({ reviewDelayMs: 0, disbursementDelayMs: 60000 });
    expect(timing.drawWindowMs).toBe(loanTimingFromEnv({}).drawWindowMs);
    expect(timing.reapplyAfterDays).toBe(loanTimingFromEnv({}).reapplyAfterDays);
  });

  it('the repayment delays too: payment, payment-order lifetime, proof review', () => {
    const timing = loanTimingFromEnv({
      SANDBOX_PAYMENT_DELAY_MS: '1000',
      SANDBOX_PAY_ORDER_TTL_MS: '60000',
      SANDBOX_PROOF_REVIEW_DELAY_MS: '2.5',
    });
    expect(timing).toMatchObject({ paymentDelayMs: 1000, payOrderTtlMs: 60000, proofReviewDelayMs: 8000 });
    expect(loanTimingFromEnv({})).toMatchObject({
      paymentDelayMs: 5000,
      payOrderTtlMs: 15 * 60 * 1000,
      proofReviewDelayMs: 8000,
    });
  });
});
