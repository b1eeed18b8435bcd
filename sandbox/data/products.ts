import type { Product } from '../../src/contract/entities.ts';
import { MARKET_FACTS } from '../market.ts';

/**
 * The demo loan market. One consistent set of figures (docs/decisions.md "Numbers ... stated
 * inconsistently"): amounts 1,000–60,000 TZS, terms 91/120/180 days, 0.09 % interest per day. The home page
 * figures are derived from these products so the two can never disagree. Fees: 8 % of the amount plus
 * 18 % VAT on the fee, deducted upfront; late payment 2 % of the principal a day (spec section 9).
 */
export type { Product };

/** The market's currency (markets/<id>.json); the figures below are the demo's, in that currency. */
export const CURRENCY = MARKET_FACTS.currency;

const COMMON = { amountStep: 1000, serviceFeeRate: 8, serviceFeeTaxRate: 18, penaltyRatePerDay: 2 } as const;

export const PRODUCTS: readonly Product[] = [
  {
    productId: 'p1',
    name: 'Haraka Cash',
    minAmount: 1000,
    maxAmount: 20000,
    termDays: 91,
    interestRatePerDay: 0.09,
    logo: 'H',
    ...COMMON,
  },
  {
    productId: 'p2',
    name: 'Pesa Plus',
    minAmount: 5000,
    maxAmount: 40000,
    termDays: 120,
    interestRatePerDay: 0.09,
    logo: 'P',
    ...COMMON,
  },
  {
    productId: 'p3',
    name: 'Mkopo Bora',
    minAmount: 10000,
    maxAmount: 60000,
    termDays: 180,
    interestRatePerDay: 0.09,
    logo: 'MB',
    ...COMMON,
  },
];

/** The market as the home page advertises it: the widest range any product offers. */
export const MARKET = {
  currency: CURRENCY,
  minAmount: Math.min(...PRODUCTS.map((p) => p.minAmount)),
  maxAmount: Math.max(...PRODUCTS.map((p) => p.maxAmount)),
  maxTermDays: Math.max(...PRODUCTS.map((p) => p.termDays)),
  interestRatePerDay: Math.min(...PRODUCTS.map((p) => p.interestRatePerDay)),
} as const;

/** The product `productId`, or undefined when the market offers no such product. */
export function findProduct(productId: string): Product | undefined {
  return PRODUCTS.find((product) => product.productId === productId);
}
