import type { PayloadOf } from '../contract/calls.ts';
import { get, post, type CallOptions } from './http.ts';

/** Loan market, products, orders and disbursement (`loanMarket/*`, `loan/*`). */

type Apply = PayloadOf<'loan/loan-order/apply-market'>;

export const loanMarketIndex = () => get('loanMarket/index', {}, { background: true });
export const lendingRecord = (options?: CallOptions) => get('loanMarket/lending-record', {}, options);
export const repayColor = () => get('loanMarket/repay-color', {}, { background: true });
export const repayProducts = () => get('loanMarket/repay/products', {});
export const orderListMarket = () => get('loan/loan-order/list-market', {});
export const productListMarket = () => get('loan/product/list-market', {});
export const loanProductIndex = (productId: string) => get('loan/loan-product/index', { productId });
export const getMoney = (orderNo: string, options?: CallOptions) =>
  get('loan/get-money', { orderNo }, options);
export const stepAmount = (productId: string) => get('loan/product/step-amount', { productId });
export const creditInfo = () => get('loan/get-credit-info', {});
export const moneyTime = (orderNo: string, options?: CallOptions) =>
  get('loan/get-money-time', { orderNo }, options);
export const applyMarket = (body: Apply, options?: CallOptions) =>
  post('loan/loan-order/apply-market', body, options);
export const applyMarketAgain = (body: Apply, options?: CallOptions) =>
  post('loan/loan-order/apply-market-again', body, options);
export const cancelDrawMoney = (orderNo: string, options?: CallOptions) =>
  post('loan/cancel-draw-money', { orderNo }, { quiet: true, ...options });
