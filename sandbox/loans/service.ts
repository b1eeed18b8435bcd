/**
 * The loan domain over the database: reading a loan applies the time-driven events it has reached
 * (lazily, deterministically, no timers), and commands fire events through the state machine, each
 * transition recorded in `loan_events`. Payment orders and payment proofs settle the same way: whenever
 * the loan is read, each one whose moment has come is applied at that moment, in time order with the
 * loan's own events (a payment made before the due moment is on time). Routes and controls use this,
 * never the tables directly.
 */
import { randomInt } from 'node:crypto';
import { OPEN_LOAN_STATES } from '../../src/contract/codes.ts';
import type { PayMethod, PayPurpose, Product, WalletAccount } from '../../src/contract/entities.ts';
import type { LoanTiming } from '../config.ts';
import { DRAW_COUPON, repayTerms } from '../data/repayment.ts';
import type { CouponRow } from '../store/coupons.ts';
import type { Store } from '../store/index.ts';
import { dueTime } from '../store/payments.ts';
import type { PayOrderRow, ProofRow } from '../store/payments.ts';
import { applyEvent, dueEvent, transition } from './machine.ts';
import type { LoanEvent } from './machine.ts';
import { loanFigures } from './money.ts';
import { outcomeFor } from './outcome.ts';
import { owedAt, paymentOutcome, proofOutcome, takesPayments } from './repayment.ts';
import type { PaymentOutcome, ProofOutcome } from './repayment.ts';
import type { LoanRow } from './types.ts';
import { DAY_MS } from './types.ts';

export type Fired =
  { readonly ok: true; readonly loan: LoanRow } | { readonly ok: false; readonly loan: LoanRow };

export const isOpen = (loan: LoanRow): boolean => OPEN_LOAN_STATES.includes(loan.state);

