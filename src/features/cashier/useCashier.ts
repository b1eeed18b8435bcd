import { useCallback, useEffect, useRef, useState } from 'react';
import { outcomeUnknown } from '../../api/outcome.ts';
import { errorMessage } from '../../api/http.ts';
import { confirmRepayment, confirmRolloverPayment, payChannels, payOrderStatus } from '../../api/payment.ts';
import { useRequest, type RequestResult } from '../../lib/useRequest.ts';
import type { PayChannel, PayMethod, PayOrder } from '../../contract/entities.ts';
import { newIdempotencyKey } from '../../lib/decision-key.ts';
import { useSingleFlight } from '../../lib/useSingleFlight.ts';
import { navigate } from '../../routing/hash-location.ts';
import { PATHS, withQuery } from '../../routing/routes.ts';
import { cashierQuery, type CashierRequest } from './cashier-query.ts';
import {
  callProblem,
  choiceProblem,
  hasPayOrderId,
  methodFor,
  settledProblem,
  stepOf,
  type PayStep,
  type Problem,
} from './payment-state.ts';
import { askWhatHappened, type PayChoice, type PayOutcome } from './lost-payment.ts';
import { useAfterPaid } from './useAfterPaid.ts';
import { usePolling } from '../../loan-ui/usePolling.ts';

export interface Cashier {
  channels: RequestResult<{ channels: PayChannel[] }>;
  channel: PayChannel | undefined;
  channelId: string;
  method: PayMethod | null;
  step: PayStep;
  /** The payment order being paid or just settled; null while choosing. */
  order: PayOrder | null;
  problem: Problem | null;
  /** The last status check failed: the screen says it keeps trying. */
  pollFailing: boolean;
  choose: (channelId: string) => void;
  chooseMethod: (method: string) => void;
  pay: () => Promise<void>;
  /** Back to the channels, with the channel and amount kept (after a failure, or to pay another way). */
  otherWay: () => void;
}

const settled = (order: PayOrder) => order.state !== 'pending';

/**
 * The cashier's state lives in its routing query (`channelId`, `method`, `payOrderId` beside the
 * request): a reload, a trip to the wallet app and back, or a login after an expired session comes back
 * to the same channel, amount and payment in progress. `payKey` is the idempotency key of a tap on Pay
 * whose answer has not come yet (docs/protocol.md "Idempotency keys"): written before the call is sent,
 * so a retry, a reload or a return after the app was killed sends the same key, never a second order;
 * dropped once the server has answered (an order, a refusal) or the borrower chooses something else.
 */
export function useCashier(request: CashierRequest, query: Record<string, string>): Cashier {
  const channels = useRequest(() => payChannels(), []);
  const list = channels.data?.channels ?? [];
  const channelId = query.channelId ?? '';
  const channel = list.find((c) => c.channelId === channelId);
  const method = methodFor(channel, query.method);
  const payOrderId = query.payOrderId ?? '';
  const payKey = payOrderId ? '' : (query.payKey ?? '');
  const [created, setCreated] = useState<PayOrder | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [checking, setChecking] = useState(false);

  const go = useCallback(
    (next: Record<string, string | undefined>) => {
      const merged: Record<string, string> = { ...cashierQuery(request) };
      for (const [key, value] of Object.entries({ channelId, method: method ?? undefined, ...next })) {
        if (value) merged[key] = value;
      }
      navigate(withQuery(PATHS.cashier, merged), { replace: true });
    },
    [request, channelId, method],
  );

  const poll = usePolling(
    payOrderId || null,
    () => payOrderStatus(payOrderId, { background: true, quiet: true }),
    settled,
  );
  const order = poll.value ?? (created?.payOrderId === payOrderId && payOrderId ? created : null);
  useAfterPaid(order);

  /** Lands on what one tap came to: the order, or why Pay is offered again (with the same key). */
  const land = useCallback(
    (outcome: PayOutcome, key: string) => {
      if (outcome.kind === 'replied' || outcome.kind === 'happened') {
        if (!hasPayOrderId(outcome.order)) {
          setProblem({ key: 'cashier.messages.payOrderIdEmpty' });
          go({});
          return;
        }
        setCreated(outcome.order);
        go({ payOrderId: outcome.order.payOrderId });
        return;
      }
      setProblem({ key: outcome.kind === 'notHappened' ? 'cashier.lost.notMade' : 'cashier.lost.unknown' });
      go({ payKey: key });
    },
    [go],
  );

  // The key whose fate was asked about or is being settled by a tap (the effect below asks once per key).
  const asked = useRef('');

  const [pay, creating] = useSingleFlight(async () => {
    const before = choiceProblem(list, channelId, method);
    setProblem(before);
    if (before || !method) return;
    const choice: PayChoice = { ...request, channelId, method };
    // The same tap retried (after a lost reply) keeps its key; a new tap after an answer is a new decision.
    const key = payKey || newIdempotencyKey();
    asked.current = key;
    if (!payKey) go({ payKey: key });
    const confirm = request.purpose === 'rollover' ? confirmRolloverPayment : confirmRepayment;
    const { purpose: _purpose, ...body } = choice;
    let outcome: PayOutcome;
    try {
      outcome = { kind: 'replied', order: await confirm(body, { quiet: true, idempotencyKey: key }) };
    } catch (error) {
      if (!outcomeUnknown(error)) {
        // Refused: the decision has its answer. What the borrower chose stays; the message says why.
        go({});
        setProblem(callProblem(error, errorMessage));
        return;
      }
      // The reply was lost: ask the server what happened before offering Pay again.
      setChecking(true);
      outcome = await askWhatHappened(choice);
      setChecking(false);
    }
    land(outcome, key);
  });

  // Back on the cashier with a tap whose answer never came (a reload, the app killed mid-call): ask the
  // server what became of it before anything else, once per key.
  useEffect(() => {
    if (!payKey || !method || asked.current === payKey) return;
    asked.current = payKey;
    let live = true;
    setChecking(true);
    void askWhatHappened({ ...request, channelId, method }).then((outcome) => {
      // The borrower may have left meanwhile: landing would pull them back to the cashier.
      if (!live) return;
      setChecking(false);
      land(outcome, payKey);
    });
    return () => {
      live = false;
    };
  }, [payKey, method, request, channelId, land]);

  const step: PayStep = checking
    ? 'checking'
    : creating
      ? 'creating'
      : order
        ? stepOf(order)
        : payOrderId
          ? 'waiting'
          : 'choosing';
  // A refusal of the last tap first; else what became of the order in the query.
  const shownProblem =
    step === 'waiting' || step === 'paid' ? null : (problem ?? (order ? settledProblem(order) : null));

  return {
    channels,
    channel,
    channelId,
    method,
    step,
    order,
    problem: shownProblem,
    pollFailing: poll.failing,
    choose: (id) => {
      setProblem(null);
      go({
        channelId: id,
        method:
          methodFor(
            list.find((c) => c.channelId === id),
            query.method,
          ) ?? undefined,
        payOrderId: undefined,
      });
    },
    chooseMethod: (next) => {
      setProblem(null);
      go({ method: next, payOrderId: undefined });
    },
    pay,
    otherWay: () => {
      setProblem(null);
      go({ payOrderId: undefined });
    },
  };
}
