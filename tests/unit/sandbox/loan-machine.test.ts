// @vitest-environment node
/** The loan state machine: every state × event, the times each event sets, and lazy time-driven advance. */
import { assert, constantFrom, integer, property } from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOAN_STATES } from '../../../src/contract/codes.ts';
import type { LoanState } from '../../../src/contract/codes.ts';
import { advance, applyEvent, dueEvent, LOAN_EVENTS, transition } from '../../../sandbox/loans/machine.ts';
import type { LoanEvent } from '../../../sandbox/loans/machine.ts';
import type { LoanRow } from '../../../sandbox/loans/types.ts';
import { loanRow, T0 } from '../../helpers/records.ts';

const DAY = 24 * 60 * 60 * 1000;
const timing = { reviewDelayMs: 6000, disbursementDelayMs: 9000, drawWindowMs: DAY, reapplyAfterDays: 7 };

/** The allowed moves as the product describes them (spec section 4 and the issue); everything else is refused. */
const ALLOWED = `
  applied      submit      under_review
  under_review approve     approved
  under_review reject      rejected
  approved     draw        disbursing
  approved     expire      cancelled
  disbursing   cancel      cancelled
  disbursing   payout_ok   disbursed
  disbursing   payout_fail payout_failed
  disbursed    repay_part  repaying
  repaying     repay_part  repaying
  overdue      repay_part  overdue
  disbursed    repay_full  finished
  repaying     repay_full  finished
  overdue      repay_full  finished
  disbursed    fall_due    overdue
  repaying     fall_due    overdue
  disbursed    roll_over   disbursed
  repaying     roll_over   repaying
`;
const allowed = new Map(
  ALLOWED.trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .map(([from, event, to]) => [`${from} ${event}`, to as LoanState]),
);

const loan = loanRow;

/** The states one event away from `state`. */
const nextStates = (state: LoanState): LoanState[] =>
  LOAN_EVENTS.map((event) => transition(state, event)).flatMap((r) => (r.ok ? [r.to] : []));

const underReview = (outcome: LoanRow['outcome']): LoanRow =>
  loan({ state: 'under_review', outcome, submitted_at: T0, decide_at: T0 + 6000 });

/** The loan after every event due by `at`. */
const settled = (row: LoanRow, at: number): LoanRow => advance(row, at, timing).at(-1)?.loan ?? row;

describe('transition', () => {
  const pairs = LOAN_STATES.flatMap((state) => LOAN_EVENTS.map((event) => [state, event] as const));

  it.each(pairs.filter(([s, e]) => allowed.has(`${s} ${e}`)))('%s --%s--> allowed', (state, event) => {
    expect(transition(state, event)).toEqual({ ok: true, to: allowed.get(`${state} ${event}`) });
  });

  it.each(pairs.filter(([s, e]) => !allowed.has(`${s} ${e}`)))('%s --%s--> refused', (state, event) => {
    expect(transition(state, event)).toEqual({
      ok: false,
      reason: expect.stringContaining(`${event} is not allowed in state ${state}`),
    });
  });

  it('reaches every state from applied, and an end from every state', () => {
    const reached = new Set<LoanState>(['applied']);
    for (const state of reached) for (const to of nextStates(state)) reached.add(to);
    expect([...reached].sort()).toEqual([...LOAN_STATES].sort());
    const ends = LOAN_STATES.filter((state) => nextStates(state).length === 0);
    expect(ends.sort()).toEqual(['cancelled', 'finished', 'payout_failed', 'rejected']);
  });
});

