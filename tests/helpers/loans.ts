import type { Quote } from '../../src/contract/entities.ts';

/**
 * PesaLoan 91 (p1), TZS 60,000 over 91 days at 0.05 % a day: the terms a quote and an order of it share,
 * worked by hand (not the sandbox's demo products, so a test cannot pass on the demo's figures by chance).
 * Interest 60,000 × 0.05 % × 91 = 2,730; repaid 60,000 + 2,730 = 62,730; overdue, 2 % of the principal a day.
 */
export const PESALOAN_91 = {
  productId: 'p1',
  productName: 'PesaLoan 91',
  amount: 60000,
  termDays: 91,
  interestRatePerDay: 0.05,
  interest: 2730,
  repayAmount: 62730,
  penaltyRatePerDay: 2,
} as const;

/** A quote of PesaLoan 91 as `loan/confirm/product-info` sends it: fee 5 %, its tax 18 %. */
export const pesaLoan91Quote: Quote = {
  ...PESALOAN_91,
  serviceFee: 3000,
  serviceFeeTax: 540,
  receivedAmount: 56460,
  totalCostOfCredit: 6270,
  couponDiscount: 0,
  dueDate: Date.UTC(2027, 1, 25, 9) / 1000,
};
