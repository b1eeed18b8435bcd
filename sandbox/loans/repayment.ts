/**
 * The repayment rules, pure: what a loan owes at a moment, the rules of a repay amount (spec section 5),
 * the rollover's fee and dates, and the deterministic outcomes testers choose by the amount they pay.
 * Money in integer shillings, times in epoch ms.
 */
import type { ExtensionData, RolloverRefusal } from '../../src/contract/entities.ts';
import { REPAY_FLOOR, ROLLOVER_DAYS } from '../data/repayment.ts';
import type { RepayTerms } from '../data/repayment.ts';
import type { MessageKey } from '../messages.ts';
import { transition } from './machine.ts';
import { overdueDays, penalty, percentOf, unpaid } from './money.ts';
import type { LoanRow } from './types.ts';
import { DAY_MS } from './types.ts';

/** Money is owed only once it went out; a loan that never paid out owes nothing. */
const OWING = new Set(['disbursed', 'repaying', 'overdue', 'finished']);

/**
 * Days of penalty at `atMs`: an overdue loan counts every day begun since its due moment; a finished loan
 * keeps the days it had when it was paid off (its figures still add up); any other loan has none.
 */
export function penaltyDays(loan: LoanRow, atMs: number): number {
  if (loan.state === 'overdue') return overdueDays(loan.due_at, atMs);
  if (loan.state === 'finished') return overdueDays(loan.due_at, loan.closed_at ?? atMs);
  return 0;
}

export interface Owed {
  readonly days: number;
  readonly penalty: number;
  readonly unpaid: number;
}

/** What the loan owes at `atMs`: repayAmount + penalty − repaid (0 before the money went out). */
export function owedAt(loan: LoanRow, atMs: number): Owed {
  const days = penaltyDays(loan, atMs);
  const penaltyAmount = penalty(loan.amount, loan.penalty_rate_per_day, days);
  const owing = OWING.has(loan.state);
  return {
    days,
    penalty: penaltyAmount,
    unpaid: owing ? unpaid(loan.repay_amount, penaltyAmount, loan.repaid_amount) : 0,
  };
}

/** The loan takes payments now (money out, not finished). */
export const takesPayments = (loan: LoanRow): boolean => transition(loan.state, 'repay_part').ok;

/** The smallest payment the loan accepts: the product's minimum, or the whole rest when less is owed. */
export function minRepayAmount(terms: RepayTerms, unpaidAmount: number): number {
  return Math.min(Math.max(terms.minRepayAmount, REPAY_FLOOR), unpaidAmount);
}

/** Why a repay amount is refused (a message key of messages.ts and its parameters), or null. */
export interface AmountRefusal {
  readonly key: Extract<
    MessageKey,
    'repayNotInteger' | 'repayAboveUnpaid' | 'repayBelowFloor' | 'repayBelowMinimum' | 'repayNotStep'
  >;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * Spec section 5 on a repay amount, in this order: a whole number; never more than owed; the whole rest
 * always passes; at least 1,000 ('Minimum input 1000 shillings'); at least the order's minimum; a multiple
 * of the step. `step` false for a proof (it reports what was paid, in whatever amount).
 */
export function checkRepayAmount(
  amount: number,
  unpaidAmount: number,
  terms: RepayTerms,
  { step = true }: { step?: boolean } = {},
): AmountRefusal | null {
  if (!Number.isSafeInteger(amount)) return { key: 'repayNotInteger', params: {} };
  if (amount > unpaidAmount) return { key: 'repayAboveUnpaid', params: { max: String(unpaidAmount) } };
  if (amount === unpaidAmount) return null;
  const min = minRepayAmount(terms, unpaidAmount);
  if (amount < REPAY_FLOOR && min >= REPAY_FLOOR) return { key: 'repayBelowFloor', params: {} };
  if (amount < min) return { key: 'repayBelowMinimum', params: { min: String(min) } };
  if (step && amount % terms.repayStep !== 0) {
    return { key: 'repayNotStep', params: { step: String(terms.repayStep) } };
  }
  return null;
}

/** The rollover fee: rolloverFeeRate % of the principal (Haraka Cash 20,000 at 7 %: 1,400). */
export function rolloverFee(loan: LoanRow, terms: RepayTerms): number {
  return percentOf(loan.amount, terms.rolloverFeeRate);
}

function rolloverRefusal(loan: LoanRow, terms: RepayTerms): RolloverRefusal | null {
  if (loan.state === 'overdue') return 'overdue';
  if (!transition(loan.state, 'roll_over').ok) return 'notRepaying';
  if (loan.rollovers >= terms.maxRollovers) return 'limitReached';
  return null;
}

const secondsOrNull = (ms: number | null): number | null => (ms === null ? null : Math.floor(ms / 1000));

/** `repay/getExtensionData`: whether a rollover is offered, its fee and dates; the amount owed stays. */
export function extensionOf(loan: LoanRow, terms: RepayTerms, nowMs: number): ExtensionData {
  const refusal = rolloverRefusal(loan, terms);
  return {
    available: refusal === null,
    refusal,
    days: ROLLOVER_DAYS,
    fee: rolloverFee(loan, terms),
    dueDate: secondsOrNull(loan.due_at),
    newDueDate: loan.due_at === null ? null : secondsOrNull(loan.due_at + ROLLOVER_DAYS * DAY_MS),
    unpaidAmount: owedAt(loan, nowMs).unpaid,
    rolloversUsed: loan.rollovers,
    maxRollovers: terms.maxRollovers,
  };
}

/** What a payment order will do, chosen when it is created. */
export type PaymentOutcome = 'paid' | 'failed' | 'timeout';

/**
 * Deterministic outcomes for testers, by the last digit of a part payment's amount (docs/sandbox.md
 * "Repayment outcomes"): 1 fails, 2 is never paid (times out), 3 is refused at once by the provider.
 * A payment of the whole rest and a rollover fee are always paid, so a real repayment never meets a
 * surprise; the controls (`/__sandbox/payments/settle`) give those any outcome.
 */
export const PAYMENT_BY_LAST_DIGIT: Readonly<Record<string, PaymentOutcome | 'refused'>> = {
  '1': 'failed',
  '2': 'timeout',
  '3': 'refused',
};

export function paymentOutcome(amount: number, unpaidAmount: number): PaymentOutcome | 'refused' {
  if (amount >= unpaidAmount) return 'paid';
  return PAYMENT_BY_LAST_DIGIT[String(amount).slice(-1)] ?? 'paid';
}

export type ProofOutcome = 'accepted' | 'refused';

/** A proof of a part payment whose amount ends in 1 is refused; every other proof is accepted. */
export function proofOutcome(amount: number, unpaidAmount: number): ProofOutcome {
  return amount < unpaidAmount && String(amount).endsWith('1') ? 'refused' : 'accepted';
}
