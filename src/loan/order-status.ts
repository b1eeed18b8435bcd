import { StepCode, type LoanState } from '../contract/codes.ts';
import type { LoanOrder, LoanStep } from '../contract/entities.ts';

import type { MessageKey } from '../i18n/i18n.ts';
import { PATHS, withQuery } from '../routing/routes.ts';
import { stepLocation } from './steps.ts';

/**
 * What a borrower is told about a loan order in each state, and the one thing they can do next. Home,
 * Records and the loan detail read this table, so a state is never labelled two ways. The hint of each
 * state is in ./order-hint.ts: Home shows it only once its dates have loaded, after its first paint.
 */

/** The labels of spec section 4 (assessing, repaying, overdue, finished, disbursing, cancelled, rejected, failed). */
export const STATE_LABEL: Readonly<Record<LoanState, MessageKey>> = {
  applied: 'loan.state.incomplete',
  under_review: 'loan.state.assessing',
  approved: 'loan.state.approved',
  rejected: 'loan.state.rejected',
  disbursing: 'loan.state.disbursing',
  payout_failed: 'loan.state.failed',
  disbursed: 'loan.state.repaying',
  repaying: 'loan.state.repaying',
  overdue: 'loan.state.overdue',
  finished: 'loan.state.finished',
  cancelled: 'loan.state.cancelled',
};

/** Tone of a state for styling (src/ui/Tag.tsx). */
export type { Tone } from '../ui/Tag.tsx';
import type { Tone } from '../ui/Tag.tsx';
export const STATE_TONE: Readonly<Record<LoanState, Tone>> = {
  applied: 'attention',
  under_review: 'neutral',
  approved: 'good',
  rejected: 'bad',
  disbursing: 'neutral',
  payout_failed: 'bad',
  disbursed: 'neutral',
  repaying: 'neutral',
  overdue: 'attention',
  finished: 'good',
  cancelled: 'neutral',
};

export interface NextAction {
  label: MessageKey;
  /** Where the action leads. */
  to: string;
}

const PROFILE_STEPS: ReadonlySet<number> = new Set([
  StepCode.BasicInfo,
  StepCode.Addition,
  StepCode.IdentityOCR,
  StepCode.BindCard,
  StepCode.Question,
]);

/** The loan detail of one order (Records with the order selected). */
export const orderDetailLocation = (orderNo: string): string => withQuery(PATHS.records, { orderNo });

/**
 * The primary action for a signed-in borrower, from the server's step and their latest order. Every step
 * has one: continuing the application, the review, the money, repaying, applying again, or the reason
 * they cannot apply yet (the rejected order's detail).
 */
export function nextAction(step: LoanStep, order: LoanOrder | null): NextAction {
  const code = step.stepCode;
  const to = stepLocation(code, step.query);
  if (PROFILE_STEPS.has(code) && to) {
    // A borrower who has not started yet applies; one who stopped half-way continues.
    const fresh = code === StepCode.BasicInfo && order === null;
    return { label: fresh ? 'home.apply' : 'loan.action.continue', to };
  }
  switch (code) {
    case StepCode.Confirm:
      return { label: order ? 'loan.action.applyAgain' : 'home.apply', to: to ?? PATHS.confirmBorrow };
    case StepCode.FinishLoading:
      return { label: 'loan.action.continue', to: to ?? PATHS.finishLoading };
    case StepCode.Applying:
      return { label: 'loan.action.review', to: to ?? PATHS.reviewTips };
    case StepCode.GetMoney:
      return { label: 'loan.action.getMoney', to: to ?? PATHS.confirmBorrow };
    case StepCode.Lending:
      return { label: 'loan.action.lending', to: to ?? PATHS.lending };
    case StepCode.Repaying:
      return { label: 'loan.action.repay', to: to ?? PATHS.repayDetail };
    case StepCode.Overdued:
      return { label: 'loan.action.repayNow', to: to ?? PATHS.repayDetail };
    default:
      // Rejected, cancelled, payout failed, finished, or a code this app does not know: the order says why.
      return order
        ? { label: 'loan.action.details', to: orderDetailLocation(order.orderNo) }
        : { label: 'loan.action.records', to: PATHS.records };
  }
}
