/**
 * PesaLoan 91 (p1), TZS 60,000 over 91 days at 0.05 % a day: the terms a quote and an order of it share.
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
