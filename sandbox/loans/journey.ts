/**
 * Where a borrower is in the journey, derived every time from what they have done (spec section 4): an
 * open loan decides by its state (STATE_STEP, the mapping the client reads too); before that, the first
 * missing part of the application. One function for every reply that carries a step.
 */
import { STATE_STEP, StepCode } from '../../src/contract/codes.ts';
import type { StepCodeValue } from '../../src/contract/codes.ts';
import type { LoanStep } from '../../src/contract/entities.ts';
import type { Store } from '../store/index.ts';
import { isOpen } from './service.ts';
import type { LoanService } from './service.ts';

/** The first missing part of the application, in the spec's order; null when it is complete. */
export function profileGap(store: Store, userId: number): StepCodeValue | null {
  const forms = store.forms.forUser(userId);
  if (!forms['personal']) return StepCode.BasicInfo;
  if (!forms['work']) return StepCode.Addition;
  const kyc = store.kyc.status(userId);
  if (!(kyc.front && kyc.back && kyc.face && kyc.livenessPassed)) return StepCode.IdentityOCR;
  if (!store.wallets.find(userId)) return StepCode.BindCard;
  if (!forms['questionnaire']) return StepCode.Question;
  return null;
}

/** The borrower's next step and its routing query, as of `nowMs`. */
export function stepOf(store: Store, loans: LoanService, userId: number, nowMs: number): LoanStep {
  const all = loans.forUser(userId, nowMs);
  const open = all.find(isOpen);
  if (open) return { stepCode: STATE_STEP[open.state], query: { orderNo: open.order_no } };
  const gap = profileGap(store, userId);
  if (gap !== null) return { stepCode: gap, query: {} };
  const latest = all[0];
  // A refusal is shown until the borrower may apply again; then they confirm a new loan.
  if (latest?.state === 'rejected' && latest.reapply_at !== null && latest.reapply_at > nowMs) {
    return { stepCode: StepCode.Reject, query: { orderNo: latest.order_no } };
  }
  return { stepCode: StepCode.Confirm, query: {} };
}
