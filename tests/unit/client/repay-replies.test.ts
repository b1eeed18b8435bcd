import { afterEach, describe, expect, it } from 'vitest';
import { isExtensionData, isRepaymentDetail } from '../../../src/api/repay.ts';
import { STATE_STEP } from '../../../src/contract/codes.ts';
import type { ExtensionData, RepaymentDetail } from '../../../src/contract/entities.ts';
import { repayFigures } from '../../../src/features/repay/repay-figures.ts';
import figureTexts from '../../../src/i18n/sections/loan-figures.ts';
import repayTexts from '../../../src/i18n/sections/repay.ts';
import { setLanguage, textsOf } from '../../../src/i18n/i18n.ts';

const t = textsOf(repayTexts, figureTexts);

/**
 * A worked example, as the sandbox computes it (docs/sandbox.md "Money"): 20,000 TZS over 91 days at
 * 0.09 % a day → interest 1,638, fee 1,600, tax 288, to repay 21,638; 3 days overdue at 2 % of the amount
 * (400) a day → penalty 1,200; 5,000 repaid → 21,638 + 1,200 − 5,000 = 17,838 still owed.
 */
const DUE = 1_772_000_000;
const overdue: RepaymentDetail = {
  orderNo: 'L1',
  productId: 'p1',
  productName: 'Haraka Cash',
  state: 'overdue',
  stepCode: STATE_STEP.overdue,
  amount: 20_000,
  termDays: 91,
  interestRatePerDay: 0.09,
  interest: 1_638,
  serviceFee: 1_600,
  serviceFeeTax: 288,
  receivedAmount: 18_112,
  repayAmount: 21_638,
  totalCostOfCredit: 3_526,
  penaltyRatePerDay: 2,
  appliedAt: DUE - 95 * 86_400,
  expectedAt: null,
  disbursedAt: DUE - 91 * 86_400,
  dueDate: DUE,
  overdueDays: 3,
  penalty: 1_200,
  repaidAmount: 5_000,
  unpaidAmount: 17_838,
  wallet: { wallet: 'mpesa', accountNumber: '712345678' },
  reapplyAt: null,
  cancellable: false,
  drawBefore: null,
  interestPerDay: 18,
  penaltyPerDay: 400,
  minRepayAmount: 1000,
  repayStep: 1,
  rolloverAvailable: false,
  pendingPayOrder: null,
  proof: null,
};

afterEach(async () => {
  await setLanguage('en');
});

describe('repay detail figures', () => {
  it('shows every figure of the server, formatted, in the order they add up to what is owed', () => {
    const figures = Object.fromEntries(repayFigures(t, overdue).map((f) => [f.id, f.value]));
    expect(figures).toEqual({
      amount: 'TZS\u00a020,000',
      term: '91 days',
      dueDate: '25-02-2026',
      interestPerDay: 'TZS\u00a018 (0.09% a day)',
      interest: 'TZS\u00a01,638',
      serviceFee: 'TZS\u00a01,600',
      serviceFeeTax: 'TZS\u00a0288',
      repayAmount: 'TZS\u00a021,638',
      penaltyPerDay: 'TZS\u00a0400 (2% of the loan amount)',
      overdueDays: '3',
      penalty: 'TZS\u00a01,200',
      repaid: 'TZS\u00a05,000',
      unpaid: 'TZS\u00a017,838',
    });
    // The example agrees with itself: what the screen shows adds up.
    expect(overdue.repayAmount + overdue.penalty - overdue.repaidAmount).toBe(overdue.unpaidAmount);
  });

  it('leaves out the days overdue and the penalty while the loan is on time', () => {
    const onTime = {
      ...overdue,
      state: 'repaying' as const,
      overdueDays: 0,
      penalty: 0,
      unpaidAmount: 16_638,
    };
    const ids = repayFigures(t, onTime).map((f) => f.id);
    expect(ids).not.toContain('overdueDays');
    expect(ids).not.toContain('penalty');
  });

  it('speaks Kiswahili', async () => {
    await setLanguage('sw');
    const figures = Object.fromEntries(repayFigures(t, overdue).map((f) => [f.id, f]));
    expect(figures.term?.value).toBe('Siku 91');
    expect(figures.penaltyPerDay?.value).toBe('TZS\u00a0400 (2% ya kiasi cha mkopo)');
    expect(figures.unpaid?.label).toBe('Bado kulipa');
  });
});

describe('repay replies are checked where they enter the app', () => {
  it('accepts a full repayment detail and refuses one without the figures the rules need', () => {
    expect(isRepaymentDetail(overdue)).toBe(true);
    expect(isRepaymentDetail({ ...overdue, unpaidAmount: 'lots' })).toBe(false);
    expect(isRepaymentDetail({ ...overdue, minRepayAmount: undefined })).toBe(false);
    expect(isRepaymentDetail({ ...overdue, repayStep: -1 })).toBe(false);
    expect(isRepaymentDetail({ ...overdue, rolloverAvailable: 'yes' })).toBe(false);
    expect(isRepaymentDetail(null)).toBe(false);
  });

  it('accepts a rollover offer with its dates, and a refusal without them', () => {
    const offer: ExtensionData = {
      available: true,
      refusal: null,
      days: 7,
      fee: 1_400,
      dueDate: DUE,
      newDueDate: DUE + 7 * 86_400,
      unpaidAmount: 16_638,
      rolloversUsed: 0,
      maxRollovers: 3,
    };
    expect(isExtensionData(offer)).toBe(true);
    expect(isExtensionData({ ...offer, available: false, refusal: 'overdue', newDueDate: null })).toBe(true);
    expect(isExtensionData({ ...offer, newDueDate: null })).toBe(false);
    expect(isExtensionData({ ...offer, fee: '1400' })).toBe(false);
  });
});