/** `L` + the apply date (yyyymmdd) + 6 random digits: readable, and unique enough to retry on a clash. */
function orderNumber(nowMs: number, prefix = 'L'): string {
  const day = new Date(nowMs).toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** What the cashier asked for: a payment of the loan or of a rollover fee, by a channel and a method. */
export interface PaymentRequest {
  readonly purpose: PayPurpose;
  readonly amount: number;
  readonly channelId: string;
  readonly method: PayMethod;
  /** Method `online`: the wallet number the payment prompt goes to. */
  readonly promptTo: string | null;
}

export interface ProofRequest {
  readonly amount: number;
  readonly channelId: string;
  readonly transactionId: string | null;
  readonly uploadId: string;
}

/** A payment credited to a loan: the loan after it, or why nothing was credited. */
type Credit = LoanRow | 'nothingOwed' | 'raced';

/** A settlement due on a loan: when, and what it does (returns the loan after it). */
interface Settlement {
  readonly atMs: number;
  run(loan: LoanRow): LoanRow;
}

export type LoanService = ReturnType<typeof loanService>;

export function loanService(store: Store, timing: LoanTiming) {
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
    /**
     * A payment order for the loan (refreshed to `nowMs` first). A new order replaces the loan's pending
     * ones (`cancelled`). 'refused' when the provider refuses it at once (the testers' amount ending in 3).
     */
    startPayment(loan: LoanRow, request: PaymentRequest, nowMs: number): PayOrderRow | 'refused' {
      const current = refresh(loan, nowMs);
      const outcome =
        request.purpose === 'rollover'
          ? 'paid'
          : paymentOutcome(request.amount, owedAt(current, nowMs).unpaid);
      if (outcome === 'refused') return 'refused';
      for (const pending of store.payments.pending(current.id)) {
        store.payments.finishOrder(pending.id, 'cancelled', nowMs);
      }
      return store.payments.createOrder(() => ({
        pay_order_id: orderNumber(nowMs, 'P'),
        loan_id: current.id,
        purpose: request.purpose,
        amount: request.amount,
        channel_id: request.channelId,
        method: request.method,
        prompt_to: request.promptTo,
        outcome,
        created_at: nowMs,
        settle_at: nowMs + timing.paymentDelayMs,
        expires_at: nowMs + timing.payOrderTtlMs,
      }));
    },
    /** A payment order as of `nowMs` (its loan refreshed, so a settlement that came due is applied). */
    payOrder(payOrderId: string, nowMs: number): PayOrderRow | undefined {
      const order = store.payments.order(payOrderId);
      if (!order) return undefined;
      const loan = store.loans.byId(order.loan_id);
      if (loan) refresh(loan, nowMs);
      return store.payments.order(payOrderId);
    },
    /** The tester's "settle now": the pending order settles at `nowMs`, as planned or as `outcome` says. */
    settleNow(order: PayOrderRow, outcome: PaymentOutcome | undefined, nowMs: number): PayOrderRow {
      const chosen = outcome ?? order.outcome;
      const expiresAt = chosen === 'timeout' ? nowMs : Math.max(order.expires_at, nowMs);
      store.payments.replanOrder(order.id, chosen, nowMs, expiresAt);
      const loan = store.loans.byId(order.loan_id);
      if (loan) refresh(loan, nowMs);
      return store.payments.order(order.pay_order_id) ?? order;
    },
    /** A payment proof, reviewed proofReviewDelayMs later (accepted: a payment of `amount`). */
    submitProof(loan: LoanRow, request: ProofRequest, nowMs: number): ProofRow {
      const current = refresh(loan, nowMs);
      return store.payments.createProof(() => ({
        proof_id: orderNumber(nowMs, 'R'),
        loan_id: current.id,
        amount: request.amount,
        channel_id: request.channelId,
        transaction_id: request.transactionId,
        upload_id: request.uploadId,
        outcome: proofOutcome(request.amount, owedAt(current, nowMs).unpaid),
        submitted_at: nowMs,
        review_at: nowMs + timing.proofReviewDelayMs,
      }));
    },
    /** The tester's "review now": the proof under review is decided at `nowMs`. */
    reviewNow(proof: ProofRow, outcome: ProofOutcome | undefined, nowMs: number): void {
      store.payments.replanProof(proof.id, outcome ?? proof.outcome, nowMs);
      const loan = store.loans.byId(proof.loan_id);
      if (loan) refresh(loan, nowMs);
    },
    /** Uses the coupon on the loan: its amount is paid towards it at once. Undefined when nothing is owed. */
    useCoupon(loan: LoanRow, coupon: CouponRow, nowMs: number): LoanRow | undefined {
      for (;;) {
        const current = refresh(reread(loan), nowMs);
        const after = credit(current, coupon.amount, nowMs);
        if (after === 'nothingOwed') return undefined;
        if (after === 'raced') continue;
        store.coupons.use(coupon.id, current.id, nowMs);
        return after;
      }
    },
    /** The lucky draw: the oldest loan paid out whose draw is unused wins a coupon; undefined when none. */
    draw(userId: number, nowMs: number): CouponRow | undefined {
      const drawn = store.coupons.drawnLoanIds(userId);
      const loan = forUser(userId, nowMs)
        .filter((l) => l.disbursed_at !== null && !drawn.has(l.id))
        .at(-1);
      if (!loan) return undefined;
      return store.coupons.create(() => ({
        coupon_id: orderNumber(nowMs, 'C'),
        user_id: userId,
        draw_loan_id: loan.id,
        amount: DRAW_COUPON.amount,
        created_at: nowMs,
        expires_at: nowMs + DRAW_COUPON.validDays * DAY_MS,
      }));
    },
    /** How many draws the borrower has left (one per loan paid out). */
    drawsLeft(userId: number, nowMs: number): number {
      const drawn = store.coupons.drawnLoanIds(userId);
      return forUser(userId, nowMs).filter((l) => l.disbursed_at !== null && !drawn.has(l.id)).length;
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
