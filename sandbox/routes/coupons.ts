/**
 * Coupons and the lucky draw (`lottery-draw/*`): each loan paid out gives one draw, which wins a coupon
 * (sandbox/data/repayment.ts); a coupon used on a loan pays its amount towards it at once. A tester may
 * grant draws and coupons (sandbox/controls/coupons.ts): the draw is shown while any draw is left, a loan's
 * first, then a granted one.
 */
import type { Coupon } from '../../src/contract/entities.ts';
import { DRAW_COUPON } from '../data/repayment.ts';
import { ApiError, Code } from '../errors.ts';
import { orderNumber } from '../loans/order-number.ts';
import { DAY_MS } from '../loans/types.ts';
import { owedAt } from '../loans/repayment.ts';
import { toCoupon } from '../loans/repay-views.ts';
import type { CouponRow } from '../store/coupons.ts';
import type { Store } from '../store/index.ts';
import { ownOrder, wrongState } from './apply.ts';
import { route, signedIn } from './types.ts';
import type { CallContext, Route } from './types.ts';

const ORDER: Readonly<Record<Coupon['status'], number>> = { unused: 0, used: 1, expired: 2 };

/** The borrower's coupons as the contract has them, unused first, newest first within each. */
function coupons(ctx: CallContext, rows: readonly CouponRow[] = ctx.store.coupons.forUser(signedIn(ctx).id)) {
  return rows
    .map((row) => {
      const usedOn =
        row.used_loan_id === null ? null : (ctx.store.loans.byId(row.used_loan_id)?.order_no ?? null);
      return toCoupon(row, ctx.lang, ctx.nowMs, usedOn);
    })
    .sort((a, b) => ORDER[a.status] - ORDER[b.status]);
}

/** A coupon that no loan's draw won: a granted draw's, or one a tester grants outright. */
export function grantCoupon(
  store: Store,
  userId: number,
  nowMs: number,
  amount: number = DRAW_COUPON.amount,
  validDays: number = DRAW_COUPON.validDays,
): CouponRow {
  return store.coupons.create(() => ({
    coupon_id: orderNumber(nowMs, 'C'),
    user_id: userId,
    draw_loan_id: null,
    amount,
    created_at: nowMs,
    expires_at: nowMs + validDays * DAY_MS,
  }));
}

/** A loan's draw first, else a granted one; undefined when none is left. */
function draw(ctx: CallContext, userId: number): CouponRow | undefined {
  const won = ctx.loans.draw(userId, ctx.nowMs);
  if (won) return won;
  return ctx.store.coupons.takeGrantedDraw(userId) ? grantCoupon(ctx.store, userId, ctx.nowMs) : undefined;
}

export const couponRoutes: readonly Route[] = [
  route('lottery-draw/is-show', (ctx) => {
    const { id } = signedIn(ctx);
    return { show: ctx.loans.drawsLeft(id, ctx.nowMs) + ctx.store.coupons.grantedDraws(id) > 0 };
  }),
  route('lottery-draw/create', (ctx) => {
    const won = draw(ctx, signedIn(ctx).id);
    return { coupon: won ? toCoupon(won, ctx.lang, ctx.nowMs, null) : null };
  }),
  route('lottery-draw/coupons', (ctx) => ({ coupons: coupons(ctx) })),
  route('lottery-draw/coupon/quantity', (ctx) => ({
    quantity: coupons(ctx).filter((coupon) => coupon.status === 'unused').length,
  })),
  route('lottery-draw/coupon/used', (ctx) => ({
    coupons: coupons(ctx).filter((coupon) => coupon.status === 'used'),
  })),
  route('lottery-draw/coupon/use', (ctx) => {
    const user = signedIn(ctx);
    const loan = ownOrder(ctx, ctx.payload.orderNo);
    const row = ctx.store.coupons.find(ctx.payload.couponId);
    if (!row || row.user_id !== user.id || row.used_at !== null || row.expires_at < ctx.nowMs) {
      throw ApiError.business(Code.couponUnusable, 'couponUnusable');
    }
    const result = ctx.loans.useCoupon(loan, row, ctx.nowMs);
    if (!result) throw wrongState(loan);
    const used = ctx.store.coupons.find(row.coupon_id) ?? row;
    return {
      used: true,
      coupon: toCoupon(used, ctx.lang, ctx.nowMs, result.loan.order_no),
      unpaidAmount: owedAt(result.loan, ctx.nowMs).unpaid,
      usedAmount: result.used,
    };
  }),
];
