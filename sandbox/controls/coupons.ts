/**
 * Coupon controls: grant a borrower lucky draws (the draw shows on their coupon page until used) or a
 * coupon outright, and look at their coupons.
 */
import { DRAW_COUPON } from '../data/repayment.ts';
import { toCoupon } from '../loans/repay-views.ts';
import { grantCoupon } from '../routes/coupons.ts';
import type { ControlActions } from './shared.ts';
import { ControlError, jsonBody, userNamed } from './shared.ts';

/** A whole number in `[min, max]`, or `fallback` when absent. */
function whole(value: unknown, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new ControlError(400, `${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

export const couponActions: ControlActions = {
  /** `{ mobile, count? }`: `count` more lucky draws (default 1); the reply says how many are left to draw. */
  'POST coupons/draws': async ({ req }, deps) => {
    const body = await jsonBody(req);
    const user = userNamed(body, deps.store);
    const count = whole(body['count'], 'count', 1, 1, 100);
    return { ok: true, grantedDraws: deps.store.coupons.grantDraws(user.id, count) };
  },
  /** `{ mobile, amount?, validDays? }`: an unused coupon (default the draw's: TZS 500 for 30 days). */
  'POST coupons/grant': async ({ req }, deps) => {
    const body = await jsonBody(req);
    const user = userNamed(body, deps.store);
    const amount = whole(body['amount'], 'amount', DRAW_COUPON.amount, 1, 1_000_000);
    const validDays = whole(body['validDays'], 'validDays', DRAW_COUPON.validDays, 1, 365);
    const nowMs = deps.clock.now();
    const row = grantCoupon(deps.store, user.id, nowMs, amount, validDays);
    return { ok: true, coupon: toCoupon(row, 'en', nowMs, null) };
  },
  /** `GET coupons?mobile=…`: the borrower's coupons (newest first) and the draws granted but not drawn. */
  'GET coupons': ({ query }, deps) => {
    const user = userNamed(Object.fromEntries(query), deps.store);
    const nowMs = deps.clock.now();
    return {
      coupons: deps.store.coupons.forUser(user.id).map((row) => toCoupon(row, 'en', nowMs, null)),
      grantedDraws: deps.store.coupons.grantedDraws(user.id),
    };
  },
};
