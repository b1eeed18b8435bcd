import { describe, expect, it } from 'vitest';
import { isHomepageData, isLoanOrder, isProductList } from '../../../src/api/reply-checks.ts';
import { isLatestOrder } from '../../../src/api/latest-order.ts';
import { isOrderList, isStepAmountsFor } from '../../../src/api/loan.ts';
import { isRejectRecommendation } from '../../../src/api/app.ts';
import { isCountryList } from '../../../src/api/country.ts';
import type { HomepageData, LoanOrder, Product } from '../../../src/contract/entities.ts';
import { PESALOAN_91 } from '../../helpers/loans.ts';

const ORDER: LoanOrder = {
  orderNo: 'PO1',
  state: 'repaying',
  stepCode: 10,
  ...PESALOAN_91,
  serviceFee: 4800,
  serviceFeeTax: 864,
  receivedAmount: 54336,
  totalCostOfCredit: 8394,
  appliedAt: 1_700_000_000,
  expectedAt: null,
  disbursedAt: 1_700_000_100,
  dueDate: 1_707_000_000,
  overdueDays: 0,
  penalty: 0,
  repaidAmount: 0,
  unpaidAmount: 62730,
  wallet: { wallet: 'mpesa', accountNumber: '712345678' },
  reapplyAt: null,
  cancellable: false,
  drawBefore: null,
} as LoanOrder;

const HOME: HomepageData = {
  currency: 'TZS',
  minAmount: 20000,
  maxAmount: 500000,
  maxTermDays: 91,
  interestRatePerDay: 0.05,
  loan: { stepCode: 10, query: {} },
  order: ORDER,
};

describe('replies are checked where they enter the app', () => {
  it('a good home reply passes, for a visitor too', () => {
    expect(isHomepageData(HOME)).toBe(true);
    expect(isHomepageData({ ...HOME, loan: null, order: null })).toBe(true);
  });

  it.each([
    ['markup for an amount', { minAmount: '<b>x</b>' }],
    ['no maximum', { maxAmount: null }],
    ['a term that is not a number', { maxTermDays: 'abc' }],
    ['a zero term', { maxTermDays: 0 }],
    ['a range upside down', { minAmount: 600000 }],
    ['NaN', { interestRatePerDay: Number.NaN }],
    ['no currency', { currency: '' }],
    ['a step without a code', { loan: { query: {} } }],
    ['an order with a negative amount', { order: { ...ORDER, unpaidAmount: -1 } }],
    ['an order in a state the app does not know', { order: { ...ORDER, state: 'lost' } }],
  ])('refuses %s', (_name, fields) => {
    expect(isHomepageData({ ...HOME, ...fields })).toBe(false);
  });

  it('refuses what is not an object at all', () => {
    for (const value of [null, 'home', 42, [HOME]]) expect(isHomepageData(value)).toBe(false);
    expect(isLoanOrder({ ...ORDER, orderNo: '  ' })).toBe(false);
  });
});

const PRODUCT: Product = {
  productId: 'p1',
  name: 'Haraka Cash',
  minAmount: 1000,
  maxAmount: 20000,
  amountStep: 1000,
  termDays: 91,
  interestRatePerDay: 0.09,
  serviceFeeRate: 8,
  serviceFeeTaxRate: 18,
  penaltyRatePerDay: 2,
  logo: 'HC',
};

