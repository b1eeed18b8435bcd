import type hintTexts from '../i18n/sections/loan-hint.ts';
import type { LoanState } from '../contract/codes.ts';
import type { LoanOrder } from '../contract/entities.ts';
import { formatMoney, formatNumber } from '../i18n/format.ts';
import type { KeysOf, MessageParams, TranslateWith } from '../i18n/i18n.ts';

/*
 * The hint under a loan order's state (./order-status.ts has its label, tone and next action). Apart
 * from the rest because Home draws the hint only once dayjs has loaded (src/features/home/OrderStatus.tsx):
 * this table and its texts load with it, after Home's first paint, not in Home's first script and texts,
 * which have a byte budget (tests/e2e/bundle.e2e.test.ts).
 */

/** The `t` of a screen that named the hints' texts (`useT(hintTexts)`): they load with this table. */
type Translate = TranslateWith<typeof hintTexts>;

/** Record-page hints of spec section 2: Continue, Evaluate, Overdue (repay now), failed payout (re-apply, check the wallet). */
export const STATE_HINT: Readonly<Record<LoanState, KeysOf<typeof hintTexts>>> = {
  applied: 'loan.hint.continue',
  under_review: 'loan.hint.evaluate',
  approved: 'loan.hint.approved',
  rejected: 'loan.hint.rejected',
  disbursing: 'loan.hint.disbursing',
  payout_failed: 'loan.hint.payoutFailed',
  disbursed: 'loan.hint.repaying',
  repaying: 'loan.hint.repaying',
  overdue: 'loan.hint.overdue',
  finished: 'loan.hint.finished',
  cancelled: 'loan.hint.cancelled',
};

/**
 * The placeholders each state's hint needs, from the order; null when the order lacks the figure (the
 * hint would show a blank, so none is shown).
 */
type DateFormat = (value: number) => string;

const HINT_PARAMS: Readonly<Record<LoanState, (o: LoanOrder, date: DateFormat) => MessageParams | null>> = {
  applied: () => ({}),
  under_review: () => ({}),
  approved: (o, date) => (o.drawBefore === null ? null : { date: date(o.drawBefore) }),
  rejected: (o, date) => (o.reapplyAt === null ? null : { date: date(o.reapplyAt) }),
  disbursing: () => ({}),
  payout_failed: () => ({}),
  disbursed: repayBy,
  repaying: repayBy,
  overdue: (o) => ({ days: formatNumber(o.overdueDays) }),
  finished: () => ({}),
  cancelled: () => ({}),
};

function repayBy(o: LoanOrder, date: DateFormat): MessageParams | null {
  return o.dueDate === null ? null : { amount: formatMoney(o.unpaidAmount), date: date(o.dueDate) };
}

/**
 * The record-page hint of the order's state (spec section 2), filled from the order. Dates are written by
 * `date` (src/i18n/dates.ts's formatDate), passed in so that this module does not bring dayjs along:
 * Home loads it beside the screen rather than before it.
 */
export function stateHint(order: LoanOrder, t: Translate, date: DateFormat): string | null {
  const params = HINT_PARAMS[order.state]?.(order, date) ?? null;
  return params ? t(STATE_HINT[order.state], params) : null;
}
