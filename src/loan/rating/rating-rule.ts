import type { LoanState } from '../../contract/codes.ts';
import type { PopEvaluate } from '../../store/device.ts';

/**
 * When the rating popup asks (spec section 3, the pop-evaluate record). The rule, in order:
 *
 * 1. Never again once the borrower chose 'Rate now' (`rejectState` RATED).
 * 2. Only after a good moment: the latest loan was paid out and is being repaid on time, or was repaid
 *    (QUALIFYING_STATES). Never while overdue, refused or waiting: a borrower in trouble is not asked for
 *    stars.
 * 3. Once per loan order: the order it last asked about (`loanOrderId`) does not qualify again (the payout
 *    and the repayment of one loan are one moment, not two).
 * 4. Not within RATING_INTERVAL_S of the last time it asked (`popupTime`), whatever the order: 'Later'
 *    means later, even if a new loan is paid out the next day.
 *
 * Asking records the time and the order at once (a reload does not ask twice); 'Later' records the time
 * again; 'Rate now' records RATED.
 */

/** `rejectState` values of the pop-evaluate record (the spec's default is 1). */
export const RatingState = { mayAsk: 1, rated: 2 } as const;

/** Days between two asks: a week, so 'Later' is not answered with the same question tomorrow. */
export const RATING_INTERVAL_DAYS = 7;
/** The same interval in seconds (popupTime is in seconds since the epoch). */
export const RATING_INTERVAL_S = RATING_INTERVAL_DAYS * 86_400;

/** Home's own calls go first (ms): the question is not the first thing a borrower sees on a slow phone. */
export const RATING_CHECK_DELAY_MS = 1_500;

/** Loan states after which asking makes sense: the money arrived, or the loan was repaid. */
export const QUALIFYING_STATES: ReadonlySet<LoanState> = new Set<LoanState>([
  'disbursed',
  'repaying',
  'finished',
]);

/** What the rule needs of the latest loan order. */
export interface RatedOrder {
  orderNo: string;
  state: LoanState;
}

/** True when nothing but a qualifying order stands in the way (decides whether to ask the server at all). */
export function mayAskSoon(record: PopEvaluate, nowS: number): boolean {
  return record.rejectState !== RatingState.rated && nowS - record.popupTime >= RATING_INTERVAL_S;
}

/** The phone's time in seconds, as the rating record keeps it. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** Whether the popup asks now, for the borrower's latest order (null: none yet). */
export function shouldAsk(record: PopEvaluate, order: RatedOrder | null, nowS: number): boolean {
  if (!order || !mayAskSoon(record, nowS)) return false;
  return QUALIFYING_STATES.has(order.state) && order.orderNo !== record.loanOrderId;
}

/** The record once the popup has asked about `orderNo` (also after 'Later': the interval starts again). */
export const asked = (orderNo: string, nowS: number): Partial<PopEvaluate> => ({
  popupTime: nowS,
  loanOrderId: orderNo,
});

/** The record once the borrower went to rate: never again. */
export const rated = (nowS: number): Partial<PopEvaluate> => ({
  popupTime: nowS,
  rejectState: RatingState.rated,
});
