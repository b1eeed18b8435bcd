// @vitest-environment node
/**
 * A coupon chosen at confirm borrow (`couponId` of `loan/confirm/product-info` and the apply calls): it
 * comes off the service fee, the fee's tax follows, and applying spends it on the new loan.
 * Worked example: Haraka Cash TZS 20,000 over 91 days: interest 1,638, fee 1,600, VAT 18 % = 288.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Coupon, LoanOrder, LoanStep, Quote } from '../../../src/contract/entities.ts';
import { control } from '../../helpers/sandbox.ts';
import { get, post, register, sandboxPerTest } from './helpers.ts';
import { DAY, latestOrder, readyBorrower } from './loan-helpers.ts';

vi.setConfig({ testTimeout: 30_000 });

const sb = sandboxPerTest();

const REFUSED = 10050015;
const grant = async (mobile: string, amount: number, validDays = 30) =>
  (await control<{ coupon: Coupon }>(sb, 'POST', 'coupons/grant', { mobile, amount, validDays })).body.coupon;
const quote = (token: string, payload: Record<string, unknown>, lang = 'en') =>
  get<Quote>(
    sb,
    'loan/confirm/product-info',
    { productId: 'p1', amount: 20000, ...payload },
    { token, lang },
  );
const apply = (token: string, payload: Record<string, unknown>) =>
  post<LoanStep & { orderNo: string }>(
    sb,
    'loan/loan-order/apply-market',
    { productId: 'p1', amount: 20000, ...payload },
    { token },
  );

describe('a coupon at confirm borrow', () => {
  it('without a coupon the quote says couponDiscount 0 and the figures are unchanged', async () => {
    const token = await readyBorrower(sb, '712320001');
    expect((await quote(token, {})).body.data).toMatchObject({
      serviceFee: 1600,
      serviceFeeTax: 288,
      receivedAmount: 18112,
      repayAmount: 21638,
      totalCostOfCredit: 3526,
      couponDiscount: 0,
    });
  });

  it('comes off the fee, the tax on what is left; applying spends it on the loan', async () => {
    const mobile = '712320002';
    const token = await readyBorrower(sb, mobile);
    const coupon = await grant(mobile, 500);
    // Fee 1,600 − 500 = 1,100; VAT 18 % = 198; received 20,000 − 1,100 − 198; repaid unchanged.
    const expected = {
      serviceFee: 1100,
      serviceFeeTax: 198,
      receivedAmount: 18702,
      repayAmount: 21638,
      totalCostOfCredit: 1638 + 1100 + 198,
      couponDiscount: 500,
    };
    expect((await quote(token, { couponId: coupon.couponId })).body.data).toMatchObject(expected);
    // Only a quote: the coupon is still unused.
    const before = await get<{ coupons: Coupon[] }>(sb, 'lottery-draw/coupons', {}, { token });
    expect(before.body.data.coupons.map((c) => c.status)).toEqual(['unused']);

    const applied = await apply(token, { couponId: coupon.couponId });
    expect(applied.body.code).toBe(0);
    const { orderNo } = applied.body.data;
    const order: LoanOrder = await latestOrder(sb, token);
    expect(order).toMatchObject({
      orderNo,
      serviceFee: 1100,
      serviceFeeTax: 198,
      receivedAmount: 18702,
      repayAmount: 21638,
      totalCostOfCredit: 2936,
    });
    const used = await post<{ coupons: Coupon[] }>(sb, 'lottery-draw/coupon/used', {}, { token });
    expect(used.body.data.coupons).toEqual([
      expect.objectContaining({ couponId: coupon.couponId, status: 'used', orderNo }),
    ]);
    expect((await get(sb, 'lottery-draw/coupon/quantity', {}, { token })).body.data).toEqual({ quantity: 0 });
  });

  it('never takes the fee below 0: a coupon larger than the fee leaves fee and tax at 0', async () => {
    const mobile = '712320003';
    const token = await readyBorrower(sb, mobile);
    const coupon = await grant(mobile, 5000);
    expect((await quote(token, { couponId: coupon.couponId })).body.data).toMatchObject({
      serviceFee: 0,
      serviceFeeTax: 0,
      receivedAmount: 20000,
      repayAmount: 21638,
      totalCostOfCredit: 1638,
      couponDiscount: 1600,
    });
  });

  it("refuses a used, an expired or another borrower's coupon, in the caller's language", async () => {
    const mobile = '712320004';
    const token = await readyBorrower(sb, mobile);
    const other = '712320005';
    await register(sb, other);
    const theirs = await grant(other, 500);
    const refusedEn = {
      code: REFUSED,
      data: null,
      msg: 'This coupon cannot be used: it is used, expired or not yours. Choose another or none',
    };
    expect((await quote(token, { couponId: theirs.couponId })).body).toEqual(refusedEn);
    expect((await quote(token, { couponId: 'C-NOT-A-COUPON' })).body).toEqual(refusedEn);
    expect((await quote(token, { couponId: theirs.couponId }, 'sw_KE')).body.msg).toBe(
      'Kuponi hii haiwezi kutumika: imeshatumika, muda wake umeisha au si yako. Chagua nyingine au usichague',
    );
    expect((await apply(token, { couponId: theirs.couponId })).body).toEqual(refusedEn);
    // Refused: no loan was made, the other borrower's coupon is untouched.
    expect((await latestOrder(sb, token)) ?? null).toBeNull();

    const expiring = await grant(mobile, 500, 1);
    await control(sb, 'POST', 'clock', { advanceMs: 2 * DAY });
    expect((await quote(token, { couponId: expiring.couponId })).body).toEqual(refusedEn);

    const once = await grant(mobile, 500);
    expect((await apply(token, { couponId: once.couponId })).body.code).toBe(0);
    expect((await quote(token, { couponId: once.couponId })).body).toEqual(refusedEn);
  });
});
