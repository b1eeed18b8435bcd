/**
 * Applying for a loan and submitting it: apply creates the order in `applied` (spec: one open loan per
 * borrower), the data-collection gate runs on it (time/upload/*), and submit sends it to review.
 */
import { BusinessCode } from '../../src/contract/codes.ts';
import type { LoanStep } from '../../src/contract/entities.ts';
import { ApiError, Code } from '../errors.ts';
import { profileGap } from '../loans/journey.ts';
import type { LoanRow } from '../loans/types.ts';
import { COLLECTION_FLAGS } from '../store/collection.ts';
import { requireOffered, requireProduct } from './market.ts';
import { chosenCoupon } from './coupon-choice.ts';
import { route, signedIn, stepFor } from './types.ts';
import type { CallContext, Route } from './types.ts';

/** The borrower's own order `orderNo`, advanced to now; any other order number is a bad parameter. */
export function ownOrder(ctx: CallContext, orderNo: string): LoanRow {
  const loan = ctx.loans.owned(signedIn(ctx).id, orderNo, ctx.nowMs);
  if (!loan) throw ApiError.invalidParam('paramUnknownOrder', { orderNo });
  return loan;
}

/** The refusal for an event the loan's state does not allow. */
export function wrongState(loan: LoanRow): ApiError {
  return ApiError.business(Code.wrongStep, 'stepLoanState', { orderNo: loan.order_no, state: loan.state });
}

/** Shared by apply-market and apply-market-again: every rule, then the new order in `applied`. */
function apply(
  ctx: CallContext<'loan/loan-order/apply-market'>,
  again: boolean,
): LoanStep & { orderNo: string } {
  const user = signedIn(ctx);
  const loans = ctx.loans.forUser(user.id, ctx.nowMs);
  if (loans.some((loan) => ctx.loans.isOpen(loan))) {
    throw ApiError.business(Code.openLoanExists, 'openLoanExists');
  }
  if (profileGap(ctx.store, user.id) !== null) {
    throw ApiError.business(Code.wrongStep, 'stepProfileIncomplete');
  }
  if (again && loans.length === 0) throw ApiError.business(Code.wrongStep, 'stepNoEarlierLoan');
  const latest = loans[0];
  if (latest?.state === 'rejected' && latest.reapply_at !== null && latest.reapply_at > ctx.nowMs) {
    const date = new Date(latest.reapply_at).toISOString().slice(0, 10);
    throw ApiError.business(Code.reapplyTooSoon, 'reapplyTooSoon', { date });
  }
  const product = requireProduct(ctx.payload.productId);
  requireOffered(product, ctx.payload.amount);
  const coupon = chosenCoupon(ctx, ctx.payload.couponId);
  const wallet = ctx.store.wallets.find(user.id);
  const loan = ctx.loans.create(user, product, ctx.payload.amount, wallet, ctx.nowMs, coupon?.amount ?? 0);
  if (!loan) throw ApiError.business(Code.openLoanExists, 'openLoanExists');
  // The coupon is spent on this loan (it shows in `lottery-draw/coupon/used` with its order number).
  if (coupon) ctx.store.coupons.use(coupon.id, loan.id, ctx.nowMs);
  return { ...stepFor(ctx, user), orderNo: loan.order_no };
}

export const applyRoutes: readonly Route[] = [
  route('loan/loan-order/apply-market', (ctx) => apply(ctx, false)),
  route('loan/loan-order/apply-market-again', (ctx) => apply(ctx, true)),
  route('time/upload/enable', (ctx) => {
    const loan = ownOrder(ctx, ctx.payload.orderNo);
    return { enableTimeSdk: ctx.store.collection.setting(loan.user_id).enabled };
  }),
  route('time/upload/uploadStatus', (ctx) =>
    ctx.store.collection.flags(ownOrder(ctx, ctx.payload.orderNo).user_id),
  ),
  route('user/submit', (ctx) => {
    const loan = ownOrder(ctx, ctx.payload.orderNo);
    const flags = ctx.store.collection.flags(loan.user_id);
    const missing = COLLECTION_FLAGS.filter((flag) => !flags[flag]);
    if (loan.state === 'applied' && missing.length > 0) {
      throw ApiError.business(BusinessCode.collectionFailed, 'collectionIncomplete', {
        missing: missing.join(', '),
      });
    }
    const fired = ctx.loans.fire(loan, 'submit', ctx.nowMs);
    if (!fired.ok) throw wrongState(fired.loan);
    return stepFor(ctx, signedIn(ctx));
  }),
];
