import { get, post, type CallOptions } from './http.ts';

/** Coupons and the lucky draw (`lottery-draw/*`). */

export const drawIsShown = () => get('lottery-draw/is-show', {}, { background: true });
export const couponQuantity = () => get('lottery-draw/coupon/quantity', {}, { background: true });
export const coupons = (options?: CallOptions) => get('lottery-draw/coupons', {}, options);
export const createDraw = () => post('lottery-draw/create', {});
/** Takes the coupon off what the loan owes; the reply carries the new unpaid amount. */
export const applyCoupon = (couponId: string, orderNo: string, options?: CallOptions) =>
  post('lottery-draw/coupon/use', { couponId, orderNo }, options);
export const usedCoupons = () => post('lottery-draw/coupon/used', {});
