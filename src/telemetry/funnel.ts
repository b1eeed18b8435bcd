import type { CallPath } from '../contract/calls.ts';
import type { LoanOrder, PayOrder } from '../contract/entities.ts';
import type { LoanState } from '../contract/codes.ts';
import { track } from './track.ts';

/**
 * The funnel read from the server's successful replies (src/api/http.ts hands every reply of FUNNEL_PATHS
 * here): an event is sent when its occurrence is confirmed by the server, once per reply, never from a
 * screen's render or effect. A failed call, a retry that fails or a re-render sends nothing; a retry that
 * succeeds after a lost reply sends the one event the borrower's action deserved.
 *
 * What the server decides later (approved, rejected, money out, a payment paid) is seen in the replies that
 * carry the order or the payment order; each is sent once per order (or payment order), remembered in
 * localStorage (ORDERS_KEY, PAID_KEY) across reloads and reopens. A loan is counted as approved, rejected or
 * paid out only after this device saw it pending (applied, or under review): a borrower opening an old
 * account on a new phone does not send their history again.
 */

type Reply = Record<string, unknown> | null;

const ORDERS_KEY = 'tzloan:telemetry-orders';
const PAID_KEY = 'tzloan:telemetry-paid';
/** Orders and payment orders remembered: the newest this many (a borrower has one open loan at a time). */
const REMEMBERED = 20;

/** How far this device saw an order go. */
type Seen = 'pending' | 'approved' | 'rejected' | 'disbursed';

const PENDING: readonly LoanState[] = ['applied', 'under_review'];
const APPROVED: readonly LoanState[] = ['approved', 'disbursing', 'payout_failed'];
const DISBURSED: readonly LoanState[] = ['disbursed', 'repaying', 'overdue', 'finished'];

function readList<T>(key: string): Array<[string, T]> {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as Array<[string, T]>) : [];
  } catch {
    return [];
  }
}

function remember<T>(key: string, id: string, value: T): void {
  const list = readList<T>(key).filter(([known]) => known !== id);
  list.push([id, value]);
  try {
    localStorage.setItem(key, JSON.stringify(list.slice(-REMEMBERED)));
  } catch {
    // Storage full or disabled: an event may then be sent again later, never the page broken.
  }
}

const seenOf = (orderNo: string): Seen | undefined => new Map(readList<Seen>(ORDERS_KEY)).get(orderNo);

/** An order in a reply: sends what this device has not yet seen it reach. */
export function observeOrder(order: LoanOrder | null | undefined): void {
  if (!order || typeof order.orderNo !== 'string') return;
  const seen = seenOf(order.orderNo);
  const { state, productId: product, amount } = order;
  if (PENDING.includes(state)) {
    if (!seen) remember(ORDERS_KEY, order.orderNo, 'pending');
    return;
  }
  if (seen !== 'pending' && seen !== 'approved') return;
  if (state === 'rejected') {
    if (seen === 'pending') track('loan_rejected', { product });
    remember(ORDERS_KEY, order.orderNo, 'rejected');
    return;
  }
  const approved = APPROVED.includes(state);
  const disbursed = DISBURSED.includes(state);
  if (!approved && !disbursed) return;
  if (seen === 'pending') track('loan_approved', { product, amount });
  if (disbursed) track('loan_disbursed', { product, amount });
  remember(ORDERS_KEY, order.orderNo, disbursed ? 'disbursed' : 'approved');
}

/** What each loan still owed when last seen, for "part" or "full" of a payment (in memory: one session). */
const owed = new Map<string, number>();

/** A payment order in a reply: a paid one is sent once (repayment or rollover fee). */
export function observePayOrder(order: PayOrder | null | undefined): void {
  if (!order || order.state !== 'paid' || typeof order.payOrderId !== 'string') return;
  if (readList<1>(PAID_KEY).some(([id]) => id === order.payOrderId)) return;
  remember(PAID_KEY, order.payOrderId, 1);
  const { channelId: channel, amount } = order;
  if (order.purpose === 'rollover') {
    track('rollover_paid', { channel, amount });
    return;
  }
  const unpaid = owed.get(order.orderNo);
  track('repayment_paid', {
    kind: unpaid !== undefined && amount >= unpaid ? 'full' : 'part',
    channel,
    amount,
  });
}

const STEPS = {
  'user/saveBasicInfo-market': 'personal',
  'user/saveAdditionInfo-market': 'work',
  'user/save/questionnaire': 'questionnaire',
  'user/finishUploadAllImg': 'id_card',
  'user/addBankCard': 'wallet',
} as const satisfies Partial<Record<CallPath, string>>;

/** One successful reply of a FUNNEL_PATHS call: its payload as sent and its `data`. */
export function onReply(path: CallPath, payload: Record<string, unknown>, data: unknown): void {
  const reply = (typeof data === 'object' ? data : null) as Reply;
  if (path in STEPS) {
    track('application_step', { step: STEPS[path as keyof typeof STEPS] });
    return;
  }
  switch (path) {
    case 'security/register':
      track('af_complete_registration', { af_registration_method: 'web' });
      return;
    case 'security/login':
      track('af_login', { method: 'web' });
      return;
    case 'portal/liveness/detection/result/save':
      if (reply?.passed === true) track('application_step', { step: 'face' });
      return;
    case 'loan/loan-order/apply-market':
    case 'loan/loan-order/apply-market-again': {
      const product = String(payload.productId ?? '');
      track('loan_apply', { product, amount: Number(payload.amount) });
      if (typeof reply?.orderNo === 'string') remember<Seen>(ORDERS_KEY, reply.orderNo, 'pending');
      return;
    }
    case 'portal/homepage/data':
      observeOrder(reply?.order as LoanOrder | null);
      return;
    case 'portal/loan/order/latest':
      observeOrder(reply as LoanOrder | null);
      return;
    case 'portal/repayment/detail': {
      const detail = reply as (LoanOrder & { pendingPayOrder?: PayOrder | null }) | null;
      if (detail && typeof detail.unpaidAmount === 'number') owed.set(detail.orderNo, detail.unpaidAmount);
      observeOrder(detail);
      observePayOrder(detail?.pendingPayOrder);
      return;
    }
    case 'portal/repayment/confirm':
    case 'portal/repayment/status':
    case 'repay/confirmExtensionOrder':
      observePayOrder(reply as PayOrder | null);
      return;
    case 'feedback/create':
      // With a feedbackId it is an edit of a ticket already sent.
      if (payload.feedbackId === undefined) track('feedback_sent', {});
      return;
    case 'user/delete':
      track('account_deleted', {});
      return;
    default:
  }
}

const LANDING_PAGES = ['yx1', 'yx2', 'yx3', 'yx2ConfirmBorrow'] as const;

/**
 * A promotion page opened from a link with an affiliate id (`#/yx1?afid=…`): once per page and id in a
 * browsing session (sessionStorage), so StrictMode's second render, a re-render or a return to the page
 * does not count it again.
 */
export function trackLanding(route: string, afid: string | undefined): void {
  const page = LANDING_PAGES.find((name) => route === `/${name}`);
  if (!page || !afid) return;
  const key = `telemetry:landing:${page}:${afid}`;
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage disabled: sent once per page load at worst (the module below keeps it too).
    if (landed.has(key)) return;
  }
  landed.add(key);
  track('promotion_landing', { page, afid });
}
const landed = new Set<string>();
