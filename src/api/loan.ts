import type { LoanOrder, LoanStep } from './portal.ts';
import { get, post } from './http.ts';

/** Loan market, products, orders and disbursement (`loanMarket/*`, `loan/*`). */

export interface Product {
  productId: string;
  name: string;
  minAmount: number;
  maxAmount: number;
  termDays: number;
  /** Percent per day. */
  interestRatePerDay: number;
  /** A short mark (letters), never a URL: rendered as text. */
  logo: string;
}

export interface ProductQuote {
  productId: string;
  amount: number;
  termDays: number;
  interest: number;
  serviceFee: number;
  receivedAmount: number;
  repayAmount: number;
  /** Seconds since epoch. */
  dueDate: number;
}

export const loanMarketIndex = () =>
  get<{ products: Product[] }>('loanMarket/index', {}, { background: true });
export const lendingRecord = () => get<{ orders: LoanOrder[] }>('loanMarket/lending-record');
export const repayColor = () => get<{ color: string }>('loanMarket/repay-color', {}, { background: true });
export const repayProducts = () => get<{ products: Product[] }>('loanMarket/repay/products');
export const orderListMarket = () => get<{ orders: LoanOrder[] }>('loan/loan-order/list-market');
export const productListMarket = () => get<{ products: Product[] }>('loan/product/list-market');
export const confirmProductInfo = (query: { productId: string; amount?: number }) =>
  get<ProductQuote>('loan/confirm/product-info', { ...query });
export const loanProductIndex = (productId: string) => get<Product>('loan/loan-product/index', { productId });
export const getMoney = (orderNo: string) =>
  get<LoanStep & { orderNo: string }>('loan/get-money', { orderNo });
export const stepAmount = (productId: string) =>
  get<{ amounts: number[] }>('loan/product/step-amount', { productId });
export const creditInfo = () => get<{ limit: number; used: number }>('loan/get-credit-info');
export const moneyTime = (orderNo: string) => get<{ expectedAt: number }>('loan/get-money-time', { orderNo });
export const applyMarket = (body: { productId: string; amount: number; termDays: number }) =>
  post<LoanStep & { orderNo: string }>('loan/loan-order/apply-market', { ...body });
export const applyMarketAgain = (body: { productId: string; amount: number; termDays: number }) =>
  post<LoanStep & { orderNo: string }>('loan/loan-order/apply-market-again', { ...body });
export const cancelDrawMoney = (orderNo: string) =>
  post<{ cancelled: boolean }>('loan/cancel-draw-money', { orderNo });
