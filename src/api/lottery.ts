import { get, post } from './http.ts';

/** Coupons and the lucky draw (`lottery-draw/*`). */

export const drawIsShown = () => get('lottery-draw/is-show', {}, { background: true });
export const couponQuantity = () => get('lottery-draw/coupon/quantity', {}, { background: true });
export const coupons = () => get('lottery-draw/coupons', {});
export const createDraw = () => post('lottery-draw/create', {});
export const useCoupon = (couponId: string, orderNo: string) =>
  post('lottery-draw/coupon/use', { couponId, orderNo });
export const usedCoupons = () => post('lottery-draw/coupon/used', {});
