/**
 * Payment orders and payment proofs (migration 4). The loan service (loans/service.ts) decides when they
 * settle and what that does to the loan; this file only reads and writes.
 */
import type { PayMethod, PayOrderState, PayPurpose, ProofState } from '../../src/contract/entities.ts';
import type { Db } from '../db.ts';
import type { PaymentOutcome, ProofOutcome } from '../loans/repayment.ts';
import type { MessageKey } from '../messages.ts';

export interface PayOrderRow {
  readonly id: number;
  readonly pay_order_id: string;
  readonly loan_id: number;
  readonly purpose: PayPurpose;
  readonly amount: number;
  readonly channel_id: string;
  readonly method: PayMethod;
  readonly prompt_to: string | null;
  readonly outcome: PaymentOutcome;
  readonly state: PayOrderState;
  readonly created_at: number;
  readonly settle_at: number;
  readonly expires_at: number;
  readonly settled_at: number | null;
}

export type NewPayOrder = Omit<PayOrderRow, 'id' | 'state' | 'settled_at'>;

export interface ProofRow {
  readonly id: number;
  readonly proof_id: string;
  readonly loan_id: number;
  readonly amount: number;
  readonly channel_id: string;
  readonly transaction_id: string | null;
  readonly upload_id: string;
  readonly outcome: ProofOutcome;
  readonly state: ProofState;
  readonly submitted_at: number;
  readonly review_at: number;
  readonly reviewed_at: number | null;
  readonly reason: MessageKey | null;
}

export type NewProof = Omit<ProofRow, 'id' | 'state' | 'reviewed_at' | 'reason'>;

/** When a pending order's planned outcome happens: a 'timeout' order at its expiry, the others at settle_at. */
export const dueTime = (order: PayOrderRow): number =>
  order.outcome === 'timeout' ? order.expires_at : Math.min(order.settle_at, order.expires_at);

/** Inserts with a fresh public id, drawing again on the (rare) clash. */
function insertUnique<T>(make: () => T, insert: (row: T) => number): number {
  for (;;) {
    try {
      return insert(make());
    } catch (error) {
      if (!String((error as Error).message).includes('UNIQUE')) throw error;
    }
  }
}

export type PaymentStore = ReturnType<typeof paymentStore>;

export function paymentStore(db: Db) {
  const insertOrder = db.prepare<NewPayOrder>(
    `INSERT INTO pay_orders (pay_order_id, loan_id, purpose, amount, channel_id, method, prompt_to, outcome,
       state, created_at, settle_at, expires_at)
     VALUES (@pay_order_id, @loan_id, @purpose, @amount, @channel_id, @method, @prompt_to, @outcome,
       'pending', @created_at, @settle_at, @expires_at)`,
  );
  const orderById = db.prepare<[number], PayOrderRow>('SELECT * FROM pay_orders WHERE id = ?');
  const orderByPublicId = db.prepare<[string], PayOrderRow>(
    'SELECT * FROM pay_orders WHERE pay_order_id = ?',
  );
  const pendingOrders = db.prepare<[number], PayOrderRow>(
    "SELECT * FROM pay_orders WHERE loan_id = ? AND state = 'pending' ORDER BY id",
  );
  const ordersOfLoan = db.prepare<[number], PayOrderRow>(
    'SELECT * FROM pay_orders WHERE loan_id = ? ORDER BY id',
  );
  const finishOrder = db.prepare<[PayOrderState, number, number]>(
    "UPDATE pay_orders SET state = ?, settled_at = ? WHERE id = ? AND state = 'pending'",
  );
  const planOrder = db.prepare<[PaymentOutcome, number, number, number]>(
    "UPDATE pay_orders SET outcome = ?, settle_at = ?, expires_at = ? WHERE id = ? AND state = 'pending'",
  );

  const insertProof = db.prepare<NewProof>(
    `INSERT INTO payment_proofs (proof_id, loan_id, amount, channel_id, transaction_id, upload_id, outcome, state,
       submitted_at, review_at)
     VALUES (@proof_id, @loan_id, @amount, @channel_id, @transaction_id, @upload_id, @outcome, 'reviewing',
       @submitted_at, @review_at)`,
  );
  const proofById = db.prepare<[number], ProofRow>('SELECT * FROM payment_proofs WHERE id = ?');
  const proofsOfLoan = db.prepare<[number], ProofRow>(
    'SELECT * FROM payment_proofs WHERE loan_id = ? ORDER BY id',
  );
  const reviewingProofs = db.prepare<[number], ProofRow>(
    "SELECT * FROM payment_proofs WHERE loan_id = ? AND state = 'reviewing' ORDER BY id",
  );
  const finishProof = db.prepare<[ProofState, number, string | null, number]>(
    "UPDATE payment_proofs SET state = ?, reviewed_at = ?, reason = ? WHERE id = ? AND state = 'reviewing'",
  );
  const planProof = db.prepare<[ProofOutcome, number, number]>(
    "UPDATE payment_proofs SET outcome = ?, review_at = ? WHERE id = ? AND state = 'reviewing'",
  );

  return {
    createOrder(make: () => NewPayOrder): PayOrderRow {
      const id = insertUnique(make, (row) => Number(insertOrder.run(row).lastInsertRowid));
      const row = orderById.get(id);
      if (!row) throw new Error('inserted payment order not found');
      return row;
    },
    order(payOrderId: string): PayOrderRow | undefined {
      return orderByPublicId.get(payOrderId);
    },
    orders(loanId: number): PayOrderRow[] {
      return ordersOfLoan.all(loanId);
    },
    pending(loanId: number): PayOrderRow[] {
      return pendingOrders.all(loanId);
    },
    /** Ends a pending order; false when it was no longer pending. */
    finishOrder(id: number, state: Exclude<PayOrderState, 'pending'>, atMs: number): boolean {
      return finishOrder.run(state, atMs, id).changes > 0;
    },
    /** A tester's "settle now": the order's outcome, and when it happens. */
    replanOrder(id: number, outcome: PaymentOutcome, settleAtMs: number, expiresAtMs: number): void {
      planOrder.run(outcome, settleAtMs, expiresAtMs, id);
    },

    createProof(make: () => NewProof): ProofRow {
      const id = insertUnique(make, (row) => Number(insertProof.run(row).lastInsertRowid));
      const row = proofById.get(id);
      if (!row) throw new Error('inserted payment proof not found');
      return row;
    },
    proofs(loanId: number): ProofRow[] {
      return proofsOfLoan.all(loanId);
    },
    reviewing(loanId: number): ProofRow[] {
      return reviewingProofs.all(loanId);
    },
    finishProof(
      id: number,
      state: Exclude<ProofState, 'reviewing'>,
      atMs: number,
      reason: MessageKey | null,
    ) {
      return finishProof.run(state, atMs, reason, id).changes > 0;
    },
    replanProof(id: number, outcome: ProofOutcome, reviewAtMs: number): void {
      planProof.run(outcome, reviewAtMs, id);
    },
  };
}
