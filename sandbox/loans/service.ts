/**
 * The loan domain over the database: reading a loan applies the time-driven events it has reached
 * (lazily, deterministically, no timers), and commands fire events through the state machine, each
 * transition recorded in `loan_events`. Payment orders and payment proofs settle the same way: whenever
 * the loan is read, each one whose moment has come is applied at that moment, in time order with the
 * loan's own events (a payment made before the due moment is on time). Routes and controls use this,
 * never the tables directly.
 */
import { OPEN_LOAN_STATES } from '../../src/contract/codes.ts';
import type { Product, WalletAccount } from '../../src/contract/entities.ts';
import type { LoanTiming } from '../config.ts';
import type { Store } from '../store/index.ts';
import { applyEvent, dueEvent, transition } from './machine.ts';
import type { LoanEvent } from './machine.ts';
import { loanFigures } from './money.ts';
import { orderNumber } from './order-number.ts';
import { outcomeFor } from './outcome.ts';
import { paymentCommands } from './payments.ts';
import { settler } from './settle.ts';
import type { LoanRow } from './types.ts';

export type { PaymentRequest, ProofRequest } from './payments.ts';

export type Fired =
  { readonly ok: true; readonly loan: LoanRow } | { readonly ok: false; readonly loan: LoanRow };

export const isOpen = (loan: LoanRow): boolean => OPEN_LOAN_STATES.includes(loan.state);

export type LoanService = ReturnType<typeof loanService>;

export function loanService(store: Store, timing: LoanTiming) {
  const reread = (loan: LoanRow): LoanRow => store.loans.byOrderNo(loan.order_no) ?? loan;
  const { credit, nextSettlement } = settler(store, timing);

  /** The loan with every time-driven event and every settlement up to `nowMs` applied, in time order. */
  function refresh(loan: LoanRow, nowMs: number): LoanRow {
    let current = loan;
    for (;;) {
      const timed = dueEvent(current, nowMs);
      const settlement = nextSettlement(current, nowMs);
      if (!timed && !settlement) return current;
      // A payment at the very due moment is on time: settlements go first on a tie.
      if (settlement && (!timed || settlement.atMs <= timed.atMs)) {
        current = settlement.run(current);
        continue;
      }
      if (!timed) return current;
      const next = applyEvent(current, timed.event, timed.atMs, timing);
      // Another request moved it first: carry on from what it wrote.
      current = store.loans.move(current, next, timed.event, timed.atMs) ?? reread(current);
    }
  }

  function forUser(userId: number, nowMs: number): LoanRow[] {
    return store.loans.forUser(userId).map((loan) => refresh(loan, nowMs));
  }

  return {
    ...paymentCommands(store, timing, { refresh, forUser, credit }),
    timing,
    isOpen,
    refresh,
    /** The borrower's loans as of `nowMs`, newest first. */
    forUser,
    open(userId: number, nowMs: number): LoanRow | undefined {
      return forUser(userId, nowMs).find(isOpen);
    },
    /** The loan `orderNo` if it is the borrower's, as of `nowMs`. */
    owned(userId: number, orderNo: string, nowMs: number): LoanRow | undefined {
      const loan = store.loans.byOrderNo(orderNo);
      return loan && loan.user_id === userId ? refresh(loan, nowMs) : undefined;
    },
    /** Fires a borrower's event at `nowMs` after the clock's own events; refused when the state forbids it. */
    fire(loan: LoanRow, event: LoanEvent, nowMs: number, amount = 0): Fired {
      const current = refresh(loan, nowMs);
      if (!transition(current.state, event).ok) return { ok: false, loan: current };
      const next = applyEvent(current, event, nowMs, timing, amount);
      const moved = store.loans.move(current, next, event, nowMs);
      return moved ? { ok: true, loan: moved } : { ok: false, loan: reread(current) };
    },
    /** A new loan in `applied`; `undefined` when the borrower already has an open one. */
    create(
      user: { readonly id: number; readonly mobile: string },
      product: Product,
      amount: number,
      wallet: WalletAccount | undefined,
      nowMs: number,
      /** A coupon chosen at confirm borrow: its amount comes off the service fee (money.ts). */
      couponAmount = 0,
    ): LoanRow | undefined {
      const figures = loanFigures(product, amount, couponAmount);
      for (;;) {
        const created = store.loans.create({
          order_no: orderNumber(nowMs),
          user_id: user.id,
          product_id: product.productId,
          product_name: product.name,
          amount,
          term_days: figures.termDays,
          interest_rate_per_day: figures.interestRatePerDay,
          interest: figures.interest,
          service_fee: figures.serviceFee,
          service_fee_tax: figures.serviceFeeTax,
          received_amount: figures.receivedAmount,
          repay_amount: figures.repayAmount,
          penalty_rate_per_day: figures.penaltyRatePerDay,
          outcome: outcomeFor(user.mobile),
          applied_at: nowMs,
          wallet: wallet?.wallet ?? null,
          account_number: wallet?.accountNumber ?? null,
        });
        if (created === 'openLoanExists') return undefined;
        if (created !== 'orderNoTaken') return created;
      }
    },
    /** The tester's "hold": the pending review or payout falls due `forMs` from now, not before. */
    hold(loan: LoanRow, nowMs: number, forMs: number): LoanRow {
      const current = refresh(loan, nowMs);
      if (current.decide_at === null) return current;
      store.loans.setDecideAt(current.id, Math.max(current.decide_at, nowMs + forMs));
      return reread(current);
    },
    /** The tester's "decide now": the pending review or payout falls due at `nowMs`. */
    decideNow(loan: LoanRow, nowMs: number): LoanRow {
      const current = refresh(loan, nowMs);
      if (current.decide_at === null) return current;
      store.loans.setDecideAt(current.id, Math.min(current.decide_at, nowMs));
      return refresh(reread(current), nowMs);
    },
  };
}
