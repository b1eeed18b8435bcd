// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOAN_STATES, type LoanState } from '../../../src/contract/codes.ts';
import type { PopEvaluate } from '../../../src/store/device.ts';
import {
  asked,
  mayAskSoon,
  rated,
  RATING_INTERVAL_S,
  RatingState,
  shouldAsk,
} from '../../../src/loan/rating/rating-rule.ts';

/** The spec's defaults (section 3): never shown, may ask, no order. */
const fresh: PopEvaluate = { popupTime: 0, rejectState: 1, loanOrderId: '' };
const NOW = 1_800_000_000; // seconds
const DAY = 86_400; // seconds
const order = (state: LoanState, orderNo = 'L1') => ({ orderNo, state });
const after = (record: PopEvaluate, patch: Partial<PopEvaluate>): PopEvaluate => ({ ...record, ...patch });

describe('rating popup timing', () => {
  it('asks after a loan is paid out or repaid, and in no other state', () => {
    const asking = LOAN_STATES.filter((state) => shouldAsk(fresh, order(state), NOW));
    expect(asking).toEqual(['disbursed', 'repaying', 'finished']);
  });

  it('does not ask a borrower without a loan', () => {
    expect(shouldAsk(fresh, null, NOW)).toBe(false);
  });

  it('asks once per loan order: the payout and the repayment of one loan are one moment', () => {
    const once = after(fresh, asked('L1', NOW));
    expect(shouldAsk(once, order('repaying'), NOW + 30 * DAY)).toBe(false);
    expect(shouldAsk(once, order('finished'), NOW + 60 * DAY)).toBe(false);
    expect(shouldAsk(once, order('repaying', 'L2'), NOW + 60 * DAY)).toBe(true);
  });

  it('after Later, does not come back before the interval, even for a new loan', () => {
    const later = after(fresh, asked('L1', NOW));
    expect(shouldAsk(later, order('repaying', 'L2'), NOW + 1)).toBe(false);
    expect(shouldAsk(later, order('repaying', 'L2'), NOW + RATING_INTERVAL_S - 1)).toBe(false);
    expect(shouldAsk(later, order('repaying', 'L2'), NOW + RATING_INTERVAL_S)).toBe(true);
  });

  it('never asks again once the borrower went to rate', () => {
    const done = after(after(fresh, asked('L1', NOW)), rated(NOW));
    expect(done.rejectState).toBe(RatingState.rated);
    expect(shouldAsk(done, order('finished', 'L9'), NOW + 365 * DAY)).toBe(false);
    expect(mayAskSoon(done, NOW + 365 * DAY)).toBe(false);
  });

  it('does not ask the server at all while the interval runs', () => {
    expect(mayAskSoon(fresh, NOW)).toBe(true);
    expect(mayAskSoon(after(fresh, asked('L1', NOW)), NOW + DAY)).toBe(false);
  });

  it('a clock set back (popupTime in the future) does not ask', () => {
    expect(shouldAsk(after(fresh, { popupTime: NOW + DAY }), order('repaying', 'L2'), NOW)).toBe(false);
  });
});
