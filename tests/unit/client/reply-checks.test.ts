import { describe, expect, it } from 'vitest';
import { isHomepageData, isLoanOrder } from '../../../src/api/reply-checks.ts';
import type { HomepageData, LoanOrder } from '../../../src/contract/entities.ts';

const ORDER: LoanOrder = {
  orderNo: 'PO1',
  state: 'repaying',
  stepCode: 10,
  productId: 'p1',
  productName: 'PesaLoan 91',
  amount: 60000,
  termDays: 91,
  interestRatePerDay: 0.05,
  interest: 2730,
  serviceFee: 4800,
  serviceFeeTax: 864,
  receivedAmount: 54336,
  repayAmount: 62730,
  totalCostOfCredit: 8394,
  penaltyRatePerDay: 2,
  appliedAt: 1_700_000_000_000,
  expectedAt: null,
  disbursedAt: 1_700_000_100_000,
  dueDate: 1_707_000_000_000,
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
