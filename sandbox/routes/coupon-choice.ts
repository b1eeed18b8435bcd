/**
 * A coupon chosen at confirm borrow (`couponId` of `loan/confirm/product-info` and of the apply calls,
 * docs/protocol.md): it must be the borrower's, unused and not expired, else the call is refused with
 * `couponUnusable` and its message. The quote only reads it; the apply call marks it used on the new loan.
 */
import { ApiError, Code } from '../errors.ts';
import type { CouponRow } from '../store/coupons.ts';
import { signedIn } from './types.ts';
import type { CallContext } from './types.ts';

export function chosenCoupon(ctx: CallContext, couponId: string | undefined): CouponRow | undefined {
  if (couponId === undefined) return undefined;
  const row = ctx.store.coupons.find(couponId);
  if (!row || row.user_id !== signedIn(ctx).id || row.used_at !== null || row.expires_at < ctx.nowMs) {
    throw ApiError.business(Code.couponUnusable, 'couponRefusedAtApply');
  }
  return row;
}
