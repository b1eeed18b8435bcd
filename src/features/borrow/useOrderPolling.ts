import { ApiError } from '../../api/errors.ts';
import { latestOrder } from '../../api/latest-order.ts';
import type { LoanOrder } from '../../contract/entities.ts';
import { usePolling } from '../../loan-ui/usePolling.ts';

export interface OrderPoll {
  order: LoanOrder | null;
  /** The last poll failed (offline, server error): the screen says so and keeps polling. */
  failing: boolean;
  /**
   * The last answer could not be read (an unknown state, "NaN" or an impossible figure or date): the
   * screen shows the "could not read" error with Retry instead of drawing it (src/api/reply-checks.ts).
   */
  unreadable: boolean;
  /** Ask now (after the borrower acted, e.g. cancelled). */
  refresh: () => void;
}

/**
 * The borrower's latest order, asked again while the page is visible and on return to the app, until
 * `final` says the screen's wait is over (src/loan-ui/usePolling.ts). An order other than `orderNo` (a newer
 * one, or none) ends the wait too: nothing on this screen will change. Polls run in the background: no
 * full-screen spinner.
 */
export function useOrderPolling(
  orderNo: string | undefined,
  final: (order: LoanOrder) => boolean,
): OrderPoll {
  const poll = usePolling(
    orderNo ?? null,
    () => latestOrder({ background: true, quiet: true }),
    (order) => !order || order.orderNo !== orderNo || final(order),
  );
  const unreadable = poll.failing && poll.error instanceof ApiError && poll.error.kind === 'malformed';
  return { order: poll.value, failing: poll.failing, unreadable, refresh: poll.refresh };
}
