import { useEffect, useState } from 'react';
import { latestOrder } from '../../api/portal.ts';
import type { LoanOrder } from '../../contract/entities.ts';

/** How often a waiting screen asks how the order stands (the server decides in seconds to minutes). */
export const POLL_INTERVAL_MS = 3000;

export interface OrderPoll {
  order: LoanOrder | null;
  /** The last poll failed (offline, server error): the screen says so and keeps polling. */
  failing: boolean;
}

/**
 * The borrower's latest order, asked again every POLL_INTERVAL_MS while the page is visible. A hidden
 * page (another app in front, screen off) stops asking and asks at once when it shows again, so a phone
 * in a pocket spends no data. Polls run in the background: no full-screen spinner.
 */
export function useOrderPolling(orderNo: string | undefined, active = true): OrderPoll {
  const [poll, setPoll] = useState<OrderPoll>({ order: null, failing: false });
  useEffect(() => {
    if (!orderNo || !active) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      clearTimeout(timer);
      if (document.visibilityState === 'hidden') return;
      try {
        const order = await latestOrder({ background: true, quiet: true });
        if (current) setPoll({ order, failing: false });
      } catch {
        if (current) setPoll((p) => ({ ...p, failing: true }));
      }
      if (current) timer = setTimeout(() => void tick(), POLL_INTERVAL_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void tick();
      else clearTimeout(timer);
    };
    document.addEventListener('visibilitychange', onVisibility);
    void tick();
    return () => {
      current = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [orderNo, active]);
  return poll;
}
