/**
 * The loan domain over the database: reading a loan applies the time-driven events it has reached
 * (lazily, deterministically, no timers), and commands fire events through the state machine, each
 * transition recorded in `loan_events`. Routes and controls use this, never the loan table directly.
 */
import { randomInt } from 'node:crypto';
import { OPEN_LOAN_STATES } from '../../src/contract/codes.ts';
import type { Product, WalletAccount } from '../../src/contract/entities.ts';
import type { LoanTiming } from '../config.ts';
import type { Store } from '../store/index.ts';
import { advance, applyEvent, transition } from './machine.ts';
import type { LoanEvent } from './machine.ts';
import { loanFigures } from './money.ts';
import { outcomeFor } from './outcome.ts';
import type { LoanRow } from './types.ts';

export type Fired =
  { readonly ok: true; readonly loan: LoanRow } | { readonly ok: false; readonly loan: LoanRow };

export const isOpen = (loan: LoanRow): boolean => OPEN_LOAN_STATES.includes(loan.state);

/** `L` + the apply date (yyyymmdd) + 6 random digits: readable, and unique enough to retry on a clash. */
function orderNumber(nowMs: number): string {
  const day = new Date(nowMs).toISOString().slice(0, 10).replaceAll('-', '');
  return `L${day}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export type LoanService = ReturnType<typeof loanService>;

export function loanService(store: Store, timing: LoanTiming) {
  const reread = (loan: LoanRow): LoanRow => store.loans.byOrderNo(loan.order_no) ?? loan;

  /** The loan with every time-driven event up to `nowMs` applied and recorded. */
  function refresh(loan: LoanRow, nowMs: number): LoanRow {
    let current = loan;
    for (const step of advance(loan, nowMs, timing)) {
      const moved = store.loans.move(current, step.loan, step.event.event, step.event.atMs);
      // Another request moved it first: start again from what it wrote.
      if (!moved) return refresh(reread(current), nowMs);
      current = moved;
    }
    return current;
  }

  function forUser(userId: number, nowMs: number): LoanRow[] {
    return store.loans.forUser(userId).map((loan) => refresh(loan, nowMs));
  }

  return {
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
    ): LoanRow | undefined {
      const figures = loanFigures(product, amount);
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
    /** The tester's "decide now": the pending review or payout falls due at `nowMs`. */
    decideNow(loan: LoanRow, nowMs: number): LoanRow {
      const current = refresh(loan, nowMs);
      if (current.decide_at === null) return current;
      store.loans.setDecideAt(current.id, Math.min(current.decide_at, nowMs));
      return refresh(reread(current), nowMs);
    },
  };
}
