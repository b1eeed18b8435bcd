/**
 * The loan state machine: named states (LOAN_STATES of the contract), named events, and one table saying
 * which event moves which state where. `transition` is pure; `applyEvent` adds the timestamps an event
 * sets; `dueEvent` names the time-driven event a loan has reached on the clock. Nothing here touches the
 * database or reads the time: the service (service.ts) persists what these decide.
 */
import type { LoanState } from '../../src/contract/codes.ts';
import type { LoanTiming } from '../config.ts';
import { ROLLOVER_DAYS } from '../data/repayment.ts';
import { DAY_MS } from './types.ts';
import type { LoanProgress, LoanRow } from './types.ts';

export const LOAN_EVENTS = [
  'submit',
  'approve',
  'reject',
  'draw',
  'expire',
  'cancel',
  'payout_ok',
  'payout_fail',
  'repay_part',
  'repay_full',
  'fall_due',
  'roll_over',
] as const;
export type LoanEvent = (typeof LOAN_EVENTS)[number];

/** event → (from → to). A state missing under an event means the event is refused in that state. */
const MOVES: Readonly<Record<LoanEvent, Partial<Record<LoanState, LoanState>>>> = {
  // The borrower passed the data-collection gate and submitted (user/submit).
  submit: { applied: 'under_review' },
  // Review decided, reviewDelayMs after the submit.
  approve: { under_review: 'approved' },
  reject: { under_review: 'rejected' },
  // The borrower takes the money (loan/get-money) within the draw window…
  draw: { approved: 'disbursing' },
  // …or the window passes.
  expire: { approved: 'cancelled' },
  // Stopped before the payout is decided (loan/cancel-draw-money).
  cancel: { disbursing: 'cancelled' },
  payout_ok: { disbursing: 'disbursed' },
  payout_fail: { disbursing: 'payout_failed' },
  // A part payment never makes an overdue loan current again: only paying in full ends it.
  repay_part: { disbursed: 'repaying', repaying: 'repaying', overdue: 'overdue' },
  repay_full: { disbursed: 'finished', repaying: 'finished', overdue: 'finished' },
  fall_due: { disbursed: 'overdue', repaying: 'overdue' },
  // A paid rollover fee moves the due date ROLLOVER_DAYS later; the state and the amount due stay. Not
  // offered once overdue: moving the due date would wipe the penalty the borrower already owes.
  roll_over: { disbursed: 'disbursed', repaying: 'repaying' },
};

/** The timing the machine needs (the payment delays are the service's). */
export type MachineTiming = Pick<
  LoanTiming,
  'reviewDelayMs' | 'disbursementDelayMs' | 'drawWindowMs' | 'reapplyAfterDays'
>;

export type Transition =
  { readonly ok: true; readonly to: LoanState } | { readonly ok: false; readonly reason: string };

/** The state `event` leads to from `state`, or a refusal saying why. */
export function transition(state: LoanState, event: LoanEvent): Transition {
  const to = MOVES[event][state];
  if (to) return { ok: true, to };
  const from = Object.keys(MOVES[event]).join(', ');
  return { ok: false, reason: `${event} is not allowed in state ${state} (only from ${from})` };
}

/**
 * The loan's progress after `event` at `atMs`: the new state and the times it sets. `amount` is the
 * payment of a repay event (the service caps it at what is unpaid). Throws on a refused transition: callers check `transition` first.
 */
export function applyEvent(
  loan: LoanRow,
  event: LoanEvent,
  atMs: number,
  timing: MachineTiming,
  amount = 0,
): LoanProgress {
  const move = transition(loan.state, event);
  if (!move.ok) throw new Error(move.reason);
  const base: LoanProgress = { ...progressOf(loan), state: move.to };
  switch (event) {
    case 'submit':
      return { ...base, submitted_at: atMs, decide_at: atMs + timing.reviewDelayMs };
    case 'approve':
      return { ...base, decide_at: null, decided_at: atMs, draw_before: atMs + timing.drawWindowMs };
    case 'reject':
      return {
        ...base,
        decide_at: null,
        decided_at: atMs,
        closed_at: atMs,
        reapply_at: atMs + timing.reapplyAfterDays * DAY_MS,
      };
    case 'draw':
      return { ...base, disbursing_at: atMs, decide_at: atMs + timing.disbursementDelayMs };
    case 'expire':
      return { ...base, closed_at: atMs };
    case 'cancel':
    case 'payout_fail':
      return { ...base, decide_at: null, closed_at: atMs };
    case 'payout_ok':
      return { ...base, decide_at: null, disbursed_at: atMs, due_at: atMs + loan.term_days * DAY_MS };
    case 'repay_part':
      return { ...base, repaid_amount: loan.repaid_amount + amount };
    case 'repay_full':
      return { ...base, repaid_amount: loan.repaid_amount + amount, closed_at: atMs };
    case 'fall_due':
      return base;
    case 'roll_over':
      return {
        ...base,
        due_at: (loan.due_at ?? atMs) + ROLLOVER_DAYS * DAY_MS,
        rollovers: loan.rollovers + 1,
      };
  }
  return event satisfies never;
}

function progressOf(loan: LoanRow): LoanProgress {
  const { state, submitted_at, decide_at, decided_at, draw_before, disbursing_at } = loan;
  const { disbursed_at, due_at, closed_at, repaid_amount, reapply_at, rollovers } = loan;
  return {
    state,
    submitted_at,
    decide_at,
    decided_at,
    draw_before,
    disbursing_at,
    disbursed_at,
    due_at,
    closed_at,
    repaid_amount,
    reapply_at,
    rollovers,
  };
}

export interface TimedEvent {
  readonly event: LoanEvent;
  /** When it happened: the moment it fell due, not the moment the loan was read. */
  readonly atMs: number;
}

/** The time-driven event `loan` has reached at `nowMs`, or null. Decisions follow the planned outcome. */
export function dueEvent(loan: LoanRow, nowMs: number): TimedEvent | null {
  switch (loan.state) {
    case 'under_review':
      if (loan.decide_at === null || loan.decide_at > nowMs) return null;
      return { event: loan.outcome === 'rejected' ? 'reject' : 'approve', atMs: loan.decide_at };
    case 'approved':
      if (loan.draw_before === null || loan.draw_before > nowMs) return null;
      return { event: 'expire', atMs: loan.draw_before };
    case 'disbursing':
      if (loan.decide_at === null || loan.decide_at > nowMs) return null;
      return { event: loan.outcome === 'payoutFailed' ? 'payout_fail' : 'payout_ok', atMs: loan.decide_at };
    case 'disbursed':
    case 'repaying':
      // Due at the very moment is still on time; a moment later it is overdue.
      if (loan.due_at === null || loan.due_at >= nowMs) return null;
      return { event: 'fall_due', atMs: loan.due_at };
    default:
      return null;
  }
}

/**
 * Every time-driven event the loan has reached by `nowMs`, in order, with the loan after each. Applied
 * lazily whenever a loan is read, so the result never depends on when (or how often) anyone looked.
 */
export function advance(
  loan: LoanRow,
  nowMs: number,
  timing: MachineTiming,
): Array<{ readonly event: TimedEvent; readonly loan: LoanRow }> {
  const steps: Array<{ event: TimedEvent; loan: LoanRow }> = [];
  let current = loan;
  for (let due = dueEvent(current, nowMs); due; due = dueEvent(current, nowMs)) {
    current = { ...current, ...applyEvent(current, due.event, due.atMs, timing) };
    steps.push({ event: due, loan: current });
  }
  return steps;
}