/** Issue 27: Lending, Records and the amount list drew whatever came ("TZS NaN", "TZS -5,000", a crash). */
describe('orders, products and amounts that cannot be true are bad replies', () => {
  it('a good order list, a latest order or none, and a good amount list pass', () => {
    expect(isOrderList({ orders: [ORDER] })).toBe(true);
    expect(isOrderList({ orders: [] })).toBe(true);
    expect(isLatestOrder(ORDER)).toBe(true);
    expect(isLatestOrder(null)).toBe(true);
    expect(isProductList({ products: [PRODUCT] })).toBe(true);
    expect(isStepAmountsFor(PRODUCT)({ amounts: [1000, 2000, 20000] })).toBe(true);
  });

  it.each([
    ['an unknown state', { state: 'exploded' }],
    ['a "NaN" amount', { receivedAmount: 'NaN' }],
    ['a missing amount', { unpaidAmount: undefined }],
    ['a negative amount', { receivedAmount: -5000 }],
    ['an absurd amount (10^21)', { unpaidAmount: 1e21, repayAmount: 1e21 }],
    ['a zero loan', { amount: 0 }],
    ['a term of no days', { termDays: 0 }],
    ['more owed than the loan and its penalty', { unpaidAmount: 62731 }],
    ['a due date of 01-01-1970', { dueDate: 0 }],
    ['an application in 1970', { appliedAt: 0 }],
    ['a due date before the loan existed', { dueDate: 1_600_000_000 }],
    ['a payout before the application', { disbursedAt: 1_699_999_999 }],
    ['a date in milliseconds', { dueDate: 1_707_000_000_000 }],
    ['a date that is text', { expectedAt: '2025-01-01' }],
  ])('an order with %s', (_name, fields) => {
    const bad = { ...ORDER, ...fields };
    expect(isLoanOrder(bad)).toBe(false);
    expect(isOrderList({ orders: [ORDER, bad] })).toBe(false);
    expect(isLatestOrder(bad)).toBe(false);
    expect(isHomepageData({ ...HOME, order: bad })).toBe(false);
  });

  it('a list that is not a list', () => {
    for (const value of [null, {}, { orders: null }, { orders: 'PO1' }])
      expect(isOrderList(value)).toBe(false);
    expect(isLatestOrder(undefined)).toBe(false);
  });

  it.each([
    ['no amount at all', []],
    ['NaN', [1000, Number.NaN]],
    ['"NaN" as text', ['NaN']],
    ['a negative amount', [-5000, 1000]],
    ['below the product', [500]],
    ['beyond the product', [1000, 21000]],
    ['a part of a shilling', [1000.5]],
    ['10^21', [1e21]],
  ])('step amounts with %s', (_name, amounts) => {
    expect(isStepAmountsFor(PRODUCT)({ amounts })).toBe(false);
  });

  it.each([
    ['a range upside down', { minAmount: 30000 }],
    ['no step', { amountStep: 0 }],
    ['a NaN rate', { interestRatePerDay: Number.NaN }],
    ['no name', { name: '' }],
  ])('a product with %s', (_name, fields) => {
    expect(isProductList({ products: [{ ...PRODUCT, ...fields }] })).toBe(false);
    expect(
      isRejectRecommendation({ show: true, reapplyAt: null, products: [{ ...PRODUCT, ...fields }] }),
    ).toBe(false);
  });

  it('rejection suggestions: a re-apply date in 1970 is refused, none is fine', () => {
    expect(isRejectRecommendation({ show: true, reapplyAt: 1_700_000_000, products: [PRODUCT] })).toBe(true);
    expect(isRejectRecommendation({ show: false, reapplyAt: null, products: [], reason: null })).toBe(true);
    expect(isRejectRecommendation({ show: true, reapplyAt: 0, products: [PRODUCT] })).toBe(false);
  });
});

describe('the calling-code picker', () => {
  const TZ = { iso: 'TZ', name: 'Tanzania', callingCode: '255', flag: '🇹🇿' };
  it('takes named countries with a calling code of digits', () => {
    expect(isCountryList([TZ])).toBe(true);
  });
  it.each([
    ['no country at all', []],
    ['a code that is not digits', [{ ...TZ, callingCode: '+255<b>' }]],
    ['no name', [{ ...TZ, name: '' }]],
    ['not a list', { countries: [TZ] }],
  ])('refuses %s', (_name, value) => {
    expect(isCountryList(value)).toBe(false);
  });
});
