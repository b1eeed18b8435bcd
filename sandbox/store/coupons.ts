/**
 * Coupons won in the lucky draw (migration 4): one draw per loan paid out; used on a loan, they pay part of it.
 * A tester may also grant a borrower draws (kept in the settings table as `grantedDraws:<userId>`, which
 * account deletion removes with the borrower) or a coupon outright (a coupon with no draw loan).
 */
import type { Db } from '../db.ts';

export interface CouponRow {
  readonly id: number;
  readonly coupon_id: string;
  readonly user_id: number;
  readonly draw_loan_id: number | null;
  readonly amount: number;
  readonly created_at: number;
  readonly expires_at: number;
  readonly used_at: number | null;
  readonly used_loan_id: number | null;
}

/** The settings key of the draws a tester granted a borrower. */
const grantsKey = (userId: number) => `grantedDraws:${userId}`;

export type NewCoupon = Omit<CouponRow, 'id' | 'used_at' | 'used_loan_id'>;

export type CouponStore = ReturnType<typeof couponStore>;

export function couponStore(db: Db) {
  const insert = db.prepare<NewCoupon>(
    `INSERT INTO coupons (coupon_id, user_id, draw_loan_id, amount, created_at, expires_at)
     VALUES (@coupon_id, @user_id, @draw_loan_id, @amount, @created_at, @expires_at)`,
  );
  const byId = db.prepare<[number], CouponRow>('SELECT * FROM coupons WHERE id = ?');
  const byPublicId = db.prepare<[string], CouponRow>('SELECT * FROM coupons WHERE coupon_id = ?');
  const byUser = db.prepare<[number], CouponRow>(
    'SELECT * FROM coupons WHERE user_id = ? ORDER BY created_at DESC, id DESC',
  );
  const drawnLoans = db.prepare<[number], { draw_loan_id: number }>(
    'SELECT draw_loan_id FROM coupons WHERE user_id = ? AND draw_loan_id IS NOT NULL',
  );
  const markUsed = db.prepare<[number, number, number]>(
    'UPDATE coupons SET used_at = ?, used_loan_id = ? WHERE id = ? AND used_at IS NULL',
  );
  const readGrants = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
  const writeGrants = db.prepare<[string, string]>(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  const removeGrants = db.prepare<[string]>('DELETE FROM settings WHERE key = ?');
  const grantedDraws = (userId: number): number => {
    const value = Number(readGrants.get(grantsKey(userId))?.value ?? 0);
    return Number.isInteger(value) && value > 0 ? value : 0;
  };
  const setGrantedDraws = (userId: number, count: number): void => {
    if (count > 0) writeGrants.run(grantsKey(userId), String(count));
    else removeGrants.run(grantsKey(userId));
  };

  return {
    /** Inserts with a fresh public id, drawing again on the (rare) clash. */
    create(make: () => NewCoupon): CouponRow {
      for (;;) {
        try {
          const row = byId.get(Number(insert.run(make()).lastInsertRowid));
          if (!row) throw new Error('inserted coupon not found');
          return row;
        } catch (error) {
          if (!String((error as Error).message).includes('UNIQUE')) throw error;
        }
      }
    },
    find(couponId: string): CouponRow | undefined {
      return byPublicId.get(couponId);
    },
    /** The borrower's coupons, newest first. */
    forUser(userId: number): CouponRow[] {
      return byUser.all(userId);
    },
    /** Ids of the loans whose draw the borrower has used. */
    drawnLoanIds(userId: number): Set<number> {
      return new Set(drawnLoans.all(userId).map((row) => row.draw_loan_id));
    },
    /** Draws a tester granted the borrower that are not drawn yet. */
    grantedDraws,
    /** A tester grants the borrower `count` more draws. */
    grantDraws(userId: number, count: number): number {
      const total = grantedDraws(userId) + count;
      setGrantedDraws(userId, total);
      return total;
    },
    /** Takes one granted draw; false when there is none. */
    takeGrantedDraw: db.transaction((userId: number): boolean => {
      const left = grantedDraws(userId);
      if (left === 0) return false;
      setGrantedDraws(userId, left - 1);
      return true;
    }),
    /** Marks the coupon used on a loan; false when it already was. */
    use(id: number, loanId: number, atMs: number): boolean {
      return markUsed.run(atMs, loanId, id).changes > 0;
    },
  };
}
