/** The home page and the loan market: what a visitor sees before and after signing in. */
import { MARKET, PRODUCTS } from '../data/products.ts';
import type { Product } from '../data/products.ts';
import { stepQuery } from '../store/users.ts';
import type { Route } from './types.ts';

interface HomepageData {
  readonly currency: string;
  readonly minAmount: number;
  readonly maxAmount: number;
  readonly maxTermDays: number;
  readonly interestRatePerDay: number;
  /** The signed-in user's next loan step and its routing query; `null` for a visitor. */
  readonly loan: { readonly stepCode: number; readonly query: Record<string, string> } | null;
}

export const marketRoutes: readonly Route[] = [
  {
    base: 'api',
    methods: ['GET'],
    path: 'portal/homepage/data',
    auth: 'optional',
    handle(ctx): HomepageData {
      const { user } = ctx;
      return {
        ...MARKET,
        loan: user ? { stepCode: user.step_code, query: stepQuery(user) } : null,
      };
    },
  },
  {
    base: 'api',
    methods: ['GET'],
    path: 'loanMarket/index',
    auth: 'optional',
    handle(): { products: readonly Product[] } {
      return { products: PRODUCTS };
    },
  },
];