describe('applyEvent', () => {
  it('submit starts the review clock; approve opens the draw window', () => {
    const submitted = { ...loan(), ...applyEvent(loan(), 'submit', T0 + 10, timing) };
    expect(submitted).toMatchObject({ state: 'under_review', submitted_at: T0 + 10, decide_at: T0 + 6010 });
    const approved = applyEvent(submitted, 'approve', T0 + 6010, timing);
    expect(approved).toMatchObject({ state: 'approved', decide_at: null, draw_before: T0 + 6010 + DAY });
  });

  it('reject sets the re-apply date 7 days after the decision', () => {
    const rejected = applyEvent(loan({ state: 'under_review' }), 'reject', T0, timing);
    expect(rejected).toMatchObject({
      state: 'rejected',
      decided_at: T0,
      closed_at: T0,
      reapply_at: T0 + 7 * DAY,
    });
  });

  it('payout_ok sets the due date term days after the money went out', () => {
    const paid = applyEvent(loan({ state: 'disbursing', decide_at: T0 }), 'payout_ok', T0, timing);
    expect(paid).toMatchObject({
      state: 'disbursed',
      disbursed_at: T0,
      due_at: T0 + 91 * DAY,
      decide_at: null,
    });
  });

  it('repayments add up; the full one closes the loan', () => {
    const part = { ...loan(), ...applyEvent(loan({ state: 'disbursed' }), 'repay_part', T0, timing, 5000) };
    expect(part).toMatchObject({ state: 'repaying', repaid_amount: 5000 });
    expect(applyEvent(part, 'repay_full', T0 + 1, timing, 16638)).toMatchObject({
      state: 'finished',
      repaid_amount: 21638,
      closed_at: T0 + 1,
    });
  });

  it('a rollover moves the due date 7 days and counts itself; the state and the money stay', () => {
    const due = T0 + 91 * DAY;
    const current = loan({ state: 'repaying', due_at: due, repaid_amount: 5000 });
    const once = { ...current, ...applyEvent(current, 'roll_over', T0 + DAY, timing) };
    expect(once).toMatchObject({
      state: 'repaying',
      due_at: due + 7 * DAY,
      repaid_amount: 5000,
      rollovers: 1,
    });
    expect(applyEvent(once, 'roll_over', T0 + 2 * DAY, timing)).toMatchObject({
      due_at: due + 14 * DAY,
      rollovers: 2,
    });
  });

  it('refuses a rollover once overdue or finished (the penalty owed would vanish)', () => {
    expect(() => applyEvent(loan({ state: 'overdue' }), 'roll_over', T0, timing)).toThrow(
      'roll_over is not allowed in state overdue (only from disbursed, repaying)',
    );
    expect(transition('finished', 'roll_over').ok).toBe(false);
  });

  it('throws on a refused event', () => {
    expect(() => applyEvent(loan(), 'draw', T0, timing)).toThrow('draw is not allowed in state applied');
  });
});

describe('advance (time-driven events, applied when a loan is read)', () => {
  it('nothing happens before the decision is due', () => {
    expect(dueEvent(underReview('approved'), T0 + 5999)).toBeNull();
    expect(advance(underReview('approved'), T0 + 5999, timing)).toEqual([]);
  });

  it('decides by the planned outcome, at the moment it fell due', () => {
    const [approved] = advance(underReview('approved'), T0 + 7000, timing);
    expect(approved?.event).toEqual({ event: 'approve', atMs: T0 + 6000 });
    const [rejected] = advance(underReview('rejected'), T0 + 7000, timing);
    expect(rejected?.loan).toMatchObject({ state: 'rejected', reapply_at: T0 + 6000 + 7 * DAY });
  });

  it('a long jump applies every event in order: approved, then cancelled when the draw window passes', () => {
    const steps = advance(underReview('approved'), T0 + 2 * DAY, timing);
    expect(steps.map((s) => [s.event.event, s.loan.state, s.event.atMs])).toEqual([
      ['approve', 'approved', T0 + 6000],
      ['expire', 'cancelled', T0 + 6000 + DAY],
    ]);
  });

  it('a paid-out loan falls due the moment after its due date', () => {
    const disbursing = loan({ state: 'disbursing', disbursing_at: T0, decide_at: T0 + 9000 });
    const dueAt = T0 + 9000 + 91 * DAY;
    expect(advance(disbursing, dueAt, timing).map((s) => s.loan.state)).toEqual(['disbursed']);
    const steps = advance(disbursing, dueAt + 1, timing);
    expect(steps.map((s) => [s.event.event, s.event.atMs])).toEqual([
      ['payout_ok', T0 + 9000],
      ['fall_due', dueAt],
    ]);
    const failing = advance({ ...disbursing, outcome: 'payoutFailed' }, dueAt + 1, timing);
    expect(failing.map((s) => s.loan.state)).toEqual(['payout_failed']);
  });

  it('reading at t1 then t2 ends where reading once at t2 does', () => {
    assert(
      property(
        constantFrom<LoanRow['outcome']>('approved', 'rejected', 'payoutFailed'),
        integer({ min: 0, max: 200 * DAY }),
        integer({ min: 0, max: 200 * DAY }),
        (outcome, a, b) => {
          const [t1, t2] = [T0 + Math.min(a, b), T0 + Math.max(a, b)];
          const start = { ...underReview(outcome) };
          expect(settled(settled(start, t1), t2)).toEqual(settled(start, t2));
        },
      ),
    );
  });

  it('closed loans never move on their own', () => {
    for (const state of ['rejected', 'payout_failed', 'finished', 'cancelled'] as const) {
      expect(
        dueEvent(loan({ state, decide_at: T0, draw_before: T0, due_at: T0 }), T0 + 999 * DAY),
      ).toBeNull();
    }
  });
});

// Keeps the table honest: an event name typed wrong above would silently never match.
it('the allowed table names only real states and events', () => {
  for (const key of allowed.keys()) {
    const [state, event] = key.split(' ');
    expect(LOAN_STATES).toContain(state);
    expect(LOAN_EVENTS).toContain(event as LoanEvent);
  }
  expect(allowed.size).toBe(18);
});
