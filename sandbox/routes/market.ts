/** The home page and the loan market: products, their amounts, the quote of confirm borrow, the credit line. */
import type { Product } from '../../src/contract/entities.ts';
import { findProduct, MARKET, PRODUCTS } from '../data/products.ts';
import { CREDIT_LIMIT } from '../data/repayment.ts';
import { ApiError, Code } from '../errors.ts';
import { isOffered, loanFigures, offeredAmounts } from '../loans/money.ts';
import { seconds, toLoanOrder } from '../loans/order.ts';
import { DAY_MS } from '../loans/types.ts';
import { message } from '../messages.ts';
import { chosenCoupon } from './coupon-choice.ts';
import { route, signedIn, stepFor } from './types.ts';
import type { Route } from './types.ts';

export function requireProduct(productId: string): Product {
  const product = findProduct(productId);
  if (!product) throw ApiError.business(Code.productUnavailable, 'productUnavailable');
  return product;
}

export function requireOffered(product: Product, amount: number): void {
  if (isOffered(product, amount)) return;
  throw ApiError.business(Code.amountNotOffered, 'amountNotOffered', {
    amount: String(amount),
    min: String(product.minAmount),
    max: String(product.maxAmount),
    step: String(product.amountStep),
  });
}

export const marketRoutes: readonly Route[] = [
  route('portal/homepage/data', (ctx) => {
    const { user } = ctx;
    if (!user) return { ...MARKET, loan: null, order: null };
    const latest = ctx.loans.forUser(user.id, ctx.nowMs)[0];
    return {
      ...MARKET,
      loan: stepFor(ctx, user),
      order: latest ? toLoanOrder(latest, ctx.nowMs) : null,
    };
  }),
  route('loanMarket/index', () => ({ products: [...PRODUCTS] })),
  route('loan/product/list-market', () => ({ products: [...PRODUCTS] })),
  route('loan/loan-product/index', (ctx) => requireProduct(ctx.payload.productId)),
  route('loan/product/step-amount', (ctx) => ({
    amounts: offeredAmounts(requireProduct(ctx.payload.productId)),
  })),
  route('loan/confirm/product-info', (ctx) => {
    const product = requireProduct(ctx.payload.productId);
    requireOffered(product, ctx.payload.amount);
    const coupon = chosenCoupon(ctx, ctx.payload.couponId);
    return {
      productId: product.productId,
      productName: product.name,
      ...loanFigures(product, ctx.payload.amount, coupon?.amount ?? 0),
      // If the money went out now; the loan's own due date is set when it really does.
      dueDate: seconds(ctx.nowMs + product.termDays * DAY_MS),
    };
  }),
  route('loan/get-credit-info', (ctx) => {
    const loans = ctx.loans.forUser(signedIn(ctx).id, ctx.nowMs);
    const open = loans.find((loan) => ctx.loans.isOpen(loan));
    // Spec section 9: a higher limit after timely repayment (paid in full by the due date).
    const timely = loans.filter(
      (loan) => loan.state === 'finished' && loan.due_at !== null && (loan.closed_at ?? 0) <= loan.due_at,
    ).length;
    const limit = Math.min(CREDIT_LIMIT.max, MARKET.maxAmount + timely * CREDIT_LIMIT.perTimelyLoan);
    return { limit, used: open ? toLoanOrder(open, ctx.nowMs).unpaidAmount : 0 };
  }),
  route('app/isRejectRecommendation', (ctx) => {
    const latest = ctx.loans.forUser(signedIn(ctx).id, ctx.nowMs)[0];
    if (latest?.state !== 'rejected') return { show: false, reapplyAt: null, products: [] };
    const waiting = latest.reapply_at !== null && latest.reapply_at > ctx.nowMs;
    return {
      show: true,
      reapplyAt: waiting && latest.reapply_at !== null ? seconds(latest.reapply_at) : null,
      // Suggested instead: the market's other products (spec section 4).
      products: PRODUCTS.filter((product) => product.productId !== latest.product_id),
      // Our assumptions (docs/protocol.md): why, in the caller's language, and whether applying is open now.
      reason: message(ctx.lang, 'rejectReason'),
      canApply: !waiting,
    };
  }),
];
