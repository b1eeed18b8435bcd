/** Loan controls: look at a borrower's loans and their events, decide now, and set the data-collection gate. */
import { toLoanOrder } from '../loans/order.ts';
import { COLLECTION_FLAGS } from '../store/collection.ts';
import type { CollectionFlag } from '../store/collection.ts';
import type { ControlActions } from './shared.ts';
import { ControlError, jsonBody, userNamed } from './shared.ts';

/** How long `loans/hold` keeps a decision pending: longer than any test. */
const HOLD_MS = 60 * 60 * 1000;

const isFlag = (flag: unknown): flag is CollectionFlag => COLLECTION_FLAGS.includes(flag as CollectionFlag);

export const loanActions: ControlActions = {
  /** `GET loans?mobile=…`: every loan of the borrower, newest first, each with its transitions. */
  'GET loans': ({ query }, deps) => {
    const user = userNamed(Object.fromEntries(query), deps.store);
    const nowMs = deps.clock.now();
    const loans = deps.loans.forUser(user.id, nowMs).map((loan) => ({
      ...toLoanOrder(loan, nowMs),
      outcome: loan.outcome,
      events: deps.store.loans.events(loan.id).map((event) => ({
        event: event.event,
        from: event.from_state,
        to: event.to_state,
        at: new Date(event.at).toISOString(),
      })),
    }));
    return { loans };
  },
  /** The pending review or payout of the borrower's open loan is decided now (the delay is skipped). */
  'POST loans/decide': async ({ req }, deps) => {
    const user = userNamed(await jsonBody(req), deps.store);
    const nowMs = deps.clock.now();
    const open = deps.loans.open(user.id, nowMs);
    if (!open) throw new ControlError(409, 'the borrower has no open loan');
    if (open.decide_at === null) {
      throw new ControlError(409, `nothing to decide: the loan ${open.order_no} is ${open.state}`);
    }
    const loan = deps.loans.decideNow(open, nowMs);
    return { ok: true, order: toLoanOrder(loan, nowMs) };
  },
  /**
   * `{ mobile }`: the pending review or payout of the borrower's open loan waits an hour more, so a test
   * can act while it is pending (cancel a payout) without racing the sandbox's delay; `loans/decide` ends it.
   */
  'POST loans/hold': async ({ req }, deps) => {
    const user = userNamed(await jsonBody(req), deps.store);
    const nowMs = deps.clock.now();
    const open = deps.loans.open(user.id, nowMs);
    if (!open || open.decide_at === null) throw new ControlError(409, 'the borrower has nothing pending');
    const loan = deps.loans.hold(open, nowMs, HOLD_MS);
    return { ok: true, order: toLoanOrder(loan, nowMs) };
  },
  /** `{ mobile, enable, failing? }`: turn the data-collection gate on (or off) for a borrower. */
  'POST collection': async ({ req }, deps) => {
    const body = await jsonBody(req);
    const user = userNamed(body, deps.store);
    const { enable, failing = [] } = body;
    if (typeof enable !== 'boolean') throw new ControlError(400, 'enable must be true or false');
    if (!Array.isArray(failing) || !failing.every(isFlag)) {
      throw new ControlError(400, `failing must be a list of ${COLLECTION_FLAGS.join(', ')}`);
    }
    deps.store.collection.set(user.id, enable, failing);
    return { ok: true, enabled: enable, flags: deps.store.collection.flags(user.id) };
  },
};
