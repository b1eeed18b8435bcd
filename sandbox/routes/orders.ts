/** The borrower's loan orders, and taking (or stopping) the money of an approved one. */
import type { LoanOrder } from '../../src/contract/entities.ts';
import { ApiError, Code } from '../errors.ts';
import { seconds, toLoanOrder } from '../loans/order.ts';
import { ownOrder, wrongState } from './apply.ts';
import { route, signedIn, stepFor } from './types.ts';
import type { CallContext, Route } from './types.ts';

function orders(ctx: CallContext): { orders: LoanOrder[] } {
  const loans = ctx.loans.forUser(signedIn(ctx).id, ctx.nowMs);
  return { orders: loans.map((loan) => toLoanOrder(loan, ctx.nowMs)) };
}

export const orderRoutes: readonly Route[] = [
  route('portal/loan/order/latest', (ctx) => {
    const latest = ctx.loans.forUser(signedIn(ctx).id, ctx.nowMs)[0];
    return latest ? toLoanOrder(latest, ctx.nowMs) : null;
  }),
  route('loanMarket/lending-record', orders),
  route('loan/loan-order/list-market', orders),
  route('loan/get-money', (ctx) => {
    const fired = ctx.loans.fire(ownOrder(ctx, ctx.payload.orderNo), 'draw', ctx.nowMs);
    if (!fired.ok) throw wrongState(fired.loan);
    return { ...stepFor(ctx, signedIn(ctx)), orderNo: fired.loan.order_no };
  }),
  route('loan/get-money-time', (ctx) => {
    // The payout's expected time; before the money is asked for, or once it is decided, there is none.
    const loan = ownOrder(ctx, ctx.payload.orderNo);
    const pending = loan.state === 'disbursing' && loan.decide_at !== null;
    return { expectedAt: pending ? seconds(loan.decide_at ?? 0) : null };
  }),
  route('loan/cancel-draw-money', (ctx) => {
    // The payout is decided when due (reading the order applies it): after that, cancelling is too late.
    const fired = ctx.loans.fire(ownOrder(ctx, ctx.payload.orderNo), 'cancel', ctx.nowMs);
    if (!fired.ok) throw ApiError.business(Code.cancelRefused, 'cancelRefused');
    return { ...stepFor(ctx, signedIn(ctx)), cancelled: true };
  }),
];
