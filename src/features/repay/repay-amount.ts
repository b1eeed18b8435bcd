import repayTexts from '../../i18n/sections/repay.ts';
import type { MessageKey, MessageParams, KeysOf } from '../../i18n/i18n.ts';
import { formatMoney } from '../../i18n/format.ts';

type TextKey = MessageKey | KeysOf<typeof repayTexts>;

/**
 * The repay-amount rules of spec section 5, as one pure function: what the borrower typed, judged against
 * what the server says about the loan. Money is integer shillings; nothing here computes a figure the
 * server owns, it only compares.
 */

/** Spec sections 5 and 9: no part payment below 1,000 shillings, whatever the server's own minimum. */
export const MIN_REPAY_SHILLINGS = 1000;

export interface RepayLimits {
  /** What is still owed (the server's `unpaidAmount`): the most that can be paid. */
  unpaid: number;
  /** The server's smallest part payment (`minRepayAmount`); below 1,000 counts as 1,000. */
  minRepayAmount: number;
  /** Part payments are multiples of this (`repayStep`); 1 or less means any whole shilling. */
  repayStep: number;
}

/** Why an amount is refused, in the order the rules are checked. */
export type RepayProblem = 'required' | 'integer' | 'overOwed' | 'minimum' | 'serverMinimum' | 'step';

export type RepayVerdict =
  | { ok: true; amount: number }
  | { ok: false; problem: RepayProblem; message: TextKey; params?: MessageParams };

/** Each problem's text (locales `repay.rules.*`; the first three are the spec's exact words). */
export const PROBLEM_MESSAGES: Readonly<Record<RepayProblem, TextKey>> = {
  required: 'repay.rules.required',
  integer: 'repay.rules.integer',
  overOwed: 'repay.rules.overOwed',
  minimum: 'repay.rules.minimum',
  serverMinimum: 'repay.rules.serverMinimum',
  step: 'repay.rules.step',
};

const refuse = (problem: RepayProblem, params?: MessageParams): RepayVerdict => ({
  ok: false,
  problem,
  message: PROBLEM_MESSAGES[problem],
  ...(params ? { params } : {}),
});

/** Spaces and thousands commas as people type them ("5,000", "5 000"); anything else stays for the check. */
const GROUPING = /[\s,\u00a0]/g;
/** Digits with an optional decimal part: the only shape that is a number of shillings at all. */
const NUMBER = /^(\d+)(?:\.(\d*))?$/;

/**
 * Judges `typed` against the loan's limits. The full amount owed always passes: a loan whose rest is below
 * the minimum or not a multiple of the step can still be finished.
 */
export function checkRepayAmount(typed: string, limits: RepayLimits): RepayVerdict {
  const text = typed.replace(GROUPING, '');
  if (text === '') return refuse('required');
  const match = NUMBER.exec(text);
  // "1500.50", "1e3", "-500", "12a": not a whole number of shillings.
  if (!match?.[1] || /[1-9]/.test(match[2] ?? '')) return refuse('integer');
  const amount = Number(match[1]);
  if (!Number.isSafeInteger(amount)) return refuse('integer');
  if (amount > limits.unpaid) return refuse('overOwed', { amount: formatMoney(limits.unpaid) });
  if (amount === limits.unpaid && amount > 0) return { ok: true, amount };
  if (amount < MIN_REPAY_SHILLINGS) return refuse('minimum');
  if (amount < limits.minRepayAmount) {
    return refuse('serverMinimum', { min: formatMoney(limits.minRepayAmount) });
  }
  if (limits.repayStep > 1 && amount % limits.repayStep !== 0) {
    return refuse('step', { step: formatMoney(limits.repayStep) });
  }
  return { ok: true, amount };
}
