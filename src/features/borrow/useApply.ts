import { useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import { errorMessage } from '../../api/http.ts';
import { applyMarket, applyMarketAgain } from '../../api/loan.ts';
import { BusinessCode } from '../../contract/codes.ts';
import type { LoanStep } from '../../contract/entities.ts';
import { useDecisionKey } from '../../lib/decision-key.ts';
import { useSingleFlight } from '../../lib/useSingleFlight.ts';
import { routeByStep } from '../../loan/steps.ts';
import { navigate } from '../../routing/hash-location.ts';
import { PATHS } from '../../routing/routes.ts';
import { showToast } from '../../store/toasts.ts';
import { moneyAction } from './lost-reply.ts';

/** The server refused the chosen coupon (used, expired or not the borrower's). */
export const isCouponRefusal = (error: unknown) =>
  error instanceof ApiError && error.kind === 'business' && error.code === BusinessCode.couponUnusable;

export interface ApplyChoice {
  productId: string;
  amount: number;
  couponId: string | null;
  /** The borrower has had a loan before: `apply-market-again`. */
  again: boolean;
  /** Their latest order before this tap (null for none): an order with another number is this tap's. */
  previousOrderNo: string | null;
}

const land = (step: LoanStep) => {
  if (!routeByStep(step.stepCode, step.query, navigate)) navigate(PATHS.home);
};

/**
 * Apply (step 14) as one decision: the same idempotency key on every retry of the same choice; after a
 * lost reply, the server is asked whether the order exists and the borrower lands on it. `unconfirmed`:
 * the server could not be asked either; the screen says a retry is safe.
 */
export function useApply(onCouponRefused: () => void) {
  const decision = useDecisionKey();
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [apply, applying] = useSingleFlight(async (choice: ApplyChoice) => {
    const call = choice.again ? applyMarketAgain : applyMarket;
    const body = { productId: choice.productId, amount: choice.amount };
    const withCoupon = choice.couponId;
    setUnconfirmed(false);
    let outcome;
    try {
      outcome = await moneyAction(
        decision,
        JSON.stringify({ ...body, withCoupon, again: choice.again }),
        (idempotencyKey) =>
          withCoupon === null
            ? call(body, { idempotencyKey })
            : // Quiet: a refused coupon is said on the screen; other refusals are toasted below.
              call({ ...body, couponId: withCoupon }, { quiet: true, idempotencyKey }),
        (home) => home.order !== null && home.order.orderNo !== choice.previousOrderNo,
      );
    } catch (error) {
      // The coupon was refused: drop it and keep everything else (product, amount, agreement).
      if (withCoupon !== null && isCouponRefusal(error)) {
        onCouponRefused();
        return;
      }
      if (withCoupon !== null && error instanceof ApiError && error.kind === 'business') {
        showToast(errorMessage(error), { kind: 'error' });
      }
      throw error;
    }
    if (outcome.kind === 'replied') land(outcome.reply);
    else if (outcome.kind === 'happened' && outcome.home.loan) land(outcome.home.loan);
    else if (outcome.kind === 'unknown') setUnconfirmed(true);
  });
  return { apply, applying, unconfirmed };
}
