/**
 * The demo loan market. One consistent set of figures (docs: /work/shared/decisions.md "Numbers ... stated
 * inconsistently"): amounts 1,000–60,000 TZS, terms 91/120/180 days, 0.09 % interest per day. The home page
 * figures are derived from these products so the two can never disagree.
 */
export interface Product {
  readonly productId: string;
  readonly name: string;
  readonly minAmount: number;
  readonly maxAmount: number;
  readonly termDays: number;
  /** Percent per day: 0.09 means 0.09 %. */
  readonly interestRatePerDay: number;
  /** A short mark the client draws itself; the sandbox serves no images. */
  readonly logo: string;
}

export const CURRENCY = 'TZS';

export const PRODUCTS: readonly Product[] = [
  {
    productId: 'p1',
    name: 'Haraka Cash',
    minAmount: 1000,
    maxAmount: 20000,
    termDays: 91,
    interestRatePerDay: 0.09,
    logo: 'H',
  },
  {
    productId: 'p2',
    name: 'Pesa Plus',
    minAmount: 5000,
    maxAmount: 40000,
    termDays: 120,
    interestRatePerDay: 0.09,
    logo: 'P',
  },
  {
    productId: 'p3',
    name: 'Mkopo Bora',
    minAmount: 10000,
    maxAmount: 60000,
    termDays: 180,
    interestRatePerDay: 0.09,
    logo: 'MB',
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
