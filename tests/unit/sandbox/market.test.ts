// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { get, post, register, sandboxPerTest } from './helpers.ts';

const sb = sandboxPerTest();

interface Product {
  productId: string;
  name: string;
  minAmount: number;
  maxAmount: number;
  termDays: number;
  interestRatePerDay: number;
  logo: string;
}

describe('country look-ups under /cou', () => {
  it('country/meta/ip says Tanzania', async () => {
    const reply = await get(sb, 'country/meta/ip', {}, { base: 'cou' });
    expect(reply.body).toEqual({ code: 0, data: { iso: 'TZ', callingCode: '255' }, msg: 'ok' });
  });

  it('country/meta/code lists the five countries, Tanzania first', async () => {
    const reply = await get<Array<Record<string, string>>>(sb, 'country/meta/code', {}, { base: 'cou' });
    expect(reply.body.data.map((c) => [c['iso'], c['callingCode']])).toEqual([
      ['TZ', '255'],
      ['KE', '254'],
      ['UG', '256'],
      ['RW', '250'],
      ['BI', '257'],
    ]);
    expect(reply.body.data[0]).toEqual({ iso: 'TZ', name: 'Tanzania', callingCode: '255', flag: '🇹🇿' });
  });

  it('answers POST too (the product specification lists these calls as POST)', async () => {
    expect((await post(sb, 'country/meta/ip', {}, { base: 'cou' })).body.code).toBe(0);
  });
});

describe('portal/homepage/data', () => {
  const figures = {
    currency: 'TZS',
    minAmount: 1000,
    maxAmount: 60000,
    maxTermDays: 180,
    interestRatePerDay: 0.09,
  };

  it('gives the market figures and no loan to a visitor', async () => {
    const reply = await get(sb, 'portal/homepage/data');
    expect(reply.body).toEqual({ code: 0, data: { ...figures, loan: null, order: null }, msg: 'ok' });
  });

  it('gives a signed-in user their next step', async () => {
    const { token } = await register(sb, '712345678');
    const reply = await get(sb, 'portal/homepage/data', {}, { token });
    expect(reply.body.data).toEqual({ ...figures, loan: { stepCode: 6, query: {} }, order: null });
  });

  it('refuses a bad token instead of treating the caller as a visitor', async () => {
    expect((await get(sb, 'portal/homepage/data', {}, { token: 'stale' })).body.code).toBe(100103);
  });
});

describe('loanMarket/index', () => {
  it('lists three products consistent with the home page figures', async () => {
    const reply = await get<{ products: Product[] }>(sb, 'loanMarket/index');
    const { products } = reply.body.data;
    expect(products).toHaveLength(3);
    expect(products.map((p) => p.termDays)).toEqual([91, 120, 180]);
    for (const p of products) {
      expect(p.minAmount).toBeGreaterThanOrEqual(1000);
      expect(p.maxAmount).toBeLessThanOrEqual(60000);
      expect(p.minAmount).toBeLessThan(p.maxAmount);
      expect(p.interestRatePerDay).toBe(0.09);
      expect(p.logo).toMatch(/^[A-Z]{1,3}$/);
    }
    expect(new Set(products.map((p) => p.productId)).size).toBe(3);
    expect(Math.min(...products.map((p) => p.minAmount))).toBe(1000);
    expect(Math.max(...products.map((p) => p.maxAmount))).toBe(60000);
  });

  it('works signed in and refuses a replaced token', async () => {
    const first = await register(sb, '712345678');
    expect((await get(sb, 'loanMarket/index', {}, { token: first.token })).body.code).toBe(0);
    await post(sb, 'security/getVerifyCode', { mobile: '712345678', countryCode: '255', type: 'login' });
    await post(sb, 'security/login', { mobile: '712345678', countryCode: '255', code: '246810' });
    expect((await get(sb, 'loanMarket/index', {}, { token: first.token })).body.code).toBe(10010304);
  });
});

describe('products', () => {
  it('loan/product/list-market lists the same products; loan/loan-product/index gives one', async () => {
    const list = await get<{ products: Product[] }>(sb, 'loan/product/list-market');
    expect(list.body.data).toEqual((await get(sb, 'loanMarket/index')).body.data);
    const one = await get<Product>(sb, 'loan/loan-product/index', { productId: 'p2' });
    expect(one.body.data).toMatchObject({
      productId: 'p2',
      name: 'Pesa Plus',
      termDays: 120,
      amountStep: 1000,
    });
    expect((await get(sb, 'loan/loan-product/index', { productId: 'nope' })).body).toEqual({
      code: 10030005,
      data: null,
      msg: 'Product acquisition failure',
    });
  });

  it('the credit line is the largest amount offered; nothing used before a loan', async () => {
    const { token } = await register(sb, '712345678');
    expect((await get(sb, 'loan/get-credit-info', {}, { token })).body.data).toEqual({
      limit: 60000,
      used: 0,
    });
    expect((await get(sb, 'user/device/packageList', {}, { token })).body.data).toEqual({ packages: [] });
  });
});
