import { latestOrder } from '../../api/portal.ts';
import type { LoanOrder } from '../../contract/entities.ts';
import { usePolling } from '../../loan/usePolling.ts';

export interface OrderPoll {
  order: LoanOrder | null;
  /** The last poll failed (offline, server error): the screen says so and keeps polling. */
  failing: boolean;
}

/**
 * The borrower's latest order, asked again while the page is visible (src/loan/usePolling.ts: a hidden
 * page stops asking and asks at once when it shows again). The order never "settles" here: the screen
 * moves on by itself. Polls run in the background: no full-screen spinner.
 */
export function useOrderPolling(orderNo: string | undefined): OrderPoll {
  const poll = usePolling(
    orderNo ?? null,
    () => latestOrder({ background: true, quiet: true }),
    () => false,
  );
  return { order: poll.value, failing: poll.failing };
}
