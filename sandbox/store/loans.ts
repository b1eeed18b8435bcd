/** Loans and their event log. The state machine (sandbox/loans/) decides; this file only reads and writes. */
import type { LoanState } from '../../src/contract/codes.ts';
import type { Db } from '../db.ts';
import type { LoanEvent } from '../loans/machine.ts';
import type { LoanProgress, LoanRow } from '../loans/types.ts';

/** A new loan: everything but the id, the progress columns keep their starting values. */
export type NewLoan = Omit<LoanRow, 'id' | keyof LoanProgress>;

export interface LoanEventRow {
  readonly event: LoanEvent;
  readonly from_state: LoanState;
  readonly to_state: LoanState;
  readonly at: number;
}

export type LoanStore = ReturnType<typeof loanStore>;

export function loanStore(db: Db) {
  const insert = db.prepare<NewLoan>(
    `INSERT INTO loans (order_no, user_id, product_id, product_name, amount, term_days, interest_rate_per_day,
       interest, service_fee, service_fee_tax, received_amount, repay_amount, penalty_rate_per_day, state,
       outcome, applied_at, wallet, account_number)
     VALUES (@order_no, @user_id, @product_id, @product_name, @amount, @term_days, @interest_rate_per_day,
       @interest, @service_fee, @service_fee_tax, @received_amount, @repay_amount, @penalty_rate_per_day,
       'applied', @outcome, @applied_at, @wallet, @account_number)`,
  );
  const byId = db.prepare<[number], LoanRow>('SELECT * FROM loans WHERE id = ?');
  const byOrderNo = db.prepare<[string], LoanRow>('SELECT * FROM loans WHERE order_no = ?');
  const byUser = db.prepare<[number], LoanRow>(
    'SELECT * FROM loans WHERE user_id = ? ORDER BY applied_at DESC, id DESC',
  );
  // Guarded by the old state (and the old repaid sum and rollover count, which a payment changes without
  // changing the state): of two requests advancing one loan, only the first moves it.
  const update = db.prepare<
    LoanProgress & { id: number; from: LoanState; fromRepaid: number; fromRollovers: number }
  >(
    `UPDATE loans SET state = @state, submitted_at = @submitted_at, decide_at = @decide_at,
       decided_at = @decided_at, draw_before = @draw_before, disbursing_at = @disbursing_at,
       disbursed_at = @disbursed_at, due_at = @due_at, closed_at = @closed_at,
       repaid_amount = @repaid_amount, reapply_at = @reapply_at, rollovers = @rollovers
     WHERE id = @id AND state = @from AND repaid_amount = @fromRepaid AND rollovers = @fromRollovers`,
  );
  const setDecideAt = db.prepare<[number, number]>('UPDATE loans SET decide_at = ? WHERE id = ?');
  const logEvent = db.prepare<[number, string, string, string, number]>(
    'INSERT INTO loan_events (loan_id, event, from_state, to_state, at) VALUES (?, ?, ?, ?, ?)',
  );
  const events = db.prepare<[number], LoanEventRow>(
    'SELECT event, from_state, to_state, at FROM loan_events WHERE loan_id = ? ORDER BY id',
  );
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM loans');

  return {
    /** Inserts a loan in `applied`, or says which unique rule refused it. */
    create(loan: NewLoan): LoanRow | 'openLoanExists' | 'orderNoTaken' {
      try {
        const row = byId.get(Number(insert.run(loan).lastInsertRowid));
        if (!row) throw new Error('inserted loan not found');
        return row;
      } catch (error) {
        const text = String((error as Error).message);
        // The partial unique index on open loans: a second application racing the first loses.
        if (text.includes('loans.user_id')) return 'openLoanExists';
        if (text.includes('loans.order_no')) return 'orderNoTaken';
        throw error;
      }
    },
    byId(id: number): LoanRow | undefined {
      return byId.get(id);
    },
    byOrderNo(orderNo: string): LoanRow | undefined {
      return byOrderNo.get(orderNo);
    },
    /** The borrower's loans, newest first. */
    forUser(userId: number): LoanRow[] {
      return byUser.all(userId);
    },
    /**
     * Records `event` moving `loan` to `next` at `atMs`, in one transaction. `undefined` when the loan
     * was no longer in the state it was read in (someone else moved it first).
     */
    move: db.transaction(
      (loan: LoanRow, next: LoanProgress, event: LoanEvent, atMs: number): LoanRow | undefined => {
        const { state, submitted_at, decide_at, decided_at, draw_before, disbursing_at } = next;
        const { disbursed_at, due_at, closed_at, repaid_amount, reapply_at, rollovers } = next;
        const params = { state, submitted_at, decide_at, decided_at, draw_before, disbursing_at };
        const more = {
          disbursed_at,
          due_at,
          closed_at,
          repaid_amount,
          reapply_at,
          rollovers,
          id: loan.id,
          from: loan.state,
          fromRepaid: loan.repaid_amount,
          fromRollovers: loan.rollovers,
        };
        if (update.run({ ...params, ...more }).changes === 0) return undefined;
        logEvent.run(loan.id, event, loan.state, next.state, atMs);
        return byId.get(loan.id);
      },
    ),
    /** Makes the pending review or payout due at `atMs` (the tester's "decide now"). */
    setDecideAt(loanId: number, atMs: number): void {
      setDecideAt.run(atMs, loanId);
    },
    events(loanId: number): LoanEventRow[] {
      return events.all(loanId);
    },
    count(): number {
      return count.get()?.n ?? 0;
    },
  };
}
