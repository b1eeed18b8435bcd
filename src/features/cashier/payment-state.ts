import cashierTexts from '../../i18n/sections/cashier.ts';
import { ApiError } from '../../api/errors.ts';
import { BusinessCode } from '../../contract/codes.ts';
import type { PayChannel, PayMethod, PayOrder } from '../../contract/entities.ts';
import type { MessageKey, KeysOf } from '../../i18n/i18n.ts';

type TextKey = MessageKey | KeysOf<typeof cashierTexts>;

/**
 * The cashier's rules as data, apart from React so that they are tested without a browser: what a
 * payment order's state means for the screen, which of spec section 8's messages a refusal shows, and
 * what is checked before anything is sent.
 */

/** What the cashier shows, exposed as `data-state`. */
export type PayStep =
  | 'choosing'
  | 'creating'
  /** A Pay whose reply was lost (or never came before a reload): asking the server what became of it. */
  | 'checking'
  | 'waiting'
  | 'paid'
  | 'failed'
  | 'timedOut'
  | 'replaced';

/** A message for the borrower: one of the app's texts, or a text the server wrote in their language. */
export type Problem = { key: TextKey } | { text: string };

/** Spec section 8's payment messages, by the code the server answers with. */
const CODE_KEYS: Readonly<Partial<Record<number, TextKey>>> = {
  [BusinessCode.channelIdEmpty]: 'cashier.messages.channelIdEmpty',
  [BusinessCode.orderNoEmpty]: 'cashier.messages.orderNoEmpty',
  [BusinessCode.payOrderIdEmpty]: 'cashier.messages.payOrderIdEmpty',
  [BusinessCode.payOrderTimedOut]: 'cashier.messages.timedOut',
  [BusinessCode.noPaymentMethod]: 'cashier.messages.noPaymentMethod',
  [BusinessCode.paymentFailed]: 'errors.requestFailed',
};

/** The step a payment order puts the cashier in. */
export function stepOf(order: PayOrder): PayStep {
  switch (order.state) {
    case 'pending':
      return 'waiting';
    case 'paid':
      return 'paid';
    case 'failed':
      return order.failure?.code === BusinessCode.payOrderTimedOut ? 'timedOut' : 'failed';
    case 'timed_out':
      return 'timedOut';
    case 'cancelled':
      return 'replaced';
    default:
      return order.state satisfies never;
  }
}

/** What a settled order that did not pay says: 'The request failed Please try again' and the like. */
export function settledProblem(order: PayOrder): Problem | null {
  const step = stepOf(order);
  if (step === 'timedOut') return { key: 'cashier.messages.timedOut' };
  if (step === 'replaced') return { key: 'cashier.replaced' };
  if (step !== 'failed') return null;
  const key = order.failure ? CODE_KEYS[order.failure.code] : undefined;
  return { key: key ?? 'errors.requestFailed' };
}

/**
 * What a failed call says on the cashier; null when there is nothing to say (the borrower cancelled, or
 * the session ended and the app is leaving for the login). `fallback` turns other failures (no
 * connection, timeout, 500, a bad reply) into text: the API layer's own words for them.
 */
export function callProblem(error: unknown, fallback: (error: ApiError) => string): Problem | null {
  if (!(error instanceof ApiError)) return { key: 'errors.requestFailed' };
  if (error.kind === 'cancelled' || error.kind === 'session') return null;
  if (error.kind === 'business') {
    const key = CODE_KEYS[error.code];
    if (key) return { key };
  }
  const text = fallback(error);
  return text ? { text } : { key: 'errors.requestFailed' };
}

/** The methods a channel takes, in the order offered: online first (fewest steps for the borrower). */
export function methodsOf(channel: PayChannel | undefined): PayMethod[] {
  if (!channel) return [];
  return (['online', 'bill'] as const).filter((method) => channel.methods.includes(method));
}

/** The method kept when the channel changes: the same when the new channel takes it, else its first. */
export function methodFor(channel: PayChannel | undefined, wanted: string | undefined): PayMethod | null {
  const methods = methodsOf(channel);
  return methods.find((method) => method === wanted) ?? methods[0] ?? null;
}

/**
 * Checked before a payment order is asked for, with spec section 8's words: no channel chosen
 * ('channelId cannot be empty'); a channel that is closed or does not take the method ('There is no
 * payment method, please choose another channel'). Null when the order can be asked for.
 */
export function choiceProblem(
  channels: readonly PayChannel[],
  channelId: string | undefined,
  method: PayMethod | null,
): Problem | null {
  if (!channelId) return { key: 'cashier.messages.channelIdEmpty' };
  const channel = channels.find((c) => c.channelId === channelId);
  if (!channel || !channel.available || !method || !channel.methods.includes(method)) {
    return { key: 'cashier.messages.noPaymentMethod' };
  }
  return null;
}

/** A reply without a payment order id cannot be followed: 'payOrderId cannot be empty, please try again'. */
export const hasPayOrderId = (order: PayOrder): boolean => order.payOrderId.trim() !== '';
