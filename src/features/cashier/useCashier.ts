import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/http.ts';
import { confirmRepayment, confirmRolloverPayment, payChannels, payOrderStatus } from '../../api/payment.ts';
import { useRequest, type RequestResult } from '../../api/useRequest.ts';
import type { PayChannel, PayMethod, PayOrder } from '../../contract/entities.ts';
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
import { useAfterPaid } from './useAfterPaid.ts';
import { usePolling } from '../../loan/usePolling.ts';

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
 * to the same channel, amount and payment in progress.
 */
export function useCashier(request: CashierRequest, query: Record<string, string>): Cashier {
  const channels = useRequest(() => payChannels(), []);
  const list = channels.data?.channels ?? [];
  const channelId = query.channelId ?? '';
  const channel = list.find((c) => c.channelId === channelId);
  const method = methodFor(channel, query.method);
  const payOrderId = query.payOrderId ?? '';
  const [created, setCreated] = useState<PayOrder | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

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

  const [pay, creating] = useSingleFlight(async () => {
    const before = choiceProblem(list, channelId, method);
    setProblem(before);
    if (before || !method) return;
    const body = { orderNo: request.orderNo, amount: request.amount, channelId, method };
    try {
      const confirm = request.purpose === 'rollover' ? confirmRolloverPayment : confirmRepayment;
      const next = await confirm(body, { quiet: true });
      if (!hasPayOrderId(next)) {
        setProblem({ key: 'cashier.messages.payOrderIdEmpty' });
        return;
      }
      setCreated(next);
      go({ payOrderId: next.payOrderId });
    } catch (error) {
      // What the borrower chose stays; the message says what happened.
      setProblem(callProblem(error, errorMessage));
    }
  });

  const step: PayStep = creating ? 'creating' : order ? stepOf(order) : payOrderId ? 'waiting' : 'choosing';
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
