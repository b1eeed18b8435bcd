import type { PayloadOf } from '../contract/calls.ts';
import type { LoanOrder, Product } from '../contract/entities.ts';
import { get, post, type CallOptions } from './http.ts';
import { isFigure, isLoanOrder, isProduct, isProductList, isTime } from './reply-checks.ts';

/**
 * Loan market, products, orders and disbursement (`loanMarket/*`, `loan/*`). Every reply a screen draws
 * is checked here (src/api/reply-checks.ts): a reply that cannot be true is a bad reply, the screen's
 * "could not read" error with Retry.
 */

type Apply = PayloadOf<'loan/loan-order/apply-market'>;

/** `loanMarket/lending-record` and `loan/loan-order/list-market`: every order readable. */
export const isOrderList = (value: unknown): value is { orders: LoanOrder[] } =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { orders?: unknown }).orders) &&
  (value as { orders: unknown[] }).orders.every(isLoanOrder);

/**
 * `loan/product/step-amount` for `product`: at least one amount, each a whole number of shillings within
 * the product's range ("TZS NaN" or "TZS -5,000" in the amount list was a reply read as it came).
 */
export const isStepAmountsFor =
  (product: Pick<Product, 'minAmount' | 'maxAmount'>) =>
  (value: unknown): value is { amounts: number[] } =>
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { amounts?: unknown }).amounts) &&
    (value as { amounts: unknown[] }).amounts.length > 0 &&
    (value as { amounts: unknown[] }).amounts.every(
      (amount) =>
        typeof amount === 'number' &&
        Number.isInteger(amount) &&
        amount >= product.minAmount &&
        amount <= product.maxAmount,
    );

const isCredit = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  isFigure((value as { limit?: unknown }).limit) &&
  isFigure((value as { used?: unknown }).used);
const isMoneyTime = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  ((value as { expectedAt?: unknown }).expectedAt === null ||
    isTime((value as { expectedAt?: unknown }).expectedAt));

export const lendingRecord = (options?: CallOptions) =>
  get('loanMarket/lending-record', {}, { ...options, check: isOrderList });
export const repayColor = () => get('loanMarket/repay-color', {}, { background: true });
export const repayProducts = () => get('loanMarket/repay/products', {});
export const orderListMarket = () => get('loan/loan-order/list-market', {}, { check: isOrderList });
export const productListMarket = () => get('loan/product/list-market', {}, { check: isProductList });
export const loanProductIndex = (productId: string) =>
  get('loan/loan-product/index', { productId }, { check: isProduct });
export const getMoney = (orderNo: string, options?: CallOptions) =>
  get('loan/get-money', { orderNo }, options);
/** The amounts on offer for `product`: each within the product's own range. */
export const stepAmount = (product: Product) =>
  get('loan/product/step-amount', { productId: product.productId }, { check: isStepAmountsFor(product) });
export const creditInfo = () => get('loan/get-credit-info', {}, { check: isCredit });
export const moneyTime = (orderNo: string, options?: CallOptions) =>
  get('loan/get-money-time', { orderNo }, { ...options, check: isMoneyTime });
export const applyMarket = (body: Apply, options?: CallOptions) =>
  post('loan/loan-order/apply-market', body, options);
export const applyMarketAgain = (body: Apply, options?: CallOptions) =>
  post('loan/loan-order/apply-market-again', body, options);
export const cancelDrawMoney = (orderNo: string, options?: CallOptions) =>
  post('loan/cancel-draw-money', { orderNo }, { quiet: true, ...options });
