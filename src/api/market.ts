import { get } from './http.ts';
import { isProductList } from './reply-checks.ts';

/**
 * Home's product list (`loanMarket/index`), checked like every reply drawn (src/api/reply-checks.ts). Its
 * own module: Home is in the first load, and importing loan.ts there brought every loan call and its
 * checks with it (tests/e2e/bundle.e2e.test.ts).
 */
export const loanMarketIndex = () => get('loanMarket/index', {}, { background: true, check: isProductList });
