/**
 * Repayment controls: look at a borrower's payment orders and proofs, settle a pending payment or review a
 * pending proof now (with the outcome a tester wants), and turn a payment channel off or on.
 */
import { CHANNELS } from '../data/repayment.ts';
import type { PaymentOutcome, ProofOutcome } from '../loans/repayment.ts';
import { channelsWith, toPayOrder, toProof } from '../loans/repay-views.ts';
import { HELD_PAYMENTS, UNAVAILABLE_CHANNELS } from '../routes/repay.ts';
import type { PayOrderRow, ProofRow } from '../store/payments.ts';
import type { UserRow } from '../store/users.ts';
import type { ControlActions, ControlDeps } from './shared.ts';
import { ControlError, jsonBody, userNamed } from './shared.ts';

const PAYMENT_OUTCOMES: readonly PaymentOutcome[] = ['paid', 'failed', 'timeout'];
const PROOF_OUTCOMES: readonly ProofOutcome[] = ['accepted', 'refused'];

function outcomeOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (allowed.includes(value as T)) return value as T;
  throw new ControlError(400, `outcome must be one of ${allowed.join(', ')}`);
}

/** Every loan of the borrower (as of now) with its order number, newest first. */
function loansOf(deps: ControlDeps, user: UserRow) {
  return deps.loans.forUser(user.id, deps.clock.now());
}

function pendingOrder(deps: ControlDeps, user: UserRow): { order: PayOrderRow; orderNo: string } {
  for (const loan of loansOf(deps, user)) {
    const order = deps.store.payments.pending(loan.id).at(-1);
    if (order) return { order, orderNo: loan.order_no };
  }
  throw new ControlError(409, 'the borrower has no pending payment order');
}

function reviewingProof(deps: ControlDeps, user: UserRow): { proof: ProofRow; orderNo: string } {
  for (const loan of loansOf(deps, user)) {
    const proof = deps.store.payments.reviewing(loan.id).at(-1);
    if (proof) return { proof, orderNo: loan.order_no };
  }
  throw new ControlError(409, 'the borrower has no payment proof under review');
}

export const paymentActions: ControlActions = {
  /** `GET payments?mobile=…`: the borrower's payment orders and proofs, newest first. */
  'GET payments': ({ query }, deps) => {
    const user = userNamed(Object.fromEntries(query), deps.store);
    const loans = loansOf(deps, user);
    return {
      orders: loans.flatMap((loan) =>
        deps.store.payments
          .orders(loan.id)
          .sort((a, b) => b.id - a.id)
          .map((order) => ({ ...toPayOrder(order, loan.order_no, 'en'), outcome: order.outcome })),
      ),
      proofs: loans.flatMap((loan) =>
        deps.store.payments
          .proofs(loan.id)
          .sort((a, b) => b.id - a.id)
          .map((proof) => ({ ...toProof(proof, loan.order_no, 'en'), outcome: proof.outcome })),
      ),
    };
  },
  /** `{ mobile, outcome? }`: the newest pending payment order settles now (as planned, or as `outcome`). */
  'POST payments/settle': async ({ req }, deps) => {
    const body = await jsonBody(req);
    const user = userNamed(body, deps.store);
    const outcome = outcomeOf(body['outcome'], PAYMENT_OUTCOMES);
    const { order, orderNo } = pendingOrder(deps, user);
    const settled = deps.loans.settleNow(order, outcome, deps.clock.now());
    return { ok: true, order: toPayOrder(settled, orderNo, 'en') };
  },
  /**
   * `{ mobile, hold? }`: the borrower's payment orders made from now on stay pending until `payments/settle`
   * (or their expiry), instead of settling after the payment delay: a test acts while one is pending
   * without racing the delay. `hold: false` ends it.
   */
  'POST payments/hold': async ({ req }, deps) => {
    const body = await jsonBody(req);
    const user = userNamed(body, deps.store);
    const hold = body['hold'] ?? true;
    if (typeof hold !== 'boolean') throw new ControlError(400, 'hold must be true or false');
    const others = deps.store.settings.list(HELD_PAYMENTS).filter((id) => id !== String(user.id));
    deps.store.settings.setList(HELD_PAYMENTS, hold ? [...others, String(user.id)] : others);
    return { ok: true, hold };
  },
  /** `{ mobile, outcome? }`: the payment proof under review is decided now. */
  'POST proofs/review': async ({ req }, deps) => {
    const body = await jsonBody(req);
    const user = userNamed(body, deps.store);
    const outcome = outcomeOf(body['outcome'], PROOF_OUTCOMES);
    const { proof, orderNo } = reviewingProof(deps, user);
    deps.loans.reviewNow(proof, outcome, deps.clock.now());
    const reviewed = deps.store.payments.proofs(proof.loan_id).find((p) => p.id === proof.id) ?? proof;
    return { ok: true, proof: toProof(reviewed, orderNo, 'en') };
  },
  /** `{ channelId, available }`: the cashier's channel takes payments, or not ('There is no payment method…'). */
  'POST payments/channels': async ({ req }, deps) => {
    const body = await jsonBody(req);
    const { channelId, available } = body;
    const ids = CHANNELS.map((channel) => channel.channelId);
    if (typeof channelId !== 'string' || !ids.includes(channelId)) {
      throw new ControlError(400, `channelId must be one of ${ids.join(', ')}`);
    }
    if (typeof available !== 'boolean') throw new ControlError(400, 'available must be true or false');
    const off = deps.store.settings.list(UNAVAILABLE_CHANNELS).filter((id) => id !== channelId);
    deps.store.settings.setList(UNAVAILABLE_CHANNELS, available ? off : [...off, channelId]);
    return { ok: true, channels: channelsWith(deps.store.settings.list(UNAVAILABLE_CHANNELS), 'en') };
  },
};
