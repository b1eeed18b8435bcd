import type { Coupon } from '../contract/entities.ts';
import { get, post, type CallOptions } from './http.ts';

/**
 * Coupons and the lucky draw (`lottery-draw/*`). Coupon replies are checked where they enter the app (as
 * src/api/reply-checks.ts does for Home): a coupon without an amount or a date is a bad reply, never
 * "TZS NaN" or "valid until Invalid Date".
 */

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFigure = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const STATUSES: readonly unknown[] = ['unused', 'used', 'expired'] satisfies Coupon['status'][];

export function isCoupon(value: unknown): value is Coupon {
  return (
    isObject(value) &&
    typeof value.couponId === 'string' &&
    value.couponId !== '' &&
    typeof value.title === 'string' &&
    isFigure(value.amount) &&
    isFigure(value.expiresAt) &&
    STATUSES.includes(value.status) &&
    (value.orderNo === null || typeof value.orderNo === 'string') &&
    (value.usedAt === null || isFigure(value.usedAt))
  );
}

const isCouponList = (value: unknown): value is { coupons: Coupon[] } =>
  isObject(value) && Array.isArray(value.coupons) && value.coupons.every(isCoupon);
const isDrawResult = (value: unknown): value is { coupon: Coupon | null } =>
  isObject(value) && (value.coupon === null || isCoupon(value.coupon));
const isShown = (value: unknown): value is { show: boolean } =>
  isObject(value) && typeof value.show === 'boolean';

export const drawIsShown = (options?: CallOptions) =>
  get('lottery-draw/is-show', {}, { background: true, ...options, check: isShown });
const isQuantity = (value: unknown): value is { quantity: number } =>
  isObject(value) && Number.isInteger(value.quantity) && isFigure(value.quantity);
/** The count on the Me entry: a whole number, never "NaN coupons". */
export const couponQuantity = () =>
  get('lottery-draw/coupon/quantity', {}, { background: true, check: isQuantity });
export const coupons = (options?: CallOptions) =>
  get('lottery-draw/coupons', {}, { ...options, check: isCouponList });
export const createDraw = (options?: CallOptions) =>
  post('lottery-draw/create', {}, { ...options, check: isDrawResult });
/** Takes the coupon off what the loan owes; the reply carries the new unpaid amount. */
export const applyCoupon = (couponId: string, orderNo: string, options?: CallOptions) =>
  post('lottery-draw/coupon/use', { couponId, orderNo }, options);
export const usedCoupons = (options?: CallOptions) =>
  post('lottery-draw/coupon/used', {}, { ...options, check: isCouponList });
