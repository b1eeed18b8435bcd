/**
 * The repayment commands of the loan domain: payment orders (a repayment or a rollover fee), the tester's
 * "settle now", payment proofs and their "review now", coupons and the lucky draw. Each refreshes the loan
 * first (loans/service.ts), so it acts on the loan as it is at that moment; settling is loans/settle.ts.
 */
import type { PayMethod, PayPurpose } from '../../src/contract/entities.ts';
import type { LoanTiming } from '../config.ts';
import { DRAW_COUPON } from '../data/repayment.ts';
import type { CouponRow } from '../store/coupons.ts';
import type { Store } from '../store/index.ts';
import type { PayOrderRow, ProofRow } from '../store/payments.ts';
import { orderNumber } from './order-number.ts';
import { owedAt, paymentOutcome, proofOutcome } from './repayment.ts';
import type { PaymentOutcome, ProofOutcome } from './repayment.ts';
import type { Credit } from './settle.ts';
import type { LoanRow } from './types.ts';
import { DAY_MS } from './types.ts';

/** What the cashier asked for: a payment of the loan or of a rollover fee, by a channel and a method. */
export interface PaymentRequest {
  readonly purpose: PayPurpose;
  readonly amount: number;
  readonly channelId: string;
  readonly method: PayMethod;
  /** Method `online`: the wallet number the payment prompt goes to. */
  readonly promptTo: string | null;
  /** A tester holds the borrower's payments: pending until settled by the control, or expired. */
  readonly held?: boolean;
}

export interface ProofRequest {
  readonly amount: number;
  readonly channelId: string;
  readonly transactionId: string | null;
  readonly uploadId: string;
}

/** What the commands need of the loan service. */
export interface LoanCore {
  refresh(loan: LoanRow, nowMs: number): LoanRow;
  forUser(userId: number, nowMs: number): LoanRow[];
  credit(loan: LoanRow, amount: number, atMs: number): Credit;
}

export function paymentCommands(store: Store, timing: LoanTiming, core: LoanCore) {
  const { refresh, forUser, credit } = core;
  const reread = (loan: LoanRow): LoanRow => store.loans.byOrderNo(loan.order_no) ?? loan;

  return {
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
        // Held: due at its expiry (paid then, as planned), unless the tester settles it first.
        settle_at: nowMs + (request.held ? timing.payOrderTtlMs : timing.paymentDelayMs),
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
    /**
     * Uses the coupon on the loan: its amount is paid towards it at once, at most what the loan owes then
     * (`used`: a coupon worth more than that is used up, and the borrower is told how much of it counted).
     * Undefined when nothing is owed.
     */
    useCoupon(loan: LoanRow, coupon: CouponRow, nowMs: number): { loan: LoanRow; used: number } | undefined {
      for (;;) {
        const current = refresh(reread(loan), nowMs);
        const owed = owedAt(current, nowMs).unpaid;
        const after = credit(current, coupon.amount, nowMs);
        if (after === 'nothingOwed') return undefined;
        if (after === 'raced') continue;
        store.coupons.use(coupon.id, current.id, nowMs);
        return { loan: after, used: Math.min(coupon.amount, owed) };
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
  };
}
