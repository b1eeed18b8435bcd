import { get, post } from './http.ts';

/** Coupons and the lucky draw (`lottery-draw/*`). */

export interface Coupon {
  couponId: string;
  title: string;
  amount: number;
  /** Seconds since epoch. */
  expiresAt: number;
  status: 'unused' | 'used' | 'expired';
}

export const drawIsShown = () => get<{ show: boolean }>('lottery-draw/is-show', {}, { background: true });
export const couponQuantity = () =>
  get<{ quantity: number }>('lottery-draw/coupon/quantity', {}, { background: true });
export const coupons = () => get<{ coupons: Coupon[] }>('lottery-draw/coupons');
export const createDraw = () => post<{ coupon: Coupon | null }>('lottery-draw/create');
export const useCoupon = (couponId: string, orderNo: string) =>
  post<{ used: boolean }>('lottery-draw/coupon/use', { couponId, orderNo });
export const usedCoupons = () => post<{ coupons: Coupon[] }>('lottery-draw/coupon/used');
