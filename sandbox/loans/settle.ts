/**
 * Settling payment orders and payment proofs on a loan: each has a moment (payment delay, expiry, review
 * delay) and a planned outcome; when its moment has come it is applied at that moment, paying towards the
 * loan through the state machine (`repay_part`, `repay_full`, `roll_over`). The service (service.ts) runs
 * these in time order with the loan's own events whenever a loan is read.
 */
import type { LoanTiming } from '../config.ts';
import { repayTerms } from '../data/repayment.ts';
import type { Store } from '../store/index.ts';
import { dueTime } from '../store/payments.ts';
import type { PayOrderRow, ProofRow } from '../store/payments.ts';
import { applyEvent, transition } from './machine.ts';
import type { LoanEvent } from './machine.ts';
import { owedAt, takesPayments } from './repayment.ts';
import type { LoanRow } from './types.ts';

/** A payment credited to a loan: the loan after it, or why nothing was credited. */
export type Credit = LoanRow | 'nothingOwed' | 'raced';

/** A settlement due on a loan: when, and what it does (returns the loan after it). */
export interface Settlement {
  readonly atMs: number;
  run(loan: LoanRow): LoanRow;
}

export type Settler = ReturnType<typeof settler>;

export function settler(store: Store, timing: LoanTiming) {
  const reread = (loan: LoanRow): LoanRow => store.loans.byOrderNo(loan.order_no) ?? loan;

  /** Pays `amount` towards the loan at `atMs` (at most what it owes then); the whole rest finishes it. */
  function credit(loan: LoanRow, amount: number, atMs: number): Credit {
    if (!takesPayments(loan)) return 'nothingOwed';
    const { unpaid } = owedAt(loan, atMs);
    if (unpaid <= 0) return 'nothingOwed';
    const paid = Math.min(amount, unpaid);
    const event: LoanEvent = paid >= unpaid ? 'repay_full' : 'repay_part';
    return store.loans.move(loan, applyEvent(loan, event, atMs, timing, paid), event, atMs) ?? 'raced';
  }

  function settleOrder(loan: LoanRow, order: PayOrderRow): LoanRow {
    const atMs = dueTime(order);
    if (order.outcome === 'timeout' || order.settle_at > order.expires_at) {
      store.payments.finishOrder(order.id, 'timed_out', order.expires_at);
      return loan;
    }
    if (order.outcome === 'failed') {
      store.payments.finishOrder(order.id, 'failed', atMs);
      return loan;
    }
    const terms = repayTerms(loan.product_id);
    if (
      order.purpose === 'rollover' &&
      transition(loan.state, 'roll_over').ok &&
      loan.rollovers < terms.maxRollovers
    ) {
      const moved = store.loans.move(loan, applyEvent(loan, 'roll_over', atMs, timing), 'roll_over', atMs);
      if (!moved) return reread(loan);
      store.payments.finishOrder(order.id, 'paid', atMs);
      return moved;
    }
    // A repayment; or a rollover fee paid once the loan had fallen due (it then counts towards the loan).
    const after = credit(loan, order.amount, atMs);
    if (after === 'raced') return reread(loan);
    // Nothing left to pay (finished meanwhile): the provider gives the money back, the order failed.
    store.payments.finishOrder(order.id, after === 'nothingOwed' ? 'failed' : 'paid', atMs);
    return after === 'nothingOwed' ? loan : after;
  }

  function settleProof(loan: LoanRow, proof: ProofRow): LoanRow {
    const atMs = proof.review_at;
    if (proof.outcome === 'refused') {
      store.payments.finishProof(proof.id, 'refused', atMs, 'proofRefusedNotFound');
      return loan;
    }
    const after = credit(loan, proof.amount, atMs);
    if (after === 'raced') return reread(loan);
    if (after === 'nothingOwed') {
      store.payments.finishProof(proof.id, 'refused', atMs, 'proofRefusedNothingOwed');
      return loan;
    }
    store.payments.finishProof(proof.id, 'accepted', atMs, null);
    return after;
  }

  /** The earliest payment order or proof of the loan whose moment has come by `nowMs`. */
  function nextSettlement(loan: LoanRow, nowMs: number): Settlement | null {
    const due: Settlement[] = [
      ...store.payments
        .pending(loan.id)
        .map((order) => ({ atMs: dueTime(order), run: (l: LoanRow) => settleOrder(l, order) })),
      ...store.payments
        .reviewing(loan.id)
        .map((proof) => ({ atMs: proof.review_at, run: (l: LoanRow) => settleProof(l, proof) })),
    ].filter((settlement) => settlement.atMs <= nowMs);
    return due.sort((a, b) => a.atMs - b.atMs)[0] ?? null;
  }

  return { credit, nextSettlement };
}
