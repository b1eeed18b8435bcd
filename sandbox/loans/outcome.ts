/**
 * Deterministic outcomes for testers: the last digit of the borrower's mobile number decides what review
 * and payout will do (docs/sandbox.md "Outcomes"). Chosen once, when the loan is applied for.
 */
import type { Outcome } from './types.ts';

/** Last digit → outcome; every other digit is approved and paid out. */
export const OUTCOME_BY_LAST_DIGIT: Readonly<Record<string, Outcome>> = {
  '1': 'rejected',
  '2': 'payoutFailed',
};

export function outcomeFor(mobile: string): Outcome {
  return OUTCOME_BY_LAST_DIGIT[mobile.slice(-1)] ?? 'approved';
}
