/** The home page and the loan market: what a visitor sees before and after signing in. */
import { MARKET, PRODUCTS } from '../data/products.ts';
import { stepQuery } from '../store/users.ts';
import { route } from './types.ts';
import type { Route } from './types.ts';

export const marketRoutes: readonly Route[] = [
  route('portal/homepage/data', (ctx) => {
    const { user } = ctx;
    return {
      ...MARKET,
      loan: user ? { stepCode: user.step_code, query: stepQuery(user) } : null,
      order: null,
    };
  }),
  route('loanMarket/index', () => ({ products: [...PRODUCTS] })),
];
